// POST /api/stripe/professional-setup (01 §7): { professionalService } → { url }. The fee
// and the return URLs are the server's (19900 cents, our own success and cancel pages):
// a client cannot choose a price or send the payer elsewhere.
import type { ActionFunctionArgs } from "@remix-run/node";
import { getProfession, PROFESSIONAL_PACKAGE } from "~/models/catalog";
import {
  createProfessionalCheckoutSession,
  PRO_PAYMENT_MESSAGES,
} from "~/models/professional.server";
import {
  api,
  ApiError,
  apiJson,
  methodNotAllowed,
  readJson,
  requireMethod,
} from "~/utils/api.server";
import { logger } from "~/utils/logger.server";
import { commitVisitorSession, getVisitorSession } from "~/utils/session.server";

export function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "POST");
    const body = await readJson(request);
    const plan = getProfession(String(body.professionalService ?? body.profession ?? ""));
    if (!plan)
      throw new ApiError(400, "Unbekannter Beruf", {
        professionalService: ["steuerberater, anwaelte oder aerzte"],
      });
    if (body.setupFee !== undefined && Number(body.setupFee) !== PROFESSIONAL_PACKAGE.setupFeeCents)
      throw new ApiError(400, "Die Einrichtungsgebühr beträgt 19900 Cent", {
        setupFee: [String(PROFESSIONAL_PACKAGE.setupFeeCents)],
      });
    let checkout;
    try {
      checkout = await createProfessionalCheckoutSession(plan.id);
    } catch (error) {
      logger.error({ error }, "Professional-Checkout konnte nicht gestartet werden");
      throw new ApiError(502, PRO_PAYMENT_MESSAGES.startFailed);
    }
    if (!checkout.url) throw new ApiError(502, PRO_PAYMENT_MESSAGES.startFailed);
    // like the page: the return signs in only the client that started this payment
    const session = await getVisitorSession(request);
    session.set("profession", plan.id);
    session.set("professionalCheckoutSessionId", checkout.id);
    return apiJson(
      { url: checkout.url, sessionId: checkout.id },
      { headers: { "Set-Cookie": await commitVisitorSession(session) } },
    );
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
