import { customerMail, renderMail } from "./layout";
import type { ContactInquiry } from "@prisma/client";
import type { Mail } from "~/utils/mail.server";
import { getEnv } from "~/utils/env.server";

/**
 * The sender's confirmation. It repeats nothing they typed but their name: anyone can enter
 * any address in a public form, so our mail must not carry someone else's text to a stranger.
 */
export function contactInquiryConfirmation(inquiry: ContactInquiry): Mail {
  return customerMail(inquiry, "Ihre Anfrage bei Seitenwerk ist eingegangen", {
    paragraphs: [
      "vielen Dank für Ihre Nachricht über unser Kontaktformular. Sie ist bei uns eingegangen; wir antworten in der Regel innerhalb eines Werktags.",
      "Möchten Sie etwas ergänzen, antworten Sie einfach auf diese E-Mail.",
    ],
    footnote:
      "Sie haben uns nicht geschrieben? Dann hat jemand Ihre Adresse eingegeben – Sie können diese E-Mail ignorieren.",
  });
}

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

const OPENING =
  /^(guten (tag|morgen|abend)|hallo|sehr geehrte[rs]?|liebe[rs]?|moin|servus)\b[^\n]*$/i;
const CLOSING =
  /^(viele|beste|freundliche|herzliche|liebe|sonnige) grüße|^mit (den )?(besten|freundlichen|herzlichen) grüßen|^grüße(\s|,|!|$)|^lg\b/i;

/**
 * The frame greets by name and closes the mail: an opening line or a closing the admin typed
 * out of habit would make two of each ("Guten Tag Jonas Berger, / Guten Tag Herr Berger, …").
 */
export function withoutOwnGreeting(paragraphs: string[]): string[] {
  const out = [...paragraphs];
  const [firstLine, ...rest] = (out[0] ?? "").split("\n");
  if (OPENING.test(firstLine.trim()) && firstLine.trim().length <= 80) {
    const remaining = rest.join("\n").trim();
    if (remaining) out[0] = remaining;
    else out.shift();
  }
  const lines = (out.at(-1) ?? "").split("\n");
  const closing = lines.findIndex((line) => CLOSING.test(line.trim()));
  if (closing > 0) out[out.length - 1] = lines.slice(0, closing).join("\n").trim();
  else if (closing === 0 && out.length > 1) out.pop();
  return out.length ? out : paragraphs;
}

/**
 * The admin's answer from the inquiry page. Replies to it go to the agency's inbox (the
 * default Reply-To), not to our sending address.
 */
export function contactInquiryReplyMail(inquiry: ContactInquiry, body: string): Mail {
  return customerMail(
    inquiry,
    inquiry.subject ? `Re: ${inquiry.subject}` : "Ihre Anfrage bei Seitenwerk",
    {
      // blank lines separate paragraphs, as the admin typed them
      paragraphs: withoutOwnGreeting(
        body
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
      ),
      footnote: "Sie können direkt auf diese E-Mail antworten; Ihre Antwort erreicht unser Team.",
    },
  );
}
