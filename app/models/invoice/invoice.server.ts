// Issuing invoices: one per payment, one credit note per refund, each numbered, rendered
// and stored exactly once. The stored PDF is the invoice (GoBD): it is never rendered
// again; a mistake is corrected by a credit note, not by a new PDF.
import { Readable } from "node:stream";
import { z } from "zod";
import {
  cleanInvoiceDocument,
  invoiceText,
  linesFromGross,
  linesFromNet,
  totalsOf,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceSeller,
  type ServiceDate,
  type ServicePeriod,
} from "./document";
import { buyerCorrectionReason, formatEuro, germanDate } from "./format";
import { berlinDate, nextInvoiceNumber, SERIES_OF } from "./numbering.server";
import { renderInvoice } from "./pdf.server";
import type { BillingProfile, Invoice, Order, Payment, Prisma } from "@prisma/client";
import type { MailRecipient } from "~/mails/layout";
import { enqueue } from "~/jobs/queue.server";
import { registeredJobs } from "~/jobs/registry.server";
import { queueMail } from "~/jobs/send-mail.server";
import { invoiceMail } from "~/mails/invoice";
import { MAIL_RECIPIENT_SELECT } from "~/models/account/mail-recipient";
import { historyNote } from "~/models/billing/ledger.server";
import { configOf } from "~/models/billing/order-payment.server";
import { servicePeriodDays } from "~/models/billing/period";
import { billingProfileForOrder, getBillingProfile } from "~/models/billing/profile.server";
import {
  getPackage,
  getProfession,
  HOSTING,
  isProfessionalPackage,
  offerName,
  PROFESSIONAL_PACKAGE,
} from "~/models/catalog/catalog";
import { promisedDeliveryDay } from "~/models/catalog/delivery-promise";
import { computePrice } from "~/models/catalog/pricing";
import { isUniqueViolation } from "~/utils/db-errors.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { providerFromEnv } from "~/utils/provider.server";
import { getStorage } from "~/utils/storage.server";

export interface IssueOptions {
  /** the issue date; tests pass a fixed one */
  now?: Date;
  /** queue the customer's mail in the same transaction, so it goes out exactly once */
  mail?: boolean;
}

type OrderWithUser = Order & { user: MailRecipient };
type PaymentWithOrder = Payment & { order: OrderWithUser };

class InvoiceIssueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvoiceIssueError";
  }
}

/**
 * The customer has not yet named the firm and address the invoice goes to (a professional
 * before portal step 1). The invoice is not issued with a guessed buyer; saving the billing
 * profile queues it again (billing-profile.server.ts).
 */
class BuyerDetailsMissingError extends InvoiceIssueError {
  constructor(paymentId: string) {
    super(`Rechnung zu Zahlung ${paymentId} wartet auf die Rechnungsangaben des Kunden`);
    this.name = "BuyerDetailsMissingError";
  }
}

/** The agency as seller, from PROVIDER_*; outside production gaps get marked stand-ins. */
function sellerFromEnv(env = getEnv()): InvoiceSeller {
  const provider = providerFromEnv(env);
  if (env.APP_ENV === "production" && provider.missing.length)
    throw new InvoiceIssueError(
      `Rechnungen brauchen die Angaben des Anbieters: ${provider.missing.join(", ")} setzen`,
    );
  const lines = env.PROVIDER_ADDRESS?.trim() ? provider.addressLines : [];
  const last = lines.at(-1) ?? "";
  const zipCity = /^(\d{4,5})\s+(.+)$/.exec(last);
  return {
    name: provider.name,
    street: lines.length > 1 ? lines.slice(0, -1).join(", ") : provider.addressLines[0],
    zip: zipCity?.[1] ?? "00000",
    city: zipCity?.[2] ?? (last || "[Ort – bitte PROVIDER_ADDRESS setzen]"),
    country: "DE",
    vatId: provider.vatId,
    register: provider.register,
    managingDirector: provider.managingDirector,
    email: env.PROVIDER_EMAIL?.trim() || "rechnung@example.invalid",
    phone: env.PROVIDER_PHONE?.trim() || undefined,
  };
}

