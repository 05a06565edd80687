// Mails of the billing lifecycle: subscription start (and when it needs the customer),
// failed renewals, cancellations, refunds, and the agency's payment-problem alert.
import { customerMail, type MailRecipient, teamMail } from "./layout";
import { adminOrderUrl } from "./parts";
import type { Mail } from "~/utils/mail.server";
import { getEnv } from "~/utils/env.server";
import { formatCents, formatDate, shortId } from "~/utils/format";

const billingUrl = () => `${getEnv().appUrl}/billing`;

export function subscriptionStartedMail(
  user: MailRecipient,
  orderId: string,
  amountCents: number,
  minimumTermEndsAt: Date | null,
): Mail {
  return customerMail(user, `Ihr Abo für Bestellung #${shortId(orderId)} hat begonnen`, {
    paragraphs: [
      `vielen Dank für die Abnahme Ihrer Website. Ihr Abo über ${formatCents(amountCents)} pro Monat hat heute begonnen; die erste Monatsgebühr haben wir mit Ihrer hinterlegten Zahlungsmethode eingezogen.`,
      ...(minimumTermEndsAt
        ? [
            `Die Mindestlaufzeit endet am ${formatDate(minimumTermEndsAt)}; danach ist das Abo mit einer Frist von einem Monat zum Monatsende kündbar.`,
          ]
        : []),
    ],
    action: { label: "Zahlungen & Abo ansehen", url: billingUrl() },
  });
}

export function subscriptionStartPendingMail(
  user: MailRecipient,
  orderId: string,
  amountCents: number,
): Mail {
  return customerMail(user, `Bitte bestätigen Sie den Start Ihres Abos (#${shortId(orderId)})`, {
    paragraphs: [
      `Ihre Website ist abgenommen – vielen Dank! Ihr Abo über ${formatCents(amountCents)} pro Monat konnte mit der hinterlegten Zahlungsmethode nicht automatisch starten (die Zahlung braucht Ihre Bestätigung oder es ist keine Zahlungsmethode hinterlegt).`,
      "Bitte starten Sie das Abo mit einem Klick auf den Button; Sie werden zur sicheren Zahlungsseite unseres Zahlungsanbieters Stripe weitergeleitet.",
    ],
    action: { label: "Abo jetzt starten", url: billingUrl() },
  });
}

export function paymentFailedMail(
  user: MailRecipient,
  orderId: string,
  amountCents: number,
  hostedInvoiceUrl: string | null,
): Mail {
  return customerMail(user, `Zahlung fehlgeschlagen – Bestellung #${shortId(orderId)}`, {
    paragraphs: [
      `die monatliche Zahlung über ${formatCents(amountCents)} für Ihre Bestellung #${shortId(orderId)} ist leider fehlgeschlagen.`,
      hostedInvoiceUrl
        ? "Bitte begleichen Sie die offene Rechnung über den Link unten oder hinterlegen Sie eine andere Zahlungsmethode. Unser Zahlungsanbieter versucht die Abbuchung in den nächsten Tagen erneut."
        : "Bitte hinterlegen Sie unter „Zahlungen & Abo“ eine andere Zahlungsmethode. Unser Zahlungsanbieter versucht die Abbuchung in den nächsten Tagen erneut.",
    ],
    action: hostedInvoiceUrl
      ? { label: "Rechnung jetzt bezahlen", url: hostedInvoiceUrl }
      : { label: "Zahlungen & Abo", url: billingUrl() },
    footnote: hostedInvoiceUrl ? `Ihre Zahlungen und Ihr Abo: ${billingUrl()}` : undefined,
  });
}

export function cancellationConfirmedMail(
  user: MailRecipient,
  orderId: string,
  cancelAt: Date,
): Mail {
  return customerMail(user, `Kündigung bestätigt – Bestellung #${shortId(orderId)}`, {
    paragraphs: [
      `wir bestätigen die Kündigung Ihres Abos zur Bestellung #${shortId(orderId)}. Das Abo endet am ${formatDate(cancelAt)}; bis dahin bleiben alle Leistungen erhalten.`,
      `Sie haben es sich anders überlegt? Bis zu diesem Tag können Sie die Kündigung unter „Zahlungen & Abo“ mit einem Klick zurücknehmen; das Abo läuft dann unverändert weiter.`,
    ],
    action: { label: "Zahlungen & Abo ansehen", url: billingUrl() },
  });
}

export function noticeWithdrawnMail(
  user: MailRecipient,
  orderId: string,
  withdrawnEnd: Date,
): Mail {
  return customerMail(user, `Kündigung zurückgenommen – Bestellung #${shortId(orderId)}`, {
    paragraphs: [
      `Sie haben Ihre Kündigung zum ${formatDate(withdrawnEnd)} zurückgenommen. Ihr Abo zur Bestellung #${shortId(orderId)} läuft unverändert weiter; die Monatsgebühr wird wie bisher abgebucht.`,
      `Kündigen können Sie jederzeit wieder unter „Zahlungen & Abo“.`,
    ],
    action: { label: "Zahlungen & Abo ansehen", url: billingUrl() },
  });
}

export function refundIssuedMail(user: MailRecipient, orderId: string, amountCents: number): Mail {
  return customerMail(user, `Erstattung zu Bestellung #${shortId(orderId)}`, {
    paragraphs: [
      `wir haben Ihnen ${formatCents(amountCents)} zu Ihrer Bestellung #${shortId(orderId)} erstattet. Der Betrag wird Ihrer Zahlungsmethode in den nächsten Tagen gutgeschrieben.`,
    ],
    action: { label: "Zahlungen & Abo ansehen", url: billingUrl() },
  });
}

export function adminPaymentProblemMail(
  to: string,
  orderId: string,
  problem: string,
  detail: string,
): Mail {
  return teamMail(to, `${problem} – Auftrag #${shortId(orderId)}`, {
    paragraphs: [
      `beim Auftrag #${shortId(orderId)} gibt es ein Zahlungsproblem: ${problem}.`,
      detail,
      "Bitte prüfen Sie den Auftrag im Admin-Bereich.",
    ],
    action: { label: "Auftrag öffnen", url: adminOrderUrl(orderId) },
  });
}
