// Product names are compounds with a hyphen ("Standard-Website", "Professional-Website für
// Steuerberater"), in pages, mails, content and invoices alike; `offerName` in the catalogue
// is their one source. Checked on the source, so a text built by hand somewhere fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { goLiveMail } from "~/mails/go-live";
import { offerName, withOffer } from "~/models/catalog/catalog";

const APP = path.resolve(__dirname, "../../app");
const sources = (readdirSync(APP, { recursive: true }) as string[])
  .filter((name) => /\.(ts|tsx)$/.test(name))
  .map((name) => ({ name, source: readFileSync(path.join(APP, name), "utf8") }));

describe("product names", () => {
  it("reads the app's texts", () => {
    expect(sources.length).toBeGreaterThan(200);
  });

  it("never writes a package and 'Website' apart", () => {
    const apart = sources.flatMap(({ name, source }) =>
      source
        .split("\n")
        .map((line, i) => ({ at: `${name}:${i + 1}`, line: line.trim() }))
        // "Standard Website", or a name put in front of " Website" in a template
        .filter(({ line }) =>
          /\b(Starter|Standard|Premium|Professional)\s+Website\b|\$\{[^}]*\}\s+Website\b/.test(
            line,
          ),
        ),
    );
    expect(apart).toEqual([]);
  });

  it("names them with a hyphen, in the go-live mail too", () => {
    expect(offerName("standard")).toBe("Standard-Website");
    expect(offerName("steuerberater")).toBe("Professional-Website für Steuerberater");
    const live = { url: "https://kanzlei.example", at: new Date("2026-03-10T10:00:00Z") };
    for (const [packageType, name] of [
      ["standard", "Standard-Website"],
      ["steuerberater", "Professional-Website für Steuerberater"],
    ]) {
      const mail = goLiveMail(
        { email: "kunde@example.com", firstName: "Erika", lastName: "Muster" },
        withOffer({ id: "11111111-1111-4111-8111-111111111111", packageType }),
        { ...live, freeHostingUntil: null, addressChanged: false },
      );
      expect(JSON.stringify(mail)).toContain(`Ihre ${name} ist`);
    }
  });
});
