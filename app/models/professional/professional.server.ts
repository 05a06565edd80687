// The Professional plan on the server: the setup-fee Checkout Session, turning a paid
// session into user + order (idempotently: success page, reloads and the webhook share
// this one function, keyed on the Checkout Session id), and the portal's writes.
import { normalizeEmail } from "../account/user.server";
import { PROFESSIONAL_SETUP_FEE_CHARGED_CENTS } from "../billing/amounts";
import { recordPayment } from "../billing/ledger.server";
import {
  getProfession,
  MARKETING,
  PROFESSIONAL_PACKAGE,
  withOffer,
  type Profession,
} from "../catalog/catalog";
import {
  notifyAgency,
  notifySetupFeePaid,
  notifyStatusChanged,
  prepareNotifications,
} from "../messages/notifications.server";
import { vatIdSchema } from "../order/details";
import { paymentConfirmedNote } from "../order/status";
import { recordStatusChange } from "../order/status-history.server";
import {
  canReleaseIntake,
  emptyDetails,
  INTAKE_RELEASE,
  isPortalEditable,
  isStep1Valid,
  normalizeDetails,
  type ProfessionalDetails,
} from "./professional";
import type { Order, Prisma } from "@prisma/client";
import type Stripe from "stripe";
import { intakeSubmittedAgencyMail } from "~/mails/notifications";
import { isUniqueViolation } from "~/utils/db-errors.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/format";
import { payments } from "~/utils/payments.server";

const PROFESSIONAL_SETUP_KIND = "professional_setup";

/** Setup fee only: the monthly subscription (69 €) starts after acceptance and is not created here. */
export async function createProfessionalCheckoutSession(profession: Profession) {
  const plan = getProfession(profession);
  if (!plan) throw new Error(`Unbekannter Beruf ${profession}`);
  const { stripe } = await payments();
  const appUrl = getEnv().appUrl;
  const metadata = { kind: PROFESSIONAL_SETUP_KIND, profession: plan.id };
  return stripe.checkout.sessions.create({
    mode: "payment",
    locale: "de",
    metadata,
    // the card is kept on a Stripe customer: the monthly fee starts on it after acceptance
    payment_intent_data: { metadata, setup_future_usage: "off_session" },
    customer_creation: "always",
    billing_address_collection: "required",
    phone_number_collection: { enabled: true },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "eur",
          unit_amount: PROFESSIONAL_SETUP_FEE_CHARGED_CENTS,
          tax_behavior: "inclusive",
          product_data: {
            name: `Einrichtungsgebühr Professional – ${plan.name} (${formatCents(PROFESSIONAL_PACKAGE.setupFeeCents)} zzgl. ${MARKETING.vatPercent} % MwSt., einmalig, nicht erstattbar)`,
          },
        },
      },
    ],
    success_url: `${appUrl}/professional-payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${appUrl}/professional-checkout`,
  });
}

export function isProfessionalSetupSession(session: Pick<Stripe.Checkout.Session, "metadata">) {
  return session.metadata?.kind === PROFESSIONAL_SETUP_KIND;
}

interface ProviderCustomer {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: { line1: string | null; postal_code: string | null; city: string | null } | null;
  /** the account was created by this payment (the sign-in rule of the success page uses it) */
  accountCreatedByPayment: boolean;
}

export type SetupOutcome =
  | {
      ok: true;
      orderId: string;
      userId: string;
      created: boolean;
      accountCreatedByPayment: boolean;
    }
  | {
      ok: false;
      reason: "not-professional" | "not-paid" | "amount-mismatch" | "no-email" | "duplicate-event";
    };

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function splitName(name: string | null) {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { firstName: parts[0] ?? "", lastName: "" };
  return { firstName: parts.slice(0, -1).join(" "), lastName: parts[parts.length - 1] };
}

