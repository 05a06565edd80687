// POST /api/stripe/professional-setup (01 §7): { professionalService } → { url }. The fee
// and the return URLs are the server's (19900 cents, our own success and cancel pages):
// a client cannot choose a price or send the payer elsewhere.
import { z } from "zod";
import { getProfession, PROFESSIONAL_PACKAGE } from "~/models/catalog/catalog";
import { PRO_PAYMENT_MESSAGES } from "~/models/professional/professional";
import { createProfessionalCheckoutSession } from "~/models/professional/professional.server";
import { ApiError, apiAction, apiJson, methodNotAllowed } from "~/utils/api.server";
import { logger } from "~/utils/logger.server";
import { commitVisitorSession, getVisitorSession } from "~/utils/session.server";

const FEE_MESSAGE = `Die Einrichtungsgebühr beträgt ${PROFESSIONAL_PACKAGE.setupFeeCents} Cent`;

// `professionalService` (01 §7) or `profession`; a fee sent along must be the catalogue's
const bodySchema = z
  .object({
    professionalService: z.unknown().optional(),
    profession: z.unknown().optional(),
    setupFee: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    const plan = getProfession(String(body.professionalService ?? body.profession ?? ""));
    if (!plan) {
      ctx.addIssue({
        code: "custom",
        path: ["professionalService"],
        message: "Unbekannter Beruf: steuerberater, anwaelte oder aerzte",
      });
      return z.NEVER;
    }
    if (
      body.setupFee !== undefined &&
      Number(body.setupFee) !== PROFESSIONAL_PACKAGE.setupFeeCents
    ) {
      ctx.addIssue({ code: "custom", path: ["setupFee"], message: FEE_MESSAGE });
      return z.NEVER;
    }
    return plan;
  });

export const action = apiAction({
  method: "POST",
  auth: "anyone",
  schema: bodySchema,
  handler: async ({ request, body: plan }) => {
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
  },
});

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