/**
 * The buyer as the invoice names it: always the billing profile, never the card holder. In
 * the invoice's text (invoiceText), so that comparing it with an issued invoice's buyer
 * sees only the differences the invoice would show.
 */
function buyerOf(profile: BillingProfile, email: string): InvoiceBuyer {
  const contact = invoiceText(`${profile.contactFirstName} ${profile.contactLastName}`);
  const vatId = profile.vatId && invoiceText(profile.vatId);
  return {
    company: invoiceText(profile.company),
    contactPerson: contact || undefined,
    street: invoiceText(profile.street),
    zip: invoiceText(profile.zip),
    city: invoiceText(profile.city),
    country: profile.country,
    vatId: vatId || undefined,
    email,
  };
}

async function buyerForPayment(payment: PaymentWithOrder): Promise<InvoiceBuyer> {
  const profile = await billingProfileForOrder(payment.order);
  if (!profile) throw new BuyerDetailsMissingError(payment.id);
  return buyerOf(profile, payment.order.user.email);
}

/**
 * When the service paid in advance is expected (models/catalog/delivery-promise): packages within
 * MARKETING.maxDeliveryDays days of payment or complete details (the AGB's "höchstens 7
 * Tage"), professionals within 10 working days of the submitted intake – counted from the
 * issue day while it is not yet submitted.
 */
export function expectedDeliveryDay(order: Order, paidOn: string, issueDate: string): string {
  return promisedDeliveryDay(order, paidOn, issueDate) ?? issueDate;
}

/**
 * A payment before the service (one-time package, professional setup fee, the site not yet
 * accepted when the money came in) is invoiced as an advance payment (§ 14 Abs. 5 UStG).
 */
function isPaidInAdvance(payment: Payment, order: Order): boolean {
  const oneOff =
    payment.purpose === "setup_fee" ||
    (payment.purpose === "order" &&
      order.paymentType !== "subscription" &&
      !isProfessionalPackage(order.packageType));
  return oneOff && (!order.acceptedAt || order.acceptedAt > payment.paidAt);
}

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 3600_000).toISOString().slice(0, 10);
}

/** One calendar month from `start` (the day before the same day next month). */
function monthFrom(start: Date): ServicePeriod {
  const startDay = berlinDate(start);
  const [y, m, d] = startDay.split("-").map(Number);
  return {
    start: startDay,
    end: dayBefore(new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10)),
  };
}

function periodOf(payment: Payment): ServicePeriod {
  // the same last day as /billing and the admin pages show
  if (payment.periodStart && payment.periodEnd)
    return servicePeriodDays(payment.periodStart, payment.periodEnd);
  return monthFrom(payment.periodStart ?? payment.paidAt);
}

function packageLabel(order: Order): string {
  if (isProfessionalPackage(order.packageType)) {
    const profession = getProfession(order.packageType.toLowerCase().split("-")[0]);
    return `Website für ${profession?.name ?? "Freie Berufe"} (Professional-Paket)`;
  }
  const pkg = getPackage(order.packageType);
  return pkg ? offerName(order.packageType) : `${order.packageType}-Website`;
}

/**
 * Candidate line sets for a payment, most specific first; the first one whose gross
 * adds up to what was paid wins.
 */
