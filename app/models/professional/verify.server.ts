// Verification of a professional setup payment (01 §2 "Professional payment success"),
// shared by /professional-payment-success and POST /api/stripe/verify-professional-payment.
import { retrieveCheckoutSession } from "~/models/billing/order-payment.server";
import { checkoutPaymentFailed } from "~/models/billing/payment-failure.server";
import { getProfession } from "~/models/catalog/catalog";
import { PRO_PAYMENT_MESSAGES } from "~/models/professional/professional";
import { recordProfessionalSetup } from "~/models/professional/professional.server";
import { getUserId, signInHeaders } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { getVisitorSession } from "~/utils/session.server";

const PAYMENT_FAILED =
  "Die Zahlung ist fehlgeschlagen. Es wurde nichts berechnet – bitte versuchen Sie es erneut.";

export type State =
  | { state: "error"; message: string }
  | { state: "verifying"; message: string }
  | {
      state: "needs-password";
      orderId: string;
      email: string;
      profession: string | null;
      testPayment: boolean;
    }
  | {
      state: "done";
      /** null for a browser that neither started the checkout nor owns the order */
      orderId: string | null;
      email: string | null;
      signedIn: boolean;
      profession: string | null;
      testPayment: boolean;
    };

export async function verifyProfessionalPayment(
  request: Request,
  sessionIdOverride?: string | null,
): Promise<{ result: State; headers?: Headers }> {
  const sessionId =
    sessionIdOverride !== undefined
      ? sessionIdOverride
      : new URL(request.url).searchParams.get("session_id");
  if (!sessionId || !/^cs_[A-Za-z0-9_]{4,200}$/.test(sessionId))
    return { result: { state: "error", message: PRO_PAYMENT_MESSAGES.noSessionId } };
  try {
    let retrieved;
    try {
      retrieved = await retrieveCheckoutSession(sessionId);
    } catch {
      return { result: { state: "error", message: PRO_PAYMENT_MESSAGES.notVerified } };
    }
    const { session, standIn } = retrieved;
    const outcome = await recordProfessionalSetup(session, { testMode: standIn });
    if (!outcome.ok) {
      if (checkoutPaymentFailed(session))
        return { result: { state: "error", message: PAYMENT_FAILED } };
      if (outcome.reason === "not-paid" && session.status === "complete")
        return { result: { state: "verifying", message: PRO_PAYMENT_MESSAGES.notPaidYet } };
      return { result: { state: "error", message: PRO_PAYMENT_MESSAGES.notVerified } };
    }
    const user = await prisma.user.findUniqueOrThrow({
      where: { id: outcome.userId },
      select: { email: true, needsPasswordSetup: true, passwordHash: true },
    });
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: outcome.orderId },
      select: { profession: true, isTestPayment: true },
    });
    const currentUserId = await getUserId(request);
    const startedHere =
      (await getVisitorSession(request)).get("professionalCheckoutSessionId") === sessionId;
    let headers: Headers | undefined;
    let signedIn = currentUserId === outcome.userId;
    // a leaked success URL signs nobody in; an existing account is never taken over by paying
    if (!signedIn && startedHere && outcome.accountCreatedByPayment) {
      headers = await signInHeaders(request, outcome.userId);
      signedIn = true;
    }
    const base = {
      orderId: outcome.orderId,
      email: user.email,
      profession: getProfession(order.profession)?.name ?? null,
      testPayment: order.isTestPayment,
    };
    if (signedIn && user.needsPasswordSetup && !user.passwordHash)
      return { result: { state: "needs-password", ...base }, headers };
    // the id alone (a shared link, a log line, a browser history) tells nobody who paid
    if (!signedIn && !startedHere)
      return { result: { state: "done", signedIn, ...base, email: null, orderId: null }, headers };
    return { result: { state: "done", signedIn, ...base }, headers };
  } catch (error) {
    logger.error({ error }, "Professional-Zahlung konnte nicht verifiziert werden");
    return { result: { state: "error", message: PRO_PAYMENT_MESSAGES.exception } };
  }
}
