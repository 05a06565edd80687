// The last mail to a deleted account's old address: what was deleted and what we keep.
import { customerMail, type MailRecipient } from "./layout";
import type { Mail } from "~/utils/mail.server";

export function accountDeletedMail(user: MailRecipient, kept: { paidOrders: number }): Mail {
  return customerMail(user, "Ihr Konto wurde gelöscht", {
    paragraphs: [
      "wie gewünscht haben wir Ihr Seitenwerk-Konto gelöscht. Ihr Name, Ihre E-Mail-Adresse, Ihre Telefonnummer, Ihr Passwort, alle Anmeldungen, unbezahlte Bestellungen, Nachrichten und die hochgeladenen Dateien beendeter Aufträge sind entfernt.",
      kept.paidOrders > 0
        ? `Bezahlte Bestellungen (${kept.paidOrders}), die zugehörigen Zahlungen und Rechnungen bewahren wir ohne Ihre persönlichen Kontaktdaten auf, solange Handels- und Steuerrecht es verlangen (§ 147 AO, § 14b UStG: 8 Jahre). Danach werden auch sie gelöscht. Dateien eines noch laufenden Auftrags löschen wir 30 Tage nach dessen Ende.`
        : "Bezahlte Bestellungen oder Rechnungen gab es zu Ihrem Konto nicht; es wird nichts weiter aufbewahrt.",
      "Eine Anmeldung mit Ihren bisherigen Zugangsdaten ist nicht mehr möglich. Sie können jederzeit ein neues Konto anlegen.",
    ],
    footnote: "Dies ist die letzte E-Mail, die Sie zu diesem Konto von uns erhalten.",
  });
}
