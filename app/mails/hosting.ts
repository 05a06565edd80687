// Mails of the hosting after the free year: the reminders 30 and 7 days
// before its end, the grace period, the mark for shutdown, and the customer's choice.
import { customerMail, type MailRecipient, renderMail } from "./layout";
import { adminOrderUrl } from "./parts";
import type { Mail } from "~/utils/mail.server";
import { getEnv } from "~/utils/env.server";
import { formatCents, formatDate, shortId } from "~/utils/format";

/** The hosting figures a mail states; the caller passes the catalogue's hosting terms. */
export interface HostingTerms {
  monthlyCents: number;
  graceDays: number;
  handoverDays: number;
}

const hostingUrl = (orderId: string) => `${getEnv().appUrl}/hosting/${orderId}`;
const price = (terms: HostingTerms) => `${formatCents(terms.monthlyCents)} pro Monat (inkl. MwSt.)`;

/** What ending the hosting hands over (AGB "Vertragsende und Datenherausgabe"). */
const handoverText = (terms: HostingTerms) =>
  `Zum Ende stellen wir Ihnen auf Anforderung innerhalb von ${terms.handoverDays} Tagen einen Export Ihrer Website bereit (Texte, Bilder und die Seitendateien) und geben Ihre Domain mit dem Auth-Code frei; danach löschen wir die Website.`;

export function hostingReminderMail(
  user: MailRecipient,
  orderId: string,
  freeUntil: Date,
  daysBefore: number,
  terms: HostingTerms,
): Mail {
  return customerMail(
    user,
    `Ihr kostenloses Hosting endet am ${formatDate(freeUntil)} (#${shortId(orderId)})`,
    {
      paragraphs: [
        `das kostenlose erste Jahr Hosting Ihrer Website (Bestellung #${shortId(orderId)}) endet in ${daysBefore} Tagen, am ${formatDate(freeUntil)}.`,
        `Sie können das Hosting für ${price(terms)} fortführen – die erste Zahlung erfolgt erst am ${formatDate(freeUntil)}, danach monatlich, mit einer Frist von einem Monat zum Monatsende kündbar. Oder Sie beenden das Hosting zum ${formatDate(freeUntil)}. ${handoverText(terms)}`,
        `Ohne Ihre Entscheidung bleibt die Website noch ${terms.graceDays} Tage kostenlos online; danach merken wir sie zur Abschaltung vor.`,
      ],
      action: { label: "Jetzt entscheiden", url: hostingUrl(orderId) },
    },
  );
}

export function hostingGraceMail(
  user: MailRecipient,
  orderId: string,
  graceUntil: Date,
  terms: HostingTerms,
): Mail {
  return customerMail(
    user,
    `Ihr kostenloses Hosting ist abgelaufen – Nachfrist bis ${formatDate(graceUntil)}`,
    {
      paragraphs: [
        `das kostenlose erste Jahr Hosting Ihrer Website (Bestellung #${shortId(orderId)}) ist abgelaufen, ohne dass uns Ihre Entscheidung erreicht hat.`,
        `Ihre Website bleibt bis zum ${formatDate(graceUntil)} kostenlos online. Führen Sie das Hosting bis dahin für ${price(terms)} fort, sonst merken wir die Website zur Abschaltung vor.`,
      ],
      action: { label: "Hosting fortführen oder beenden", url: hostingUrl(orderId) },
    },
  );
}

export function hostingShutdownMarkedMail(
  user: MailRecipient,
  orderId: string,
  terms: HostingTerms,
): Mail {
  return customerMail(user, `Ihre Website ist zur Abschaltung vorgemerkt (#${shortId(orderId)})`, {
    paragraphs: [
      `die Nachfrist für das Hosting Ihrer Website (Bestellung #${shortId(orderId)}) ist abgelaufen. Wir haben die Website zur Abschaltung vorgemerkt.`,
      `Sie können das Hosting weiterhin für ${price(terms)} fortführen, solange die Website nicht abgeschaltet ist. ${handoverText(terms)}`,
    ],
    action: { label: "Hosting fortführen", url: hostingUrl(orderId) },
  });
}

export function adminHostingShutdownMail(to: string, orderId: string): Mail {
  return {
    to,
    subject: `Hosting: Auftrag #${shortId(orderId)} zur Abschaltung vorgemerkt`,
    ...renderMail({
      greeting: "Hallo,",
      paragraphs: [
        `der Kunde von Auftrag #${shortId(orderId)} hat sich bis zum Ende der Nachfrist nicht entschieden. Die Website ist zur Abschaltung vorgemerkt; bitte abschalten und den Export bereithalten.`,
      ],
      action: { label: "Auftrag öffnen", url: adminOrderUrl(orderId) },
    }),
  };
}

export function hostingContinuedMail(
  user: MailRecipient,
  orderId: string,
  firstCharge: Date,
  terms: HostingTerms,
): Mail {
  return customerMail(user, `Ihr Hosting läuft weiter (#${shortId(orderId)})`, {
    paragraphs: [
      `vielen Dank! Das Hosting Ihrer Website (Bestellung #${shortId(orderId)}) läuft für ${price(terms)} weiter. Die erste Zahlung erfolgt am ${formatDate(firstCharge)}; zu jeder Zahlung erhalten Sie eine Rechnung.`,
      "Sie können das Hosting jederzeit mit einer Frist von einem Monat zum Monatsende unter „Zahlungen & Abo“ kündigen.",
    ],
    action: { label: "Zahlungen & Abo ansehen", url: `${getEnv().appUrl}/billing` },
  });
}

export function hostingEndingMail(
  user: MailRecipient,
  orderId: string,
  endsAt: Date,
  terms: HostingTerms,
): Mail {
  return customerMail(user, `Ihr Hosting endet am ${formatDate(endsAt)} (#${shortId(orderId)})`, {
    paragraphs: [
      `Sie haben entschieden, das Hosting Ihrer Website (Bestellung #${shortId(orderId)}) zu beenden. Die Website bleibt bis zum ${formatDate(endsAt)} online und wird dann abgeschaltet; es fallen keine Kosten an.`,
      `${handoverText(terms)} Schreiben Sie uns dazu einfach über die Nachrichten Ihrer Bestellung. Bis zur Abschaltung können Sie das Hosting jederzeit doch fortführen.`,
    ],
    action: { label: "Hosting ansehen", url: hostingUrl(orderId) },
  });
}
