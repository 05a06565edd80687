import { salutation } from "./account";
import { renderMail } from "./layout";
import type { Mail } from "~/utils/mail.server";

export function passwordChangedMail(user: {
  email: string;
  firstName: string;
  lastName: string;
}): Mail {
  return {
    to: user.email,
    subject: "Ihr Passwort wurde geändert",
    ...renderMail({
      greeting: salutation(user.firstName, user.lastName),
      paragraphs: [
        "das Passwort Ihres Seitenwerk-Kontos wurde soeben geändert. Alle anderen Anmeldungen (andere Geräte und Browser) wurden beendet.",
        "Wenn Sie das nicht selbst waren, setzen Sie Ihr Passwort bitte sofort über „Passwort vergessen?“ auf der Anmeldeseite zurück und antworten Sie auf diese E-Mail.",
      ],
    }),
  };
}