/** Details prefilled from what the payer entered at the provider. */
function prefilledDetails(
  customer: Omit<ProviderCustomer, "accountCreatedByPayment">,
): ProfessionalDetails {
  const { firstName, lastName } = splitName(customer.name);
  return {
    ...emptyDetails(),
    streetAddress: customer.address?.line1 ?? "",
    postalCode: customer.address?.postal_code ?? "",
    city: customer.address?.city ?? "",
    phone: customer.phone ?? "",
    email: customer.email ?? "",
    contactFirstName: firstName,
    contactLastName: lastName,
    contactPhone: customer.phone ?? "",
    contactEmail: customer.email ?? "",
  };
}

/**
 * A paid setup session → the user (found by e-mail, case-insensitive, or created with
 * needsPasswordSetup) and one order in `pending_details`. Whoever comes first creates,
 * everyone after finds the order by its Checkout Session id (unique column). A webhook
 * event id is recorded too, so a replayed event is a no-op.
 */
export async function recordProfessionalSetup(
  session: Stripe.Checkout.Session,
  options: { eventId?: string; eventType?: string; testMode: boolean },
): Promise<SetupOutcome> {
  if (!isProfessionalSetupSession(session)) return { ok: false, reason: "not-professional" };
  const plan = getProfession(session.metadata?.profession);
  if (!plan) return { ok: false, reason: "not-professional" };
  if (session.payment_status !== "paid") return { ok: false, reason: "not-paid" };
  if (session.amount_total !== PROFESSIONAL_SETUP_FEE_CHARGED_CENTS)
    return { ok: false, reason: "amount-mismatch" };
  const details = session.customer_details;
  const rawEmail = details?.email ?? session.customer_email;
  if (!rawEmail) return { ok: false, reason: "no-email" };
  const email = normalizeEmail(rawEmail);
  const customer = {
    name: details?.name ?? null,
    email,
    phone: details?.phone ?? null,
    address: details?.address
      ? {
          line1: details.address.line1 ?? null,
          postal_code: details.address.postal_code ?? null,
          city: details.address.city ?? null,
        }
      : null,
  };
  const paymentIntent =
    session.payment_intent && typeof session.payment_intent === "object"
      ? session.payment_intent
      : null;

  await prepareNotifications();
  const attempt = () =>
    prisma.$transaction(async (tx): Promise<SetupOutcome> => {
      if (
        options.eventId &&
        (await tx.paymentEvent.findUnique({ where: { id: options.eventId }, select: { id: true } }))
      )
        return { ok: false, reason: "duplicate-event" };
      const existing = await tx.order.findUnique({
        where: { stripeCheckoutSessionId: session.id },
        select: { id: true, userId: true, providerCustomer: true },
      });
      if (existing) {
        if (options.eventId)
          await tx.paymentEvent.create({
            data: { id: options.eventId, type: options.eventType ?? "", orderId: existing.id },
          });
        const created = Boolean(
          (existing.providerCustomer as { accountCreatedByPayment?: boolean } | null)
            ?.accountCreatedByPayment,
        );
        return {
          ok: true,
          orderId: existing.id,
          userId: existing.userId,
          created: false,
          accountCreatedByPayment: created,
        };
      }
      let user = await tx.user.findUnique({ where: { email }, select: { id: true } });
      const accountCreatedByPayment = !user;
      if (!user) {
        const { firstName, lastName } = splitName(customer.name);
        user = await tx.user.create({
          // the address was entered (and receives the receipt) at the payment provider;
          // no password yet: the success page asks for one
          data: {
            email,
            firstName,
            lastName,
            phone: customer.phone,
            passwordHash: null,
            needsPasswordSetup: true,
            emailVerified: true,
          },
          select: { id: true },
        });
      }
      const order = await tx.order.create({
        data: {
          userId: user.id,
          packageType: plan.packageValue,
          professionalPackage: plan.packageValue,
          profession: plan.id,
          paymentType: "subscription",
          status: "pending_details",
          additionalPages: PROFESSIONAL_PACKAGE.additionalPages,
          pageContents: [],
          // the fee paid; the monthly price starts only after acceptance (no subscription yet)
          basePriceCents: PROFESSIONAL_PACKAGE.subscriptionPrice * 100,
          totalPriceCents: PROFESSIONAL_SETUP_FEE_CHARGED_CENTS,
          monthlyPriceCents: PROFESSIONAL_PACKAGE.subscriptionPrice * 100,
          paymentMethod: "full",
          paymentMethodType:
            paymentIntent?.payment_method_types?.[0] ?? session.payment_method_types?.[0] ?? null,
          stripeCheckoutSessionId: session.id,
          stripePaymentId: session.id,
          stripePaymentIntentId: idOf(session.payment_intent),
          stripeCustomerId: idOf(session.customer),
          isTestPayment: options.testMode || !session.livemode,
          paidAt: new Date(),
          company: null,
          contactPerson: customer.name,
          contactPhone: customer.phone,
          companyAddress: customer.address?.line1 ?? null,
          companyZip: customer.address?.postal_code ?? null,
          companyCity: customer.address?.city ?? null,
          industry: plan.name,
          providerCustomer: {
            ...customer,
            accountCreatedByPayment,
          } satisfies ProviderCustomer as unknown as Prisma.InputJsonValue,
          professionalDetails: prefilledDetails(customer) as unknown as Prisma.InputJsonValue,
          currentStep: 1,
          statusChanges: {
            create: {
              toStatus: "pending_details",
              source: "payment",
              note: paymentConfirmedNote(options.eventType),
            },
          },
        },
        select: { id: true },
      });
      await recordPayment(tx, {
        orderId: order.id,
        kind: "payment",
        purpose: "setup_fee",
        amountCents: PROFESSIONAL_SETUP_FEE_CHARGED_CENTS,
        externalId: session.id,
        stripePaymentIntentId: idOf(session.payment_intent),
        methodType:
          paymentIntent?.payment_method_types?.[0] ?? session.payment_method_types?.[0] ?? null,
        isTest: options.testMode || !session.livemode,
      });
      if (options.eventId)
        await tx.paymentEvent.create({
          data: { id: options.eventId, type: options.eventType ?? "", orderId: order.id },
        });
      await notifySetupFeePaid(tx, order.id);
      return {
        ok: true,
        orderId: order.id,
        userId: user.id,
        created: true,
        accountCreatedByPayment,
      };
    });

  // two deliveries at the same moment (webhook and success page on a real PostgreSQL):
  // the loser's unique key clash means the other one created it; a second look finds it
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export class PortalLockedError extends Error {
  readonly status = 409;
}

type PortalOrder = Pick<
  Order,
  "id" | "userId" | "status" | "detailsSubmittedAt" | "correctionRequestedAt"
>;

/** Saves details and the current step; refused (409) when the portal is not editable. */
export async function saveProfessionalDetails(
  order: PortalOrder,
  details: ProfessionalDetails,
  currentStep: number,
) {
  if (!isPortalEditable(order)) throw new PortalLockedError("Nicht änderbar");
  // conditional on what was checked: a submission landing meanwhile wins
  const { count } = await prisma.order.updateMany({
    where: {
      id: order.id,
      userId: order.userId,
      status: order.status,
      detailsSubmittedAt: order.detailsSubmittedAt,
    },
    data: {
      professionalDetails: details as unknown as Prisma.InputJsonValue,
      currentStep,
      ...mirroredColumns(details),
    },
  });
  if (count !== 1) throw new PortalLockedError("Nicht änderbar");
}

/** The order's own columns mirror the company data, so the admin tabs and the dashboard show them. */
function mirroredColumns(details: ProfessionalDetails) {
  const contact = [details.contactTitle, details.contactFirstName, details.contactLastName]
    .filter(Boolean)
    .join(" ");
  return {
    company: details.companyName || null,
    companyAddress: details.streetAddress || null,
    companyZip: details.postalCode || null,
    companyCity: details.city || null,
    contactPhone: details.contactPhone || details.phone || null,
    contactPerson: contact || null,
    currentWebsite: details.website || null,
    vatId: vatIdSchema.safeParse(details.vatId).data || null,
    description: details.aboutText || null,
    colorDescription: details.colorPreferences || null,
    designPreferences: details.additionalNotes || null,
  };
}

export type SubmitOutcome = "submitted" | "incomplete" | "locked";

/**
 * Submits the intake: step 1 must be complete; the order moves from pending_details
 * (or draft) to in_progress and is read-only until an admin opens the correction loop.
 */
export async function submitProfessionalDetails(
  order: PortalOrder,
  uploadedFiles: ProfessionalDetails["uploadedFiles"],
): Promise<SubmitOutcome> {
  await prepareNotifications();
  return prisma.$transaction(async (tx) => {
    const fresh = await tx.order.findFirst({ where: { id: order.id, userId: order.userId } });
    if (!fresh || !isPortalEditable(fresh)) return "locked";
    const details = normalizeDetails(fresh.professionalDetails);
    if (!isStep1Valid(details)) return "incomplete";
    const now = new Date();
    const { count } = await tx.order.updateMany({
      where: { id: fresh.id, status: fresh.status, detailsSubmittedAt: fresh.detailsSubmittedAt },
      data: {
        status: "in_progress",
        detailsSubmittedAt: now,
        currentStep: 6,
        professionalDetails: { ...details, uploadedFiles } as unknown as Prisma.InputJsonValue,
        ...mirroredColumns(details),
      },
    });
    if (count !== 1) return "locked";
    await recordStatusChange(tx, {
      orderId: fresh.id,
      fromStatus: fresh.status,
      toStatus: "in_progress",
      changedById: order.userId,
      source: "customer",
      note: fresh.correctionRequestedAt ? INTAKE_RELEASE.resubmitted : "Angaben übermittelt",
    });
    await notifyAgency(tx, (to) =>
      intakeSubmittedAgencyMail(
        to,
        withOffer({ ...fresh, company: mirroredColumns(details).company ?? fresh.company }),
        { afterCorrection: Boolean(fresh.correctionRequestedAt) },
      ),
    );
    return "submitted";
  });
}

/** The action's answers to the team's reopening of the intake (texts in ./professional). */
export const CORRECTION_MESSAGES = {
  opened: INTAKE_RELEASE.released,
  openedText: INTAKE_RELEASE.releasedText,
  notPossible: INTAKE_RELEASE.notPossible,
} as const;

/**
 * The team releases a submitted intake for changes once more (`canReleaseIntake`: after a
 * submission, once, only while 'In Bearbeitung'). Named apart from the Korrekturschleife, the
 * customer's corrections of a preview.
 */
export async function openCorrectionLoop(
  orderId: string,
  adminId: string,
): Promise<"opened" | "not-possible" | "not-found"> {
  await prepareNotifications();
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: {
        id: true,
        status: true,
        professionalPackage: true,
        detailsSubmittedAt: true,
        correctionRequestedAt: true,
      },
    });
    if (!order) return "not-found";
    if (!order.professionalPackage || !canReleaseIntake(order)) return "not-possible";
    const { count } = await tx.order.updateMany({
      where: {
        id: order.id,
        status: order.status,
        correctionRequestedAt: null,
        detailsSubmittedAt: order.detailsSubmittedAt,
      },
      data: { correctionRequestedAt: new Date(), status: "pending_details" },
    });
    if (count !== 1) return "not-possible";
    await recordStatusChange(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: "pending_details",
      changedById: adminId,
      source: "admin",
      note: CORRECTION_MESSAGES.opened,
    });
    await notifyStatusChanged(tx, order.id, "pending_details");
    return "opened";
  });
}
