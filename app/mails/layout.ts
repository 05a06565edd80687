// Shared frame of every German e-mail: plain text and a simple, robust HTML version.
import type { Mail } from "~/utils/mail.server";
import { PRODUCT_NAME } from "~/utils/brand";

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

export interface MailRecipient {
  email: string;
  firstName: string;
  lastName: string;
  /**
   * The billing profile's contact person: the one buyer is greeted by one name, the person
   * the firm named for its invoices, not whoever typed a name at sign-up or checkout.
   */
  billingProfile?: { contactFirstName: string; contactLastName: string } | null;
}

/** An order as a mail names it; the caller (a model) names the offer from the catalogue. */
export interface MailOrder {
  id: string;
  /** "Standard-Website", "Professional-Website für Steuerberater" … (models/catalog/catalog `offerName`) */
  offer: string;
  company: string | null;
}

/** The name a customer is greeted by: the billing profile's contact, else the account's. */
function greetedName(recipient: Omit<MailRecipient, "email">) {
  const contact = recipient.billingProfile;
  const [first, last] =
    contact && (contact.contactFirstName.trim() || contact.contactLastName.trim())
      ? [contact.contactFirstName, contact.contactLastName]
      : [recipient.firstName, recipient.lastName];
  return `${first.trim()} ${last.trim()}`.trim();
}

/** "Guten Tag Vorname Nachname," – or "Guten Tag," when no name is known. */
export const salutation = (recipient: Omit<MailRecipient, "email">) => {
  const name = greetedName(recipient);
  return name ? `Guten Tag ${name},` : "Guten Tag,";
};

export interface MailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

export function renderMail({ greeting, paragraphs, action, footnote }: MailContent) {
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}:`, action.url, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    "Mit freundlichen Grüßen",
    `Ihr ${PRODUCT_NAME}-Team`,
  ].join("\n");
  // pre-line: a line break typed into a message or an answer stays one in the HTML part
  const html = `<!doctype html><html lang="de"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#1d53ec;padding-bottom:24px">${PRODUCT_NAME}</td></tr>
<tr><td style="font-size:16px;line-height:1.6">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join("\n")}
${action ? `<p style="padding:16px 0"><a href="${escapeHtml(action.url)}" style="background:#1d53ec;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:bold;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#475569">Falls der Button nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br><a href="${escapeHtml(action.url)}" style="color:#1d53ec;word-break:break-all">${escapeHtml(action.url)}</a></p>` : ""}
${footnote ? `<p style="font-size:13px;color:#475569">${escapeHtml(footnote)}</p>` : ""}
<p>Mit freundlichen Grüßen<br>Ihr ${PRODUCT_NAME}-Team</p>
</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}

/** A mail to a customer or enquirer, greeted by name, in the shared frame. */
export function customerMail(
  recipient: MailRecipient,
  subject: string,
  content: Omit<MailContent, "greeting">,
): Mail {
  return {
    to: recipient.email,
    subject,
    ...renderMail({ greeting: salutation(recipient), ...content }),
  };
}

/** A notice to the agency's own address, in the shared frame. */
export function teamMail(
  to: string,
  subject: string,
  content: Omit<MailContent, "greeting">,
): Mail {
  return { to, subject, ...renderMail({ greeting: "Hallo Team,", ...content }) };
}
