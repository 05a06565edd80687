import { describe, expect, it } from "vitest";
import { deliverySchema } from "~/models/delivery/delivery";
import { goLiveSchema } from "~/models/delivery/go-live";
import { parseWebAddress, WEB_ADDRESS_CHARACTERS_MESSAGE } from "~/utils/web-address";

describe("the web-address rule", () => {
  it("stores the parsed form of an https address", () => {
    expect(parseWebAddress("https://Beispiel.DE")).toEqual({
      ok: true,
      href: "https://beispiel.de/",
    });
    expect(parseWebAddress("https://www.müller-gmbh.de/seite?x=1#a")).toEqual({
      ok: true,
      href: "https://www.xn--mller-gmbh-9db.de/seite?x=1#a",
    });
  });

  it.each([
    ["https:evil.example", "invalid"],
    ["https:/evil", "invalid"],
    ["https://evil@good.de", "invalid"],
    ["https://user:pass@good.de", "invalid"],
    ["javascript:alert(1)", "invalid"],
    ["ftp://example.de", "invalid"],
    ["//example.de", "invalid"],
    ["http://example.de", "https"],
    ["https:\\\\evil", "characters"],
    ["https://evil\\@good.de", "characters"],
    ["https://good.de/\r\nBcc: x@y.de", "characters"],
    ["https://good.de/\tx", "characters"],
    ["https://good.de/\u2028x", "characters"],
    ["https://good.de/\u202egnp.exe", "characters"],
    ["https://good.de/ x", "characters"],
    ["https://good.de/\u0000", "characters"],
  ])("refuses %j (%s)", (raw, problem) => {
    expect(parseWebAddress(raw)).toEqual({ ok: false, problem });
  });

  it("the go-live and delivery forms answer in German and keep no raw spelling", () => {
    const live = goLiveSchema.safeParse({ intent: "go-live", liveUrl: "https:evil.example" });
    expect(live.success).toBe(false);
    expect(live.error!.issues[0].message).toBe(
      "Bitte geben Sie eine vollständige Adresse an (https://…).",
    );
    const preview = deliverySchema.safeParse({
      intent: "deliver",
      previewUrl: "https://vorschau.example.de/\nzweite Zeile",
    });
    expect(preview.error!.issues[0].message).toBe(WEB_ADDRESS_CHARACTERS_MESSAGE);
    const ok = goLiveSchema.parse({ intent: "go-live", liveUrl: "  HTTPS://Www.Beispiel.de  " });
    expect(ok.liveUrl).toBe("https://www.beispiel.de/");
  });
});
