// The customer's data export (DSGVO Art. 15 and 20): one ZIP with `daten.json` in German
// (konto, bestellungen with every field, statusverlauf, zahlungen, rechnungen, abonnement,
// lieferungen, nachrichten, dateien; euro amounts beside the cents), the files the customer
// uploaded under "Ihre Dateien/", those the agency sent under "Dateien der Agentur/", every
// invoice and credit note PDF under "Rechnungen/", and LIESMICH.txt explaining it all.
// The ZIP is built while it is sent (streamZip).
import { type Readable } from "node:stream";
import { PURPOSE_LABELS } from "../billing/overview.server";
import { paymentMethodLabel } from "../billing/payment-method";
import { subscriptionLabel } from "../billing/subscription.server";
import { getPackage, getProfession } from "../catalog/catalog";
import { CUSTOMER_VISIBLE_DOCUMENTS } from "../messages/messages.server";
import { DOCUMENT_SELECT } from "../order/document.server";
import { parseAdditionalServices } from "../order/order.server";
import { statusLabel } from "../order/status";
import type { Delivery, Order, Payment, Subscription } from "@prisma/client";
import { USER_CONTACT_SELECT } from "~/models/account/user.server";
import { listInvoicesForUser } from "~/models/invoice/invoice.server";
import { prisma } from "~/utils/db.server";
import { shortId } from "~/utils/format";
import { streamZip } from "~/utils/zip-stream.server";

/** 2: German keys, euro amounts beside cents, the files split by who sent them. */
const EXPORT_FORMAT_VERSION = 2;

