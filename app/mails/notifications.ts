// Mails of the order conversation and of events that had none before: a status change,
// a message in either direction, the professional setup fee and the submitted intake.
import { customerMail, type MailOrder, type MailRecipient, teamMail } from "./layout";
import { adminOrderUrl, customerOrderUrl, excerpt, filesLine } from "./parts";
import type { Mail } from "~/utils/mail.server";
import { getEnv } from "~/utils/env.server";
import { formatCents, shortId } from "~/utils/format";

const label = (order: MailOrder) => `#${shortId(order.id)}`;

export function statusChangedMail(
  customer: MailRecipient,
  order: MailOrder,
  /** the new status as the customer reads it (models/order/status `statusLabel`) */
  statusLabel: string,
): Mail {
  return customerMail(customer, `Neuer Status Ihrer Bestellung ${label(order)}: ${statusLabel}`, {
    paragraphs: [
      `der Status Ihrer Bestellung ${label(order)} (${order.offer}) hat sich geändert. Neuer Status: „${statusLabel}“.`,
      "Alle Einzelheiten finden Sie auf Ihrer Bestellseite. Bei Fragen schreiben Sie uns dort eine Nachricht.",
    ],
    action: { label: "Bestellung ansehen", url: customerOrderUrl(order.id) },
  });
}

export function agencyMessageMail(
  customer: MailRecipient,
  order: MailOrder,
  message: { body: string; fileCount: number },
): Mail {
  return customerMail(customer, `Neue Nachricht zu Ihrer Bestellung ${label(order)}`, {
    paragraphs: [
      `Sie haben eine neue Nachricht von uns zu Ihrer Bestellung ${label(order)} (${order.offer}):`,
      ...(message.body ? [`„${excerpt(message.body)}“`] : []),
      ...filesLine(message.fileCount),
      "Antworten Sie bitte direkt auf Ihrer Bestellseite, damit alles beim Auftrag bleibt.",
    ],
    action: { label: "Nachricht ansehen", url: customerOrderUrl(order.id, "#nachrichten") },
    footnote:
      "Diese Benachrichtigung erhalten Sie immer, auch wenn Sie optionale E-Mails abgeschaltet haben.",
  });
}

export function customerMessageAgencyMail(
  to: string,
  order: MailOrder,
  author: { email: string; name: string },
  message: { body: string; fileCount: number },
): Mail {
  return teamMail(to, `Neue Kundennachricht zu Bestellung ${label(order)}`, {
    paragraphs: [
      `${author.name || author.email} (${order.company ?? "ohne Firmenangabe"}) hat zur Bestellung ${label(order)} geschrieben:`,
      ...(message.body ? [`„${excerpt(message.body)}“`] : []),
      ...filesLine(message.fileCount),
    ],
    action: { label: "Im Admin-Bereich antworten", url: adminOrderUrl(order.id, "#nachrichten") },
  });
}

export function setupFeePaidMail(customer: MailRecipient, order: MailOrder, cents: number): Mail {
  return customerMail(
    customer,
    `Zahlung erhalten: Einrichtungsgebühr für Bestellung ${label(order)}`,
    {
      paragraphs: [
        `vielen Dank: Ihre Einrichtungsgebühr über ${formatCents(cents)} für die ${order.offer} ist bei uns eingegangen.`,
        "Im nächsten Schritt füllen Sie bitte die Angaben zu Ihrer Praxis oder Kanzlei in unserem Portal aus. Sobald Sie sie übermittelt haben, beginnen wir mit der Umsetzung.",
      ],
      action: {
        label: "Angaben ausfüllen",
        url: `${getEnv().appUrl}/professional-portal?orderId=${order.id}`,
      },
    },
  );
}

export function setupFeePaidAgencyMail(
  to: string,
  order: MailOrder & { isTestPayment: boolean },
  customerEmail: string,
  cents: number,
): Mail {
  return teamMail(
    to,
    `Einrichtungsgebühr bezahlt: Bestellung ${label(order)}${order.isTestPayment ? " (Testzahlung)" : ""}`,
    {
      paragraphs: [
        `${customerEmail} hat die Einrichtungsgebühr (${formatCents(cents)}) für die ${order.offer} bezahlt (Bestellung ${label(order)}).`,
        "Die Angaben im Portal stehen noch aus; Sie erhalten eine weitere Nachricht, sobald sie übermittelt sind.",
      ],
      action: { label: "Im Admin-Bereich öffnen", url: adminOrderUrl(order.id) },
    },
  );
}

export function intakeSubmittedAgencyMail(
  to: string,
  order: MailOrder,
  options: { afterCorrection: boolean },
): Mail {
  return teamMail(
    to,
    `${options.afterCorrection ? "Angaben nach Freigabe erneut übermittelt" : "Angaben übermittelt"}: Bestellung ${label(order)}`,
    {
      paragraphs: [
        `${order.company ?? "Ein Kunde"} hat die Angaben für die ${order.offer} (Bestellung ${label(order)}) ${options.afterCorrection ? "nach der Freigabe zur Bearbeitung erneut " : ""}übermittelt. Der Auftrag steht jetzt auf „In Bearbeitung“.`,
      ],
      action: { label: "Angaben ansehen", url: adminOrderUrl(order.id, "?tab=intake") },
    },
  );
}

export function checkoutPaymentFailedMail(
  customer: MailRecipient,
  orderId: string,
  amountCents: number,
): Mail {
  return customerMail(customer, `Zahlung fehlgeschlagen – Bestellung #${shortId(orderId)}`, {
    paragraphs: [
      `die Zahlung über ${formatCents(amountCents)} für Ihre Bestellung #${shortId(orderId)} ist leider fehlgeschlagen, zum Beispiel weil die Lastschrift zurückgegeben wurde.`,
      "Ihre Bestellung ist noch nicht bezahlt. Bitte starten Sie die Zahlung erneut, gern auch mit einer anderen Zahlungsmethode.",
    ],
    action: { label: "Erneut bezahlen", url: `${getEnv().appUrl}/checkout/${orderId}` },
  });
}
