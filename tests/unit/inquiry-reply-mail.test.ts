// An answer to a contact inquiry is greeted and closed by the mail's frame once: what the
// admin typed out of habit at the top and the bottom is left out.
import { describe, expect, it } from "vitest";
import { contactInquiryReplyMail, withoutOwnGreeting } from "~/mails/contact";

const inquiry = {
  id: "00000000-0000-4000-8000-000000000000",
  firstName: "Jonas",
  lastName: "Berger",
  email: "jonas@example.com",
  phone: null,
  subject: "Frage",
  message: "…",
  status: "new",
  createdAt: new Date(),
};

describe("the answer to an inquiry", () => {
  it("has one greeting and one closing", () => {
    const mail = contactInquiryReplyMail(
      inquiry,
      "Guten Tag Herr Berger,\n\ngerne erstellen wir Ihnen ein Angebot.\n\nViele Grüße\nAnna",
    );
    expect(mail.text.match(/Guten Tag/g)).toHaveLength(1);
    expect(mail.text).toContain("Guten Tag Jonas Berger,");
    expect(mail.text).not.toContain("Viele Grüße");
    expect(mail.text.match(/Mit freundlichen Grüßen/g)).toHaveLength(1);
    expect(mail.text).toContain("gerne erstellen wir Ihnen ein Angebot.");
  });

  it("keeps the text when the greeting shares a paragraph and the closing follows the last line", () => {
    expect(
      withoutOwnGreeting([
        "Hallo Herr Berger,\ndanke für Ihre Frage.",
        "Bis bald.\nBeste Grüße\nAnna",
      ]),
    ).toEqual(["danke für Ihre Frage.", "Bis bald."]);
  });

  it("leaves an answer without greeting or closing as it is", () => {
    const text = ["Das Paket Standard passt.", "Grüßen Sie Ihr Team!"];
    expect(withoutOwnGreeting(text)).toEqual(text);
  });
});
