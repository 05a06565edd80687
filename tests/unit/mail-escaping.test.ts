import { describe, expect, it } from "vitest";
import { verificationMail } from "~/mails/account";
import { renderMail } from "~/mails/layout";

describe("e-mails escape what users typed", () => {
  it("never lets HTML from names or texts into the HTML part", () => {
    const mail = verificationMail(
      {
        email: "a@example.com",
        firstName: "<script>alert(1)</script>",
        lastName: '"><img src=x onerror=alert(2)>',
      },
      "https://seitenwerk.example/verify-email?token=abc&x=<b>",
    );
    expect(mail.html).not.toContain("<script>alert(1)</script>");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("token=abc&amp;x=&lt;b&gt;");
    // the plain-text part keeps the text as typed (it is never rendered as HTML)
    expect(mail.text).toContain("<script>alert(1)</script>");
  });

  it("escapes paragraphs and the action label", () => {
    const { html } = renderMail({
      greeting: "Hallo",
      paragraphs: ["Firma <b>Böse</b> & Co"],
      action: { label: "<i>Los</i>", url: "https://x.example/?a=1&b=2" },
    });
    expect(html).toContain("Firma &lt;b&gt;Böse&lt;/b&gt; &amp; Co");
    expect(html).toContain("&lt;i&gt;Los&lt;/i&gt;");
    expect(html).not.toMatch(/<b>Böse<\/b>/);
  });
});