/** Everything stored about the user, scoped to the user in every query. */
export async function collectExportData(userId: string, now = new Date()) {
  const account = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      ...USER_CONTACT_SELECT,
      emailVerified: true,
      notifyOptional: true,
      notifyMessages: true,
      notifyStatus: true,
      createdAt: true,
      updatedAt: true,
      billingProfile: {
        select: {
          company: true,
          street: true,
          zip: true,
          city: true,
          country: true,
          vatId: true,
          contactFirstName: true,
          contactLastName: true,
          updatedAt: true,
        },
      },
    },
  });
  const orders = await prisma.order.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    include: {
      statusChanges: {
        orderBy: { createdAt: "asc" },
        // who at the agency made a change is not the customer's data
        select: { fromStatus: true, toStatus: true, source: true, note: true, createdAt: true },
      },
      payments: { orderBy: { paidAt: "asc" } },
      // the stored invoice document stays with us; its PDF is in `rechnungen/`
      invoices: {
        orderBy: { issuedAt: "asc" },
        select: {
          id: true,
          number: true,
          kind: true,
          issuedAt: true,
          serviceDate: true,
          periodStart: true,
          periodEnd: true,
          netCents: true,
          vatCents: true,
          grossCents: true,
          paymentId: true,
          correctsInvoiceId: true,
        },
      },
      subscription: true,
      // failed renewals: what failed, and when it was paid or voided
      failedCharges: {
        orderBy: { failedAt: "asc" },
        select: {
          amountCents: true,
          dueAt: true,
          periodStart: true,
          periodEnd: true,
          attemptCount: true,
          failedAt: true,
          paidAt: true,
          voidedAt: true,
        },
      },
      deliveries: { orderBy: { deliveredAt: "asc" } },
      // internal notes are the agency's working notes, not part of the conversation
      messages: {
        where: { internal: false },
        orderBy: { createdAt: "asc" },
        select: { id: true, fromAgency: true, body: true, readAt: true, createdAt: true },
      },
      documents: {
        where: CUSTOMER_VISIBLE_DOCUMENTS,
        orderBy: { createdAt: "asc" },
        select: {
          ...DOCUMENT_SELECT,
          deliveryId: true,
          messageId: true,
          storageKey: true,
          uploadedById: true,
        },
      },
    },
  });

  const files: Array<{ path: string; storageKey: string }> = [];
  // only invoices whose PDF is stored (the same rule as their download)
  const pdfs = new Map(
    (await invoicePdfs(userId, `${INVOICE_FOLDER}/`)).map((pdf) => {
      files.push(pdf);
      return [pdf.id, pdf.path];
    }),
  );
  // one name space per folder across all orders: the order number leads every name
  const usedNames = { own: new Set<string>(), agency: new Set<string>() };
  const bestellungen = orders.map((order) => {
    const {
      documents,
      invoices,
      statusChanges,
      payments,
      subscription,
      failedCharges,
      deliveries,
      messages,
      ...fields
    } = order;
    const number = shortId(order.id);
    return {
      bestellnummer: number,
      ...orderFields(fields),
      statusverlauf: statusChanges.map((c) => ({
        von: c.fromStatus ? statusLabel(c.fromStatus) : null,
        vonCode: c.fromStatus,
        nach: statusLabel(c.toStatus),
        nachCode: c.toStatus,
        quelle: SOURCE_LABELS[c.source] ?? c.source,
        notiz: c.note,
        am: c.createdAt,
      })),
      zahlungen: payments.map((payment) => paymentFields(payment)),
      rechnungen: invoices.map((invoice) => ({
        ...germanize(invoice, {
          id: "id",
          number: "nummer",
          kind: "artCode",
          issuedAt: "ausgestelltAm",
          serviceDate: "leistungsdatum",
          periodStart: "zeitraumVon",
          periodEnd: "zeitraumBis",
          netCents: "netto",
          vatCents: "umsatzsteuer",
          grossCents: "brutto",
          paymentId: "zahlungId",
          correctsInvoiceId: "korrigiertRechnungId",
        }),
        art: invoice.kind === "credit_note" ? "Gutschrift (Rechnungskorrektur)" : "Rechnung",
        datei: pdfs.get(invoice.id) ?? null,
      })),
      abonnement: subscription ? subscriptionFields(subscription) : null,
      fehlgeschlageneAbbuchungen: failedCharges.map((charge) =>
        germanize(charge, {
          amountCents: "betrag",
          dueAt: "faelligAm",
          periodStart: "zeitraumVon",
          periodEnd: "zeitraumBis",
          attemptCount: "versuche",
          failedAt: "fehlgeschlagenAm",
          paidAt: "bezahltAm",
          voidedAt: "storniertAm",
        }),
      ),
      lieferungen: deliveries.map((delivery) => deliveryFields(delivery)),
      nachrichten: messages.map((m) => ({
        id: m.id,
        von: m.fromAgency ? "Seitenwerk-Team" : "Sie",
        text: m.body,
        gesendetAm: m.createdAt,
        // for the agency's messages when you read them, for yours when the agency did
        gelesenAm: m.readAt,
      })),
      dateien: documents.map(({ storageKey, uploadedById, ...doc }) => {
        const own = uploadedById === userId;
        const folder = own ? OWN_FOLDER : AGENCY_FOLDER;
        const name = uniqueName(
          `${number}-${safeFileName(doc.name)}`,
          own ? usedNames.own : usedNames.agency,
        );
        const path = `${folder}/${name}`;
        files.push({ path, storageKey });
        return {
          ...germanize(doc, {
            id: "id",
            name: "name",
            contentType: "dateityp",
            size: "groesseBytes",
            section: "bereichCode",
            // shown from 1 below
            pageIndex: null,
            deliveryId: "lieferungId",
            messageId: "nachrichtId",
            createdAt: "hochgeladenAm",
          }),
          seitenNummer: doc.pageIndex === null ? null : doc.pageIndex + 1,
          bereich: SECTION_LABELS[doc.section] ?? doc.section,
          von: own ? "Sie" : "Seitenwerk-Team",
          datei: path,
        };
      }),
    };
  });
  const { billingProfile, ...user } = account;
  return {
    data: {
      format: "seitenwerk-datenexport",
      version: EXPORT_FORMAT_VERSION,
      exportiertAm: now.toISOString(),
      hinweis: `Geldbeträge stehen zweimal: in Cent als ganze Zahl (z. B. „betragCent“: 14900) und in Euro zum Lesen („betrag“: „149,00 €“). Zeitpunkte im Format ISO 8601 (UTC). Ihre hochgeladenen Dateien liegen im Ordner „${OWN_FOLDER}“, was die Agentur Ihnen geschickt hat im Ordner „${AGENCY_FOLDER}“, Rechnungen und Gutschriften als PDF im Ordner „${INVOICE_FOLDER}“. Mehr in LIESMICH.txt.`,
      konto: {
        ...germanize(user, {
          id: "id",
          email: "eMail",
          firstName: "vorname",
          lastName: "nachname",
          phone: "telefon",
          companyName: "firma",
          emailVerified: "eMailBestaetigt",
          notifyOptional: "erinnerungenPerEMail",
          notifyMessages: "nachrichtenPerEMail",
          notifyStatus: "projektverlaufPerEMail",
          createdAt: "angelegtAm",
          updatedAt: "geaendertAm",
        }),
        rechnungsangaben: billingProfile
          ? germanize(billingProfile, {
              company: "firma",
              street: "strasse",
              zip: "plz",
              city: "ort",
              country: "land",
              vatId: "ustIdNr",
              contactFirstName: "ansprechpartnerVorname",
              contactLastName: "ansprechpartnerNachname",
              updatedAt: "geaendertAm",
            })
          : null,
      },
      bestellungen,
    },
    files,
  };
}