function candidateLines(payment: Payment, order: Order): InvoiceLine[][] {
  const candidates: InvoiceLine[][] = [];
  if (payment.purpose === "setup_fee") {
    candidates.push(
      linesFromNet([
        {
          description: `Einrichtung ${packageLabel(order)}`,
          quantity: 1,
          netCents: PROFESSIONAL_PACKAGE.setupFeeCents,
        },
      ]),
    );
    return candidates;
  }
  if (payment.purpose === "hosting_period") {
    // the hosting after a one-time package's free year, for its period
    candidates.push(
      linesFromGross([
        {
          description: `Hosting der Website (${packageLabel(order)}) – monatliche Gebühr`,
          quantity: 1,
          grossCents: HOSTING.monthlyCents,
          period: periodOf(payment),
        },
      ]),
    );
    return candidates;
  }
  const professional = isProfessionalPackage(order.packageType);
  const config = configOf(order);
  const period = periodOf(payment);
  const monthlyCents = professional
    ? PROFESSIONAL_PACKAGE.subscriptionPrice * 100
    : config
      ? computePrice({ ...config, paymentType: "subscription" }).baseCents
      : (order.monthlyPriceCents ?? 0);
  const monthlyLine = (): InvoiceLine[] =>
    linesFromGross([
      {
        description: `${packageLabel(order)} – monatliche Gebühr (Hosting, Pflege, Änderungen)`,
        quantity: 1,
        grossCents: monthlyCents,
        period,
      },
    ]);
  const addOns = (): InvoiceLine[] =>
    config
      ? linesFromGross(
          computePrice(config)
            .lines.filter((l) => l.id !== "package")
            .map((l) => ({ description: l.label, quantity: l.quantity, grossCents: l.totalCents })),
        )
      : [];

  const subscription = professional || order.paymentType === "subscription";
  if (payment.purpose === "order" && !subscription && config) {
    candidates.push(
      linesFromGross(
        computePrice(config).lines.map((l) => ({
          description: l.label,
          quantity: l.quantity,
          grossCents: l.totalCents,
        })),
      ),
    );
  }
  if (subscription && monthlyCents > 0) {
    // the checkout charges the first month together with the one-off add-ons
    if (payment.purpose === "order") candidates.push([...monthlyLine(), ...addOns()]);
    candidates.push(monthlyLine());
    candidates.push([...monthlyLine(), ...addOns()]);
  }
  return candidates;
}

function linesForPayment(payment: Payment, order: Order): InvoiceLine[] {
  for (const lines of candidateLines(payment, order)) {
    if (lines.length && totalsOf(lines).grossCents === payment.amountCents) return lines;
  }
  logger.warn(
    { paymentId: payment.id, amountCents: payment.amountCents },
    "Rechnungspositionen passen nicht zum Zahlbetrag; eine Sammelposition wird verwendet",
  );
  const pkg = getPackage(order.packageType);
  return linesFromGross([
    {
      description: pkg ? `${offerName(pkg.id)} – ${pkg.description}` : packageLabel(order),
      quantity: 1,
      grossCents: payment.amountCents,
    },
  ]);
}

function serviceOf(
  payment: Payment,
  order: Order,
  lines: InvoiceLine[],
  issueDate: string,
): ServiceDate {
  const periods = lines.flatMap((l) => (l.period ? [l.period] : []));
  if (periods.length) return { period: periods[0] };
  const paidOn = berlinDate(payment.paidAt);
  if (isPaidInAdvance(payment, order))
    return { expectedBy: expectedDeliveryDay(order, paidOn, issueDate) };
  return { date: paidOn };
}

/** The Stripe object a payment row stands for, as its invoice names it. */
export function paymentRef(
  payment: Pick<
    Payment,
    "kind" | "stripeRefundId" | "stripePaymentIntentId" | "stripeChargeId" | "externalId"
  >,
): string {
  return payment.kind === "refund"
    ? (payment.stripeRefundId ?? payment.externalId)
    : (payment.stripePaymentIntentId ?? payment.stripeChargeId ?? payment.externalId);
}

async function loadPayment(paymentId: string): Promise<PaymentWithOrder> {
  const payment = await prisma.payment.findUnique({
    where: { id: paymentId },
    include: { order: { include: { user: { select: MAIL_RECIPIENT_SELECT } } } },
  });
  if (!payment) throw new InvoiceIssueError(`Zahlung ${paymentId} nicht gefunden`);
  return payment;
}

function storageKeyOf(number: string): string {
  return `invoices/${number.slice(3, 7)}/${number}.pdf`;
}

// Concurrent issuers queue behind the counter's row lock and for pool connections: a burst
// of webhooks must wait its turn, not fail after Prisma's 2 s default.
const QUEUE_BEHIND_OTHERS = { maxWait: 120_000, timeout: 120_000 };

/** `sha256` of an invoice whose number is taken but whose PDF is not yet stored. */
const NOT_RENDERED = "";

/**
 * Numbers and inserts in one short transaction, then renders and stores the PDF outside it.
 * The payment row is locked first, so a second issuer for the same payment waits and then
 * finds the invoice: no number is burnt, and the number is taken only together with its row
 * (no gap). Rendering takes long (fonts, XML, validation): inside the transaction it held the
 * embedded database's single connection, and on a loaded machine other requests' transactions
 * gave up waiting (a webhook answered 500). A render that fails is done again by the job's
 * retry from the stored document; the mail is queued once, when the PDF is stored.
 */
