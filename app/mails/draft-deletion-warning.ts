// Sent 14 days before an unpaid draft (and its files) is deleted under the retention rule.
import { customerMail, type MailRecipient } from "./layout";
import type { Mail } from "~/utils/mail.server";
import { formatDate } from "~/utils/format";

export function draftDeletionWarningMail(
  user: MailRecipient,
  order: { shortId: string; url: string },
  deleteOn: Date,
): Mail {
  return customerMail(
    user,
    `Ihre unbezahlte Bestellung #${order.shortId} wird am ${formatDate(deleteOn)} gelöscht`,
    {
      paragraphs: [
        `Ihre Bestellung #${order.shortId} ist seit über sechs Monaten unverändert und noch nicht bezahlt. Wie in unserer Datenschutzerklärung beschrieben, löschen wir solche Entwürfe samt hochgeladener Dateien am ${formatDate(deleteOn)}.`,
        "Wenn Sie die Bestellung behalten möchten, öffnen Sie sie bitte vorher und speichern Sie sie erneut – dann beginnt die Frist von vorn.",
      ],
      action: { label: "Bestellung öffnen", url: order.url },
    },
  );
}
