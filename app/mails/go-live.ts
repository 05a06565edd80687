// The customer's mail when the site is published: the live address, and for
// one-time packages until when hosting is free.
import { customerMail, type MailOrder, type MailRecipient } from "./layout";
import { customerOrderUrl } from "./parts";
import type { Mail } from "~/utils/mail.server";
import { formatDate, shortId } from "~/utils/format";

export function goLiveMail(
  customer: MailRecipient,
  order: Pick<MailOrder, "id" | "offer">,
  live: { url: string; at: Date; freeHostingUntil: Date | null; addressChanged: boolean },
): Mail {
  const orderPage = customerOrderUrl(order.id);
  return customerMail(
    customer,
    live.addressChanged
      ? `Neue Adresse Ihrer Website (Bestellung #${shortId(order.id)})`
      : `Ihre Website ist online (Bestellung #${shortId(order.id)})`,
    {
      paragraphs: [
        live.addressChanged
          ? `Ihre ${order.offer} ist jetzt unter einer neuen Adresse erreichbar: ${live.url}`
          : `Ihre ${order.offer} ist seit dem ${formatDate(live.at)} online: ${live.url}`,
        ...(live.freeHostingUntil && !live.addressChanged
          ? [
              `Das Hosting ist bis zum ${formatDate(live.freeHostingUntil)} kostenlos. Rechtzeitig vorher fragen wir Sie, ob es weiterlaufen soll.`,
            ]
          : []),
        `Den Verlauf Ihres Projekts finden Sie jederzeit auf Ihrer Bestellseite: ${orderPage}`,
      ],
      action: { label: "Website ansehen", url: live.url },
    },
  );
}