async function issue(
  payment: PaymentWithOrder,
  build: (number: string, issueDate: string) => InvoiceDocument,
  extra: { correctsInvoiceId?: string },
  options: IssueOptions,
): Promise<Invoice> {
  const kind = payment.kind === "refund" ? "credit_note" : "invoice";
  // the first document of a payment; re-issues to a corrected buyer have revision ≥ 1
  const first = { paymentId_kind_revision: { paymentId: payment.id, kind, revision: 0 } };
  let invoice = await prisma.invoice.findUnique({ where: first });
  try {
    invoice ??= await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM payments WHERE id = ${payment.id}::uuid FOR UPDATE`;
      const again = await tx.invoice.findUnique({ where: first });
      if (again) return again;
      const issuedAt = options.now ?? new Date();
      const number = await nextInvoiceNumber(tx, SERIES_OF[kind], issuedAt);
      const doc = cleanInvoiceDocument(build(number, berlinDate(issuedAt)));
      return tx.invoice.create({
        data: rowOf(doc, { payment, issuedAt, revision: 0, ...extra }),
      });
    }, QUEUE_BEHIND_OTHERS);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    invoice = await prisma.invoice.findUnique({ where: first });
    if (!invoice) throw error;
  }
  return invoice.sha256 === NOT_RENDERED ? renderAndStore(invoice, payment, options) : invoice;
}

function rowOf(
  doc: InvoiceDocument,
  meta: { payment: Payment; issuedAt: Date; revision: number; correctsInvoiceId?: string },
): Prisma.InvoiceUncheckedCreateInput {
  const period = "period" in doc.service ? doc.service.period : null;
  return {
    number: doc.number,
    kind: doc.kind,
    orderId: meta.payment.orderId,
    paymentId: meta.payment.id,
    revision: meta.revision,
    correctsInvoiceId: meta.correctsInvoiceId,
    issuedAt: meta.issuedAt,
    serviceDate: "date" in doc.service ? new Date(`${doc.service.date}T12:00:00Z`) : null,
    periodStart: period ? new Date(`${period.start}T12:00:00Z`) : null,
    periodEnd: period ? new Date(`${period.end}T12:00:00Z`) : null,
    netCents: doc.totals.netCents,
    vatCents: doc.totals.vatCents,
    grossCents: doc.totals.grossCents,
    document: doc as unknown as Prisma.InputJsonValue,
    storageKey: storageKeyOf(doc.number),
    sha256: NOT_RENDERED,
  };
}

/** Renders the stored document, stores the PDF, then records its hash and queues the mail. */
async function renderAndStore(
  invoice: Invoice,
  payment: PaymentWithOrder,
  options: IssueOptions,
): Promise<Invoice> {
  const rendered = await renderInvoice(invoice.document as unknown as InvoiceDocument);
  await getStorage().put(invoice.storageKey, Readable.from([Buffer.from(rendered.pdf)]), {
    contentType: "application/pdf",
  });
  return prisma.$transaction(async (tx) => {
    // two renderers of the same invoice store the same bytes; only one records and mails
    const { count } = await tx.invoice.updateMany({
      where: { id: invoice.id, sha256: NOT_RENDERED },
      data: { sha256: rendered.sha256 },
    });
    const stored = { ...invoice, sha256: rendered.sha256 };
    if (count === 1 && options.mail)
      await queueMail(
        invoiceMail({ ...stored, gross: formatEuro(stored.grossCents) }, payment.order),
        { db: tx },
      );
    return stored;
  }, QUEUE_BEHIND_OTHERS);
}

/** The payment's current invoice: the newest re-issue, else the first one. */
async function currentInvoiceOf(paymentId: string) {
  return prisma.invoice.findFirst({
    where: { paymentId, kind: "invoice" },
    orderBy: { revision: "desc" },
  });
}

/**
 * The invoice for a payment (not a refund); a second call returns the payment's current
 * invoice. Throws BuyerDetailsMissingError while the customer's billing details are unknown.
 */
export async function issueInvoiceForPayment(
  paymentId: string,
  options: IssueOptions = {},
): Promise<Invoice> {
  const current = await currentInvoiceOf(paymentId);
  if (current && current.revision > 0) return current;
  const payment = await loadPayment(paymentId);
  if (payment.kind !== "payment")
    throw new InvoiceIssueError(`Zahlung ${paymentId} ist eine Erstattung: Gutschrift ausstellen`);
  const lines = linesForPayment(payment, payment.order);
  const buyer = current ? null : await buyerForPayment(payment);
  return issue(
    payment,
    (number, issueDate) => ({
      kind: "invoice",
      number,
      issueDate,
      service: serviceOf(payment, payment.order, lines, issueDate),
      seller: sellerFromEnv(),
      // the first document already exists when buyer is null: build is not called then
      buyer: buyer!,
      lines,
      totals: totalsOf(lines),
      payment: {
        method: "card",
        paidOn: berlinDate(payment.paidAt),
        stripePaymentId: paymentRef(payment),
      },
      currency: "EUR",
      orderNumber: payment.orderId.slice(0, 8),
    }),
    {},
    options,
  );
}

/** The credit note for a refund, referencing the refunded payment's invoice. */
export async function issueCreditNoteForRefund(
  refundPaymentId: string,
  options: IssueOptions = {},
): Promise<Invoice> {
  const refund = await loadPayment(refundPaymentId);
  if (refund.kind !== "refund" || !refund.refundOfId)
    throw new InvoiceIssueError(`Zahlung ${refundPaymentId} ist keine Erstattung`);
  // the original invoice first: a credit note must name what it corrects
  const original = await issueInvoiceForPayment(refund.refundOfId, {
    now: options.now,
    mail: options.mail,
  });
  const originalDoc = original.document as unknown as InvoiceDocument;
  const lines = linesFromGross([
    {
      description: `Erstattung zu Rechnung ${original.number}`,
      quantity: 1,
      grossCents: refund.amountCents,
    },
  ]);
  return issue(
    refund,
    (number, issueDate) => ({
      kind: "credit_note",
      number,
      issueDate,
      service: originalDoc.service,
      seller: sellerFromEnv(),
      // the buyer of the invoice it corrects, so the pair names one recipient
      buyer: originalDoc.buyer,
      lines,
      totals: totalsOf(lines),
      payment: {
        method: "card",
        paidOn: berlinDate(refund.paidAt),
        stripePaymentId: paymentRef(refund),
      },
      currency: "EUR",
      orderNumber: refund.orderId.slice(0, 8),
      correctedInvoice: { number: original.number, issueDate: originalDoc.issueDate },
      reason: invoiceText(refund.reason ?? "") || "Erstattung",
    }),
    { correctsInvoiceId: original.id },
    options,
  );
}

/**
 * What the job does for any payment row: its invoice or credit note, and any document of
 * the payment whose PDF is not stored yet (a re-issue whose render failed). Returns null
 * while the buyer's details are missing: the job ends, and saving the billing profile
 * queues it again – a retry every few minutes would find nothing new for days.
 */
export async function issueForPayment(paymentId: string, options: IssueOptions = {}) {
  const payment = await prisma.payment.findUnique({
    where: { id: paymentId },
    select: { kind: true },
  });
  if (!payment) throw new InvoiceIssueError(`Zahlung ${paymentId} nicht gefunden`);
  try {
    const issued =
      payment.kind === "refund"
        ? await issueCreditNoteForRefund(paymentId, options)
        : await issueInvoiceForPayment(paymentId, options);
    await renderUnrendered(paymentId, options);
    return issued;
  } catch (error) {
    if (!(error instanceof BuyerDetailsMissingError)) throw error;
    logger.info({ paymentId }, error.message);
    return null;
  }
}

async function renderUnrendered(paymentId: string, options: IssueOptions) {
  const pending = await prisma.invoice.findMany({
    where: { paymentId, sha256: NOT_RENDERED },
    orderBy: [{ revision: "asc" }, { kind: "asc" }],
  });
  if (!pending.length) return;
  const payment = await loadPayment(paymentId);
  for (const invoice of pending) await renderAndStore(invoice, payment, options);
}

function sameBuyer(a: InvoiceBuyer, b: InvoiceBuyer): boolean {
  const keys = ["company", "contactPerson", "street", "zip", "city", "country", "vatId"] as const;
  return keys.every((k) => (a[k] ?? "") === (b[k] ?? ""));
}

export class ReissueError extends InvoiceIssueError {
  constructor(message: string) {
    super(message);
    this.name = "ReissueError";
  }
}

export const REISSUE_MESSAGES = {
  notFound: "Rechnung nicht gefunden.",
  notCurrent: "Diese Rechnung wurde bereits storniert oder ersetzt.",
  noProfile: "Für diesen Kunden sind keine Rechnungsangaben hinterlegt.",
  sameBuyer: "Die Rechnung nennt bereits die aktuellen Rechnungsangaben.",
} as const;

/** The re-issue button posts the invoice's id (a hidden field, so only a forged post fails). */
export const reissueSchema = z.object({
  invoiceId: z
    .string({ required_error: REISSUE_MESSAGES.notFound })
    .uuid(REISSUE_MESSAGES.notFound),
});

/**
 * Re-issues an invoice to the customer's corrected billing profile (GoBD: an issued invoice
 * is never changed): a credit note cancels the old invoice in full, with its old buyer, and
 * a new invoice with the next number names the new buyer – same payment, same lines, same
 * service dates, a reference to the invoice it replaces. No money moves. Both are numbered
 * in one transaction; a failed render is repeated by the invoice job for the payment.
 */
export async function reissueInvoiceToCurrentBuyer(
  invoiceId: string,
  options: IssueOptions & {
    /** the staff member who did it, named in the order's history */ adminId?: string;
  } = {},
): Promise<{ creditNote: Invoice; invoice: Invoice }> {
  const old = await prisma.invoice.findUnique({ where: { id: invoiceId } });
  if (!old || old.kind !== "invoice" || old.sha256 === NOT_RENDERED)
    throw new ReissueError(REISSUE_MESSAGES.notFound);
  const payment = await loadPayment(old.paymentId);
  const profile = await getBillingProfile(payment.order.userId);
  if (!profile) throw new ReissueError(REISSUE_MESSAGES.noProfile);
  const oldDoc = old.document as unknown as InvoiceDocument;
  const buyer = buyerOf(profile, payment.order.user.email);
  if (sameBuyer(oldDoc.buyer, buyer)) throw new ReissueError(REISSUE_MESSAGES.sameBuyer);

  const [creditNote, invoice] = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM payments WHERE id = ${payment.id}::uuid FOR UPDATE`;
    const newer = await tx.invoice.count({
      where: { paymentId: payment.id, revision: { gt: old.revision } },
    });
    if (newer) throw new ReissueError(REISSUE_MESSAGES.notCurrent);
    const issuedAt = options.now ?? new Date();
    const issueDate = berlinDate(issuedAt);
    const creditNumber = await nextInvoiceNumber(tx, SERIES_OF.credit_note, issuedAt);
    const invoiceNumber = await nextInvoiceNumber(tx, SERIES_OF.invoice, issuedAt);
    const {
      kind: _kind,
      replacesInvoice: _replaces,
      ...base
    } = oldDoc as InvoiceDocument & { replacesInvoice?: unknown };
    const creditDoc: InvoiceDocument = cleanInvoiceDocument({
      ...base,
      kind: "credit_note",
      number: creditNumber,
      issueDate,
      seller: sellerFromEnv(),
      correctedInvoice: { number: old.number, issueDate: oldDoc.issueDate },
      reason: buyerCorrectionReason(invoiceNumber),
      replacedBy: { number: invoiceNumber },
    });
    const invoiceDoc: InvoiceDocument = cleanInvoiceDocument({
      ...base,
      kind: "invoice",
      number: invoiceNumber,
      issueDate,
      seller: sellerFromEnv(),
      buyer,
      replacesInvoice: { number: old.number, issueDate: oldDoc.issueDate },
    });
    const revision = old.revision + 1;
    const meta = { payment, issuedAt, revision };
    await historyNote(
      tx,
      payment.order.id,
      `Rechnung ${old.number} storniert mit Gutschrift ${creditNumber}, neu ausgestellt als ${invoiceNumber}`,
      { userId: options.adminId ?? null, source: "admin" },
    );
    return [
      await tx.invoice.create({
        data: rowOf(creditDoc, { ...meta, correctsInvoiceId: old.id }),
      }),
      await tx.invoice.create({ data: rowOf(invoiceDoc, meta) }),
    ] as const;
  }, QUEUE_BEHIND_OTHERS);

  try {
    return {
      creditNote: await renderAndStore(creditNote, payment, options),
      invoice: await renderAndStore(invoice, payment, options),
    };
  } catch (error) {
    logger.warn({ err: error, paymentId: payment.id }, "Neue Rechnung: PDF folgt per Auftrag");
    if (registeredJobs().some((job) => job.name === "issue-invoice"))
      await enqueue("issue-invoice", { paymentId: payment.id });
    return { creditNote, invoice };
  }
}

