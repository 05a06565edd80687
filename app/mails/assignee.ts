// Mails to the staff member assigned to an order ("Zuständig"), greeted by name: a customer's
// message, a correction request, a preview due tomorrow or overdue, an order assigned to them.
// Each names the switch on /admin/profil that turns it off.
import { customerMail, type MailOrder, type MailRecipient } from "./layout";
import { adminOrderUrl, excerpt, filesLine } from "./parts";
import type { Mail } from "~/utils/mail.server";
import { shortId } from "~/utils/format";

const label = (order: MailOrder) =>
  `#${shortId(order.id)}${order.company ? ` (${order.company})` : ""}`;

const FOOTNOTE =
  "Sie erhalten diese E-Mail, weil Sie für den Auftrag zuständig sind. Unter „Mein Profil“ im Adminbereich können Sie sie abschalten.";

export function assigneeCustomerMessageMail(
  person: MailRecipient,
  order: MailOrder,
  message: { author: string; body: string; fileCount: number },
): Mail {
  return customerMail(person, `Neue Kundennachricht zu Ihrem Auftrag ${label(order)}`, {
    paragraphs: [
      `${message.author} hat zu Ihrem Auftrag ${label(order)} (${order.offer}) geschrieben:`,
      ...(message.body ? [`„${excerpt(message.body)}“`] : []),
      ...filesLine(message.fileCount),
    ],
    action: { label: "Nachricht beantworten", url: adminOrderUrl(order.id, "/messages") },
    footnote: FOOTNOTE,
  });
}

export function assigneeCorrectionMail(
  person: MailRecipient,
  order: MailOrder,
  correction: { text: string; fileCount: number; used: number; included: number },
): Mail {
  return customerMail(person, `Korrektur gewünscht bei Ihrem Auftrag ${label(order)}`, {
    paragraphs: [
      `der Kunde wünscht Korrekturen an der Vorschau zu Ihrem Auftrag ${label(order)} (${order.offer}), ${correction.used}. Schleife von ${correction.included} inklusive:`,
      `„${excerpt(correction.text)}“`,
      ...filesLine(correction.fileCount),
    ],
    action: { label: "Korrektur ansehen", url: adminOrderUrl(order.id, "?tab=delivery") },
    footnote: FOOTNOTE,
  });
}

export function assigneePreviewDueMail(
  person: MailRecipient,
  order: MailOrder,
  /** the promised day as the customer was told it ("12.03.2026") */
  dueLabel: string,
): Mail {
  return customerMail(person, `Vorschau bald fällig: Auftrag ${label(order)}`, {
    paragraphs: [
      `die erste Vorschau zu Ihrem Auftrag ${label(order)} (${order.offer}) ist dem Kunden bis ${dueLabel} zugesagt und noch nicht geliefert.`,
    ],
    action: { label: "Vorschau liefern", url: adminOrderUrl(order.id, "?tab=delivery") },
    footnote: FOOTNOTE,
  });
}

export function assigneePreviewOverdueMail(
  person: MailRecipient,
  order: MailOrder,
  dueLabel: string,
): Mail {
  return customerMail(person, `Vorschau überfällig: Auftrag ${label(order)}`, {
    paragraphs: [
      `die erste Vorschau zu Ihrem Auftrag ${label(order)} (${order.offer}) war dem Kunden bis ${dueLabel} zugesagt und ist noch nicht geliefert. Bitte liefern Sie sie so bald wie möglich oder schreiben Sie dem Kunden, wann sie kommt.`,
    ],
    action: { label: "Vorschau liefern", url: adminOrderUrl(order.id, "?tab=delivery") },
    footnote: FOOTNOTE,
  });
}

export function assigneeAssignedMail(
  person: MailRecipient,
  order: MailOrder,
  /** who assigned it ("Anna Beispiel (Projektleitung)"), or null for the automatic assignment */
  by: string | null,
): Mail {
  return customerMail(person, `Neuer Auftrag für Sie: ${label(order)}`, {
    paragraphs: [
      by
        ? `${by} hat Ihnen den Auftrag ${label(order)} (${order.offer}) zugewiesen.`
        : `der Auftrag ${label(order)} (${order.offer}) wurde Ihnen automatisch zugewiesen.`,
    ],
    action: { label: "Auftrag öffnen", url: adminOrderUrl(order.id) },
    footnote: FOOTNOTE,
  });
}
