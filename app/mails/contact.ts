import { renderMail } from "./layout";
import type { ContactInquiry } from "@prisma/client";
import type { Mail } from "~/utils/mail.server";
import { getEnv } from "~/utils/env.server";

export function contactInquiryNotification(to: string, inquiry: ContactInquiry): Mail {
  const name = `${inquiry.firstName} ${inquiry.lastName}`.trim();
  return {
    to,
    // "Antworten" in the team's mail program answers the sender, not our no-reply address
    replyTo: inquiry.email,
    subject: `Neue Kontaktanfrage von ${name}${inquiry.subject ? `: ${inquiry.subject}` : ""}`,
    ...renderMail({
      greeting: "Hallo Team,",
      paragraphs: [
        `über das Kontaktformular ist eine neue Anfrage eingegangen.`,
        `Von: ${name} <${inquiry.email}>${inquiry.phone ? `, Telefon ${inquiry.phone}` : ""}`,
        ...(inquiry.subject ? [`Betreff: ${inquiry.subject}`] : []),
        inquiry.message,
      ],
      action: {
        label: "Im Posteingang öffnen",
        url: `${getEnv().appUrl}/admin/inquiries/${inquiry.id}`,
      },
    }),
  };
}