export interface ReissueCandidate {
  id: string;
  number: string;
  date: string;
  gross: string;
  buyer: string;
}

/**
 * The customer's current invoices that name another buyer than the billing profile: the
 * ones the admin may re-issue after correcting the profile.
 */
export async function invoicesWithOutdatedBuyer(userId: string): Promise<ReissueCandidate[]> {
  const profile = await getBillingProfile(userId);
  if (!profile) return [];
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
  const current = buyerOf(profile, user?.email ?? "");
  const invoices = await prisma.invoice.findMany({
    where: { order: { userId }, kind: "invoice", sha256: { not: NOT_RENDERED } },
    orderBy: [{ issuedAt: "asc" }, { number: "asc" }],
  });
  const superseded = new Set(
    (
      await prisma.invoice.findMany({
        where: { order: { userId }, revision: { gt: 0 } },
        select: { paymentId: true, revision: true },
      })
    ).map((i) => `${i.paymentId}:${i.revision}`),
  );
  return invoices
    .filter((i) => !superseded.has(`${i.paymentId}:${i.revision + 1}`))
    .filter((i) => !sameBuyer((i.document as unknown as InvoiceDocument).buyer, current))
    .map((i) => ({
      id: i.id,
      number: i.number,
      date: germanDate(berlinDate(i.issuedAt)),
      gross: formatEuro(i.grossCents),
      buyer: (i.document as unknown as InvoiceDocument).buyer.company,
    }));
}

