import { customerMail, teamMail, type MailRecipient } from "./layout";
import { adminOrderUrl, customerOrderUrl } from "./parts";
import type { Order } from "@prisma/client";
import type { Mail } from "~/utils/mail.server";
import { formatCents, shortId } from "~/utils/format";

function amount(order: Pick<Order, "paymentType" | "monthlyPriceCents" | "totalPriceCents">) {
  return order.paymentType === "subscription" && order.monthlyPriceCents
    ? `${formatCents(order.totalPriceCents)} (davon ${formatCents(order.monthlyPriceCents)} monatlich)`
    : formatCents(order.totalPriceCents);
}

export function paymentConfirmationMail(
  user: MailRecipient,
  order: Order,
  /** the package's name from the catalogue ("Standard") */
  packageName: string,
  /** the catalogue's promise: calendar days to the first preview */
  firstPreviewDays: number,
): Mail {
  return customerMail(user, `Zahlungsbestätigung für Ihre Bestellung #${shortId(order.id)}`, {
    paragraphs: [
      `vielen Dank für Ihre Zahlung. Ihre Bestellung #${shortId(order.id)} (${packageName}-Website, ${amount(order)}) ist bezahlt.`,
      `Wir beginnen jetzt mit der Umsetzung Ihrer Website und melden uns, sobald es Neuigkeiten gibt. Die erste Vorschau erhalten Sie innerhalb von ${firstPreviewDays} Tagen, sobald Ihre Angaben vollständig sind.`,
      ...(order.isTestPayment
        ? ["Hinweis: Diese Zahlung wurde im Testmodus ausgeführt, es wurde kein Geld bewegt."]
        : []),
    ],
    action: { label: "Bestellung ansehen", url: customerOrderUrl(order.id) },
  });
}

export function adminPaidNotification(to: string, order: Order, packageName: string): Mail {
  return teamMail(
    to,
    `Neue bezahlte Bestellung #${shortId(order.id)}${order.isTestPayment ? " (Testzahlung)" : ""}`,
    {
      paragraphs: [
        `die Bestellung #${shortId(order.id)} (${packageName}-Website, ${amount(order)}) von ${order.company ?? "unbekannt"} wurde bezahlt.`,
      ],
      action: {
        label: "Im Admin-Bereich öffnen",
        url: adminOrderUrl(order.id),
      },
    },
  );
}
