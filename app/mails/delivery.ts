// Mails of delivery and acceptance (Abnahme): preview delivered, reminder, accepted
// (declared or deemed) and a correction request for the agency.
import { customerMail, type MailOrder, type MailRecipient, teamMail } from "./layout";
import { adminOrderUrl, customerOrderUrl } from "./parts";
import type { Mail } from "~/utils/mail.server";
import { formatDate, shortId } from "~/utils/format";

const orderLabel = (order: MailOrder) => `#${shortId(order.id)}`;

export function previewDeliveredMail(
  customer: MailRecipient,
  order: MailOrder,
  delivery: { previewUrl: string; note: string | null; deadline: Date; fileCount: number },
): Mail {
  return customerMail(
    customer,
    `Ihre Website ist bereit zur Abnahme (Bestellung ${orderLabel(order)})`,
    {
      paragraphs: [
        `Ihre ${order.offer} ist fertig zur Prüfung. Sie finden die Vorschau hier: ${delivery.previewUrl}`,
        ...(delivery.note ? [`Unsere Hinweise dazu: ${delivery.note}`] : []),
        ...(delivery.fileCount
          ? [
              `Auf Ihrer Bestellseite liegen ${delivery.fileCount === 1 ? "eine Datei" : `${delivery.fileCount} Dateien`} für Sie bereit.`,
            ]
          : []),
        "Bitte prüfen Sie die Website und nehmen Sie sie auf Ihrer Bestellseite ab – oder teilen Sie uns dort mit, was wir ändern sollen.",
        `Wichtig: Wenn Sie bis zum ${formatDate(delivery.deadline)} weder abnehmen noch eine Korrektur anfordern, gilt die Website als abgenommen (§ 640 Abs. 2 BGB).`,
      ],
      action: { label: "Website prüfen", url: customerOrderUrl(order.id) },
    },
  );
}

export function acceptanceReminderMail(
  customer: MailRecipient,
  order: MailOrder,
  delivery: { previewUrl: string; deadline: Date },
): Mail {
  return customerMail(
    customer,
    `Erinnerung: Ihre Website wartet auf Ihre Abnahme (Bestellung ${orderLabel(order)})`,
    {
      paragraphs: [
        `Ihre ${order.offer} wartet noch auf Ihre Prüfung. Die Vorschau: ${delivery.previewUrl}`,
        `Bitte nehmen Sie die Website bis zum ${formatDate(delivery.deadline)} ab oder teilen Sie uns mit, was wir ändern sollen. Danach gilt sie als abgenommen (§ 640 Abs. 2 BGB).`,
      ],
      action: { label: "Website prüfen", url: customerOrderUrl(order.id) },
    },
  );
}

export function acceptedMail(
  customer: MailRecipient,
  order: MailOrder,
  acceptance: { at: Date; deemed: boolean },
): Mail {
  return customerMail(
    customer,
    acceptance.deemed
      ? `Ihre Website gilt als abgenommen (Bestellung ${orderLabel(order)})`
      : `Abnahme bestätigt (Bestellung ${orderLabel(order)})`,
    {
      paragraphs: acceptance.deemed
        ? [
            `die Frist zur Prüfung Ihrer ${order.offer} ist abgelaufen, ohne dass Sie eine Korrektur angefordert haben. Die Website gilt damit seit dem ${formatDate(acceptance.at)} als abgenommen (§ 640 Abs. 2 BGB).`,
            "Wenn Ihnen noch etwas auffällt, schreiben Sie uns gern – wir helfen Ihnen weiter.",
          ]
        : [
            `vielen Dank: Sie haben Ihre ${order.offer} am ${formatDate(acceptance.at)} abgenommen.`,
            "Wir kümmern uns jetzt um die Veröffentlichung und melden uns, sobald Ihre Website online ist.",
          ],
      action: { label: "Bestellung ansehen", url: customerOrderUrl(order.id) },
    },
  );
}

export function acceptedAgencyMail(
  to: string,
  order: MailOrder,
  acceptance: { at: Date; deemed: boolean },
): Mail {
  return teamMail(
    to,
    acceptance.deemed
      ? `Abnahme fingiert: Auftrag ${orderLabel(order)}`
      : `Website abgenommen: Auftrag ${orderLabel(order)}`,
    {
      paragraphs: [
        acceptance.deemed
          ? `die Website zu Auftrag ${orderLabel(order)} (${order.company ?? "ohne Firmenname"}) gilt seit dem ${formatDate(acceptance.at)} als abgenommen: Der Kunde hat innerhalb der Frist weder abgenommen noch eine Korrektur angefordert (§ 640 Abs. 2 BGB).`
          : `der Kunde hat die Website zu Auftrag ${orderLabel(order)} (${order.company ?? "ohne Firmenname"}) am ${formatDate(acceptance.at)} abgenommen.`,
      ],
      action: { label: "Im Admin-Bereich öffnen", url: adminOrderUrl(order.id, "?tab=delivery") },
    },
  );
}

export function correctionRequestedMail(
  to: string,
  order: MailOrder,
  correction: {
    text: string;
    fileCount: number;
    /** the terms' surcharge note when this loop may be charged, else null */
    chargeableNote: string | null;
    used: number;
    included: number;
  },
): Mail {
  return teamMail(
    to,
    `Korrekturwunsch zu Auftrag ${orderLabel(order)}${correction.chargeableNote ? " (möglicherweise kostenpflichtig)" : ""}`,
    {
      paragraphs: [
        `der Kunde von Auftrag ${orderLabel(order)} (${order.company ?? "ohne Firmenname"}) wünscht Korrekturen:`,
        correction.text,
        ...(correction.fileCount
          ? [
              `${correction.fileCount === 1 ? "Eine Datei ist" : `${correction.fileCount} Dateien sind`} angehängt.`,
            ]
          : []),
        `Korrekturschleifen: ${correction.used} genutzt, ${correction.included} inklusive.`,
        ...(correction.chargeableNote ? [correction.chargeableNote] : []),
      ],
      action: { label: "Im Admin-Bereich öffnen", url: adminOrderUrl(order.id, "?tab=delivery") },
    },
  );
}