const OWN_FOLDER = "Ihre Dateien";
const AGENCY_FOLDER = "Dateien der Agentur";
const INVOICE_FOLDER = "Rechnungen";

const EURO = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
/** 14900 → "149,00 €" (always with cents, a plain space: this is data, not typesetting). */
function exportEuro(cents: number) {
  return EURO.format(cents / 100).replace(/\u00a0/g, " ");
}

/**
 * A German key for every field of a row (null: left out on purpose). The type demands one
 * entry per field, so a new column cannot slip into the export untranslated. A `…Cents`
 * field becomes `<key>Cent` (the integer) and `<key>` (the amount in euros).
 */
type GermanKeys<T> = { [K in keyof T]-?: string | null };

function germanize<T extends object>(row: T, keys: GermanKeys<T>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(keys) as [string, string | null][]) {
    if (!key) continue;
    const value = (row as Record<string, unknown>)[field] ?? null;
    if (field.endsWith("Cents")) {
      out[`${key}Cent`] = value;
      out[key] = typeof value === "number" ? exportEuro(value) : null;
    } else out[key] = value;
  }
  return out;
}

const SOURCE_LABELS: Record<string, string> = {
  admin: "Seitenwerk-Team",
  customer: "Sie",
  system: "System",
  payment: "Zahlungsanbieter",
};

const SECTION_LABELS: Record<string, string> = {
  company: "Unternehmen",
  page: "Seiteninhalt",
  professional: "Kundenportal",
  message: "Nachricht",
  delivery: "Lieferung",
  correction: "Korrekturwunsch",
};

const DELIVERY_OUTCOMES: Record<string, string> = {
  accepted: "abgenommen",
  deemed_accepted: "gilt als abgenommen (§ 640 Abs. 2 BGB)",
  correction: "Korrektur gewünscht",
  superseded: "durch eine neuere Vorschau ersetzt",
};

const PAYMENT_TYPES: Record<string, string> = {
  onetime: "einmalig",
  subscription: "monatlich",
};

function orderFields(order: Order) {
  const services = parseAdditionalServices(order.additionalServices);
  const pages = Array.isArray(order.pageContents) ? order.pageContents : [];
  return {
    ...germanize(order, {
      id: "id",
      userId: null,
      // which staff member works on it is the agency's internal organisation
      assigneeId: null,
      // the team's own reminders about the promised preview day
      previewDueNoticeFor: null,
      previewOverdueNoticeFor: null,
      status: "statusCode",
      packageType: "paketCode",
      paymentType: "zahlweiseCode",
      company: "firma",
      companyAddress: "adresse",
      companyZip: "plz",
      companyCity: "ort",
      contactPerson: "ansprechpartner",
      contactPhone: "telefon",
      vatId: "ustIdNr",
      industry: "branche",
      description: "beschreibung",
      currentWebsite: "bisherigeWebsite",
      domain: "wunschdomain",
      domainExtension: "domainEndung",
      additionalPages: "seitenImPaket",
      additionalPagesCount: "zusaetzlicheSeiten",
      designStyle: "designstil",
      colorDescription: "farben",
      designPreferences: "designwuensche",
      // both translated below
      pageContents: null,
      additionalServices: null,
      basePriceCents: "grundpreis",
      totalPriceCents: "gesamtpreis",
      monthlyPriceCents: "monatspreis",
      paymentMethod: "zahlungsartLautBestellung",
      paymentMethodType: "zahlungsmethodeCode",
      isTestPayment: "testzahlung",
      paidAt: "bezahltAm",
      termsAcceptedAt: "agbAkzeptiertAm",
      subscriptionStatus: "aboStatusCode",
      lastPaymentError: "letzterZahlungsfehler",
      paymentProblem: "zahlungsproblem",
      paymentProblemAt: "zahlungsproblemAm",
      stripeCheckoutSessionId: "anbieterCheckoutId",
      stripePaymentIntentId: "anbieterZahlungsvorgangId",
      stripePaymentId: "anbieterZahlungId",
      stripeSubscriptionId: "anbieterAboId",
      stripeCustomerId: "anbieterKundenId",
      profession: "beruf",
      professionalPackage: "berufsPaket",
      professionalDetails: "angabenKundenportal",
      providerCustomer: "kundendatenBeimZahlungsanbieter",
      currentStep: "aktuellerSchritt",
      detailsSubmittedAt: "angabenAbgeschicktAm",
      correctionRequestedAt: "korrekturAngefordertAm",
      acceptedAt: "abgenommenAm",
      acceptanceKind: "abnahmeArtCode",
      draftDeletionWarnedAt: "loeschhinweisGesendetAm",
      liveUrl: "liveAdresse",
      liveAt: "onlineSeit",
      // the team's notes on the domain (DNS details) are not shown to the customer anywhere
      domainNotes: null,
      hostingFromAcceptance: null,
      createdAt: "angelegtAm",
      updatedAt: "geaendertAm",
    }),
    status: statusLabel(order.status),
    paket:
      getPackage(order.packageType)?.name ??
      getProfession(order.packageType)?.name ??
      order.packageType,
    zahlweise: PAYMENT_TYPES[order.paymentType] ?? order.paymentType,
    zahlungsmethode: paymentMethodLabel(order.paymentMethodType, order.paymentMethod),
    aboStatus: order.subscriptionStatus
      ? (subscriptionLabel[order.subscriptionStatus] ?? order.subscriptionStatus)
      : null,
    abnahmeArt:
      order.acceptanceKind === "deemed"
        ? "gilt als abgenommen (§ 640 Abs. 2 BGB)"
        : order.acceptanceKind === "declared"
          ? "von Ihnen erklärt"
          : order.acceptanceKind,
    seiteninhalte: pages.map((page) => {
      const p = (page ?? {}) as { title?: unknown; description?: unknown };
      return { titel: p.title ?? null, beschreibung: p.description ?? null };
    }),
    zusatzleistungen: {
      zweisprachig: services.bilingual,
      sprachen: services.bilingualLanguages,
      blog: services.blogSystem,
      buchungssystem: services.bookingSystem,
    },
  };
}

