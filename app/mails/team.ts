// The invitation to the agency's team: a one-time link where the invitee sets a password.
import { customerMail, type MailRecipient } from "./layout";
import type { Mail } from "~/utils/mail.server";

export function staffInviteMail(
  person: MailRecipient,
  invite: { url: string; role: string; invitedBy: string; validDays: number },
): Mail {
  return customerMail(person, "Einladung in das Team von Seitenwerk", {
    paragraphs: [
      `${invite.invitedBy} hat Sie in das Team von Seitenwerk eingeladen, mit der Rolle „${invite.role}“.`,
      "Über den folgenden Link legen Sie Ihr Passwort fest; danach melden Sie sich im Adminbereich an.",
    ],
    action: { label: "Passwort festlegen", url: invite.url },
    footnote: `Der Link ist ${invite.validDays} Tage gültig und funktioniert einmal. Wenn Sie keine Einladung erwartet haben, können Sie diese E-Mail ignorieren.`,
  });
}