const listSelect = {
  id: true,
  number: true,
  kind: true,
  issuedAt: true,
  grossCents: true,
  orderId: true,
} as const;

export type InvoiceListItem = Prisma.InvoiceGetPayload<{ select: typeof listSelect }>;

/** For the customer's billing page and order page: only their own orders' invoices. */
/** `take`: only the newest ones (a page of /billing); without it every one. */
export async function listInvoicesForUser(userId: string, orderId?: string, take?: number) {
  return prisma.invoice.findMany({
    where: { order: { userId }, ...(orderId ? { orderId } : {}), sha256: { not: NOT_RENDERED } },
    orderBy: [{ issuedAt: "desc" }, { number: "desc" }],
    select: listSelect,
    ...(take ? { take } : {}),
  });
}

export async function listInvoicesForOrder(orderId: string) {
  return prisma.invoice.findMany({
    where: { orderId, sha256: { not: NOT_RENDERED } },
    orderBy: [{ issuedAt: "desc" }, { number: "desc" }],
    select: listSelect,
  });
}

/** The invoice a viewer may download: the order's owner or an admin; else null. */
export async function findDownloadableInvoice(
  invoiceId: string,
  viewer: { userId: string | null; isAdmin: boolean },
) {
  if (!viewer.isAdmin && !viewer.userId) return null;
  return prisma.invoice.findFirst({
    where: {
      id: invoiceId,
      sha256: { not: NOT_RENDERED },
      ...(viewer.isAdmin ? {} : { order: { userId: viewer.userId! } }),
    },
    select: { number: true, storageKey: true },
  });
}

/** The list rows as the InvoiceList component shows them (German date and amount). */
export function toInvoiceListEntries(items: InvoiceListItem[]) {
  return items.map((i) => ({
    id: i.id,
    number: i.number,
    kind: i.kind,
    date: germanDate(berlinDate(i.issuedAt)),
    gross: formatEuro(i.grossCents),
  }));
}