function paymentFields(payment: Payment) {
  return {
    ...germanize(payment, {
      id: "id",
      orderId: null,
      kind: "artCode",
      purpose: "zweckCode",
      amountCents: "betrag",
      currency: "waehrung",
      externalId: "anbieterId",
      stripePaymentIntentId: "anbieterZahlungsvorgangId",
      stripeChargeId: "anbieterBelastungId",
      stripeInvoiceId: "anbieterRechnungId",
      stripeRefundId: "anbieterErstattungId",
      periodStart: "zeitraumVon",
      periodEnd: "zeitraumBis",
      methodType: "zahlungsmethodeCode",
      isTest: "testzahlung",
      refundOfId: "erstattetZahlungId",
      reason: "grund",
      // which team member booked it is not the customer's data
      createdById: null,
      paidAt: "bezahltAm",
      createdAt: "angelegtAm",
    }),
    art: payment.kind === "refund" ? "Erstattung" : "Zahlung",
    zweck: PURPOSE_LABELS[payment.purpose] ?? payment.purpose,
    zahlungsmethode: paymentMethodLabel(payment.methodType),
  };
}

function subscriptionFields(subscription: Subscription) {
  return {
    ...germanize(subscription, {
      id: "id",
      orderId: null,
      stripeSubscriptionId: "anbieterAboId",
      stripeCustomerId: "anbieterKundenId",
      checkoutSessionId: "anbieterCheckoutId",
      status: "statusCode",
      amountCents: "betrag",
      startedAt: "begonnenAm",
      currentPeriodEnd: "laufenderZeitraumEndetAm",
      minimumTermEndsAt: "mindestlaufzeitEndetAm",
      cancelAt: "endetAm",
      canceledAt: "beendetAm",
      lastPaymentError: "letzterZahlungsfehler",
      createdAt: "angelegtAm",
      updatedAt: "geaendertAm",
    }),
    status: subscriptionLabel[subscription.status] ?? subscription.status,
  };
}

function deliveryFields(delivery: Delivery) {
  return {
    ...germanize(delivery, {
      id: "id",
      orderId: null,
      previewUrl: "vorschauLink",
      note: "notiz",
      // who at the agency delivered is not the customer's data
      deliveredById: null,
      deliveredAt: "geliefertAm",
      reminderSentAt: "erinnerungGesendetAm",
      outcome: "ergebnisCode",
      respondedAt: "beantwortetAm",
      correctionText: "korrekturwunsch",
      correctionChargeable: "korrekturMoeglicherweiseKostenpflichtig",
    }),
    ergebnis: delivery.outcome ? (DELIVERY_OUTCOMES[delivery.outcome] ?? delivery.outcome) : null,
  };
}

