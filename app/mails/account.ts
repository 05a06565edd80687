import { customerMail, type MailRecipient } from "./layout";
import type { Mail } from "~/utils/mail.server";

export function verificationMail(user: MailRecipient, url: string): Mail {
  return customerMail(user, "Bitte bestätigen Sie Ihre E-Mail-Adresse", {
    paragraphs: [
      "vielen Dank für Ihre Registrierung bei Seitenwerk. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten können.",
    ],
    action: { label: "E-Mail-Adresse bestätigen", url },
    footnote:
      "Der Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.",
  });
}

export function passwordResetMail(user: MailRecipient, url: string): Mail {
  return customerMail(user, "Passwort zurücksetzen", {
    paragraphs: [
      "Sie haben angefordert, Ihr Passwort zurückzusetzen. Über den folgenden Link können Sie ein neues Passwort festlegen.",
    ],
    action: { label: "Neues Passwort festlegen", url },
    footnote:
      "Der Link ist 1 Stunde gültig. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren – Ihr Passwort bleibt unverändert.",
  });
}
