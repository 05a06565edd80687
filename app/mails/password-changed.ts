import { customerMail, type MailRecipient } from "./layout";
import type { Mail } from "~/utils/mail.server";

/**
 * To the account's address after the password was changed on the account page or reset
 * through a link. Names a pending e-mail change that died with it: if someone else asked
 * for it, this is how the owner learns to which address.
 */
export function passwordChangedMail(
  user: MailRecipient,
  {
    reset = false,
    discardedEmailChange = null,
  }: { reset?: boolean; discardedEmailChange?: string | null } = {},
): Mail {
  return customerMail(
    user,
    reset ? "Ihr Passwort wurde zurückgesetzt" : "Ihr Passwort wurde geändert",
    {
      paragraphs: [
        reset
          ? "das Passwort Ihres Seitenwerk-Kontos wurde soeben über den Link aus der E-Mail „Passwort zurücksetzen“ neu festgelegt. Alle Anmeldungen (auf allen Geräten und Browsern) wurden beendet."
          : "das Passwort Ihres Seitenwerk-Kontos wurde soeben geändert. Alle anderen Anmeldungen (andere Geräte und Browser) wurden beendet.",
        "Alle zuvor versandten Links (E-Mail-Bestätigung, Passwort zurücksetzen, Datenexport) sind damit ungültig.",
        ...(discardedEmailChange
          ? [
              `Die angeforderte Änderung Ihrer E-Mail-Adresse auf ${discardedEmailChange} wurde verworfen. Wenn Sie die Änderung weiterhin möchten, fordern Sie sie bitte in Ihrem Konto erneut an.`,
            ]
          : []),
        "Wenn Sie das nicht selbst waren, setzen Sie Ihr Passwort bitte sofort über „Passwort vergessen?“ auf der Anmeldeseite zurück und antworten Sie auf diese E-Mail.",
      ],
    },
  );
}