/** Every stored invoice and credit note PDF of the user, named by its number. */
async function invoicePdfs(userId: string, folder = "rechnungen/") {
  const invoices = await listInvoicesForUser(userId);
  const withKeys = await prisma.invoice.findMany({
    where: { id: { in: invoices.map((i) => i.id) }, order: { userId } },
    select: { id: true, storageKey: true },
  });
  const keyOf = new Map(withKeys.map((i) => [i.id, i.storageKey]));
  return invoices
    .filter((i) => keyOf.has(i.id))
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((i) => ({ id: i.id, path: `${folder}${i.number}.pdf`, storageKey: keyOf.get(i.id)! }));
}

/** A name safe as one path segment inside the ZIP (no folders, no control characters). */
function safeFileName(name: string) {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_").replace(/^\.+/, "_");
  return cleaned.slice(0, 150) || "datei";
}

/** "logo.png", then "logo-2.png", "logo-3.png" … (case-insensitive: not every system tells them apart) */
function uniqueName(name: string, used: Set<string>) {
  let candidate = name;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) {
    const dot = name.lastIndexOf(".");
    candidate = dot > 0 ? `${name.slice(0, dot)}-${n}${name.slice(dot)}` : `${name}-${n}`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

/** The export as a ZIP stream, built while it is sent (one storage read at a time). */
export async function createExportArchive(userId: string, now = new Date()): Promise<Readable> {
  const { data, files } = await collectExportData(userId, now);
  return streamZip(
    [
      { name: "LIESMICH.txt", text: readme(now) },
      { name: "daten.json", text: JSON.stringify(data, null, 2) },
      ...files.map((f) => ({ name: f.path, storageKey: f.storageKey })),
    ],
    now,
  );
}

const berlinDate = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});

/** What the ZIP holds, in words (CRLF: readable in every editor, Notepad included). */
function readme(now: Date) {
  return [
    "Ihr Datenexport von Seitenwerk",
    "==============================",
    "",
    `Erstellt am ${berlinDate.format(now)} Uhr (deutsche Zeit).`,
    "Diese ZIP-Datei enthält alle Daten, die wir zu Ihrem Konto gespeichert haben",
    "(Auskunft und Datenübertragbarkeit nach Art. 15 und 20 DSGVO).",
    "",
    "daten.json",
    "  Ihre Konto- und Bestelldaten in maschinenlesbarer Form (JSON): Konto und",
    "  Rechnungsangaben („konto“), jede Bestellung mit allen Angaben („bestellungen“),",
    "  darin Statusverlauf, Zahlungen, Rechnungen, Abonnement, Lieferungen (Vorschauen",
    "  und Abnahme), Nachrichten und die Liste der Dateien.",
    "  Geldbeträge stehen zweimal: in Cent als ganze Zahl (z. B. „betragCent“: 14900)",
    "  und in Euro zum Lesen („betrag“: „149,00 €“). Zeitpunkte im Format ISO 8601",
    "  in UTC (z. B. 2026-11-26T09:30:00.000Z = 10:30 Uhr deutscher Winterzeit).",
    "  Felder mit der Endung „Code“ nennen den Wert, den unser System speichert,",
    "  daneben steht er in Worten.",
    "",
    `${OWN_FOLDER}/`,
    "  Die Dateien, die Sie hochgeladen haben (Bestellangaben, Nachrichten,",
    "  Korrekturwünsche). Jeder Name beginnt mit der Bestellnummer; gleiche Namen",
    "  sind mit -2, -3 … unterschieden.",
    "",
    `${AGENCY_FOLDER}/`,
    "  Die Dateien, die wir Ihnen geschickt haben (Nachrichten, Lieferungen), benannt",
    "  wie oben.",
    "",
    `${INVOICE_FOLDER}/`,
    "  Ihre Rechnungen und Gutschriften als PDF, benannt nach ihrer Nummer.",
    "",
    "Interne Notizen unseres Teams und wer bei uns etwas bearbeitet hat, sind nicht",
    "Teil Ihrer Daten und fehlen daher. Fragen? Schreiben Sie uns über Ihr Konto oder",
    "antworten Sie auf eine unserer E-Mails.",
    "",
  ].join("\r\n");
}

/** All invoice and credit note PDFs of the customer as one ZIP ('Alle herunterladen'). */
export async function createInvoiceArchive(userId: string, now = new Date()) {
  const pdfs = await invoicePdfs(userId, "");
  if (!pdfs.length) return null;
  return streamZip(
    pdfs.map((p) => ({ name: p.path, storageKey: p.storageKey })),
    now,
  );
}
