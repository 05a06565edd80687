import { renderMail, salutation, type MailRecipient } from "./layout";
import { customerOrderUrl } from "./parts";
import type { Invoice, Order } from "@prisma/client";
import type { MailToQueue } from "~/jobs/send-mail.server";
import { shortId } from "~/utils/format";

/** Invoices are essential mail: sent whatever the customer chose for optional mail. */
export function invoiceMail(
  invoice: Pick<Invoice, "number" | "kind" | "storageKey"> & {
    /** the gross amount as the invoice prints it ("499,00 €") */
    gross: string;
  },
  order: Pick<Order, "id"> & { user: MailRecipient },
): MailToQueue {
  const creditNote = invoice.kind === "credit_note";
  const title = creditNote ? "Gutschrift" : "Rechnung";
  return {
    to: order.user.email,
    subject: `Ihre ${title} ${invoice.number}`,
    ...renderMail({
      // the billing profile's contact, as every mail about money greets
      greeting: salutation(order.user),
      paragraphs: [
        creditNote
          ? `anbei erhalten Sie die Gutschrift ${invoice.number} über ${invoice.gross} zu Ihrer Bestellung #${shortId(order.id)}. Der Betrag wird auf die bei der Zahlung verwendete Karte erstattet.`
          : `vielen Dank für Ihre Zahlung. Anbei erhalten Sie die Rechnung ${invoice.number} über ${invoice.gross} zu Ihrer Bestellung #${shortId(order.id)}. Der Betrag ist bereits bezahlt.`,
        "Die PDF-Datei enthält die Rechnungsdaten zusätzlich als E-Rechnung (ZUGFeRD / Factur-X). Sie finden alle Rechnungen auch jederzeit bei Ihrer Bestellung.",
      ],
      action: { label: "Bestellung ansehen", url: customerOrderUrl(order.id) },
    }),
    attachments: [
      {
        filename: `${invoice.number}.pdf`,
        contentType: "application/pdf",
        storageKey: invoice.storageKey,
      },
    ],
  };
}
