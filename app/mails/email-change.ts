// E-mail change: the link goes to the new address; the old address hears about the change.
import { renderMail, salutation } from "./layout";
import type { Mail } from "~/utils/mail.server";

type Person = { firstName: string; lastName: string };

export function emailChangeLinkMail(user: Person, newEmail: string, url: string): Mail {
  return {
    to: newEmail,
    subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
    ...renderMail({
      greeting: salutation(user),
      paragraphs: [
        `Sie möchten die E-Mail-Adresse Ihres Seitenwerk-Kontos auf ${newEmail} ändern. Bitte bestätigen Sie die neue Adresse über den folgenden Link. Erst dann wird sie übernommen.`,
      ],
      action: { label: "Neue E-Mail-Adresse bestätigen", url },
      footnote:
        "Der Link ist 24 Stunden gültig. Wenn Sie diese Änderung nicht angefordert haben, können Sie diese E-Mail ignorieren.",
    }),
  };
}

const CHANGE_CONSEQUENCES =
  "Alle anderen Anmeldungen wurden beendet, und alle zuvor versandten Links (Passwort zurücksetzen, E-Mail-Bestätigung, Datenexport) sind ungültig.";

/** To the new address, once the change is done: the account's address from now on. */
export function emailChangedConfirmationMail(
  user: Person,
  oldEmail: string,
  newEmail: string,
): Mail {
  return {
    to: newEmail,
    subject: "Ihre neue E-Mail-Adresse ist bestätigt",
    ...renderMail({
      greeting: salutation(user),
      paragraphs: [
        `Ihr Seitenwerk-Konto verwendet ab jetzt diese Adresse (${newEmail}) statt ${oldEmail}. Bitte melden Sie sich künftig mit ihr an.`,
        CHANGE_CONSEQUENCES,
      ],
    }),
  };
}

/** To the old address, once the change is done. */
export function emailChangedNoticeMail(user: Person, oldEmail: string, newEmail: string): Mail {
  return {
    to: oldEmail,
    subject: "Ihre E-Mail-Adresse wurde geändert",
    ...renderMail({
      greeting: salutation(user),
      paragraphs: [
        `die E-Mail-Adresse Ihres Seitenwerk-Kontos wurde soeben von ${oldEmail} auf ${newEmail} geändert. Nachrichten zu Ihrem Konto und Ihren Bestellungen gehen ab jetzt an die neue Adresse.`,
        CHANGE_CONSEQUENCES,
        "Wenn Sie diese Änderung nicht veranlasst haben, antworten Sie bitte umgehend auf diese E-Mail, damit wir Ihr Konto schützen können.",
      ],
    }),
  };
}

/** To an address that already has an account: nobody is told on screen that it exists. */
export function emailChangeTakenMail(email: string): Mail {
  return {
    to: email,
    subject: "Versuchte Änderung auf Ihre E-Mail-Adresse",
    ...renderMail({
      greeting: "Guten Tag,",
      paragraphs: [
        "jemand hat versucht, diese E-Mail-Adresse für ein anderes Seitenwerk-Konto einzutragen. Da sie bereits zu Ihrem Konto gehört, wurde nichts geändert.",
        "Sie müssen nichts weiter tun. Wenn Sie selbst die Adresse in einem zweiten Konto verwenden wollten, melden Sie sich bitte bei uns.",
      ],
    }),
  };
}
