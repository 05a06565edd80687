import { describe, expect, it } from "vitest";
import { impressumDocument } from "~/content/legal/impressum";
import { parseEnv } from "~/utils/env.server";
import { providerFromEnv, providerPlaceholder } from "~/utils/provider.server";

const ALL = [
  "PROVIDER_NAME",
  "PROVIDER_ADDRESS",
  "PROVIDER_REGISTER",
  "PROVIDER_VAT_ID",
  "PROVIDER_MANAGING_DIRECTOR",
  "PROVIDER_EMAIL",
  "PROVIDER_PHONE",
];

describe("provider details", () => {
  it("shows a marked placeholder for every unset value", () => {
    const provider = providerFromEnv({});
    expect(provider.name).toBe("[Firmenname – bitte PROVIDER_NAME setzen]");
    expect(provider.addressLines).toEqual([providerPlaceholder("PROVIDER_ADDRESS")]);
    expect(provider.vatId).toBe(providerPlaceholder("PROVIDER_VAT_ID"));
    expect(provider.email).toMatch(/^\[.*PROVIDER_EMAIL setzen\]$/);
    expect(provider.missing).toEqual(ALL);
  });

  it("uses configured values, splits the address into lines and treats blanks as unset", () => {
    const provider = providerFromEnv({
      PROVIDER_NAME: "Seitenwerk GmbH",
      PROVIDER_ADDRESS: "Musterstraße 1, 10115 Berlin",
      PROVIDER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456",
      PROVIDER_VAT_ID: "DE123456789",
      PROVIDER_MANAGING_DIRECTOR: "Erika Mustermann",
      PROVIDER_EMAIL: "kontakt@seitenwerk.example",
      PROVIDER_PHONE: "   ",
    });
    expect(provider).toMatchObject({
      name: "Seitenwerk GmbH",
      addressLines: ["Musterstraße 1", "10115 Berlin"],
      register: "Amtsgericht Berlin-Charlottenburg, HRB 123456",
      vatId: "DE123456789",
      managingDirector: "Erika Mustermann",
      email: "kontakt@seitenwerk.example",
      phone: providerPlaceholder("PROVIDER_PHONE"),
      missing: ["PROVIDER_PHONE"],
    });
  });

  it("reads the values through the validated configuration", () => {
    const env = parseEnv({
      NODE_ENV: "test",
      SESSION_SECRET: "s",
      PROVIDER_NAME: "  Seitenwerk GmbH ",
      PROVIDER_EMAIL: "",
    });
    expect(providerFromEnv(env)).toMatchObject({
      name: "Seitenwerk GmbH",
      email: providerPlaceholder("PROVIDER_EMAIL"),
    });
    expect(() =>
      parseEnv({ NODE_ENV: "test", SESSION_SECRET: "s", PROVIDER_EMAIL: "keine-adresse" }),
    ).toThrow(/PROVIDER_EMAIL/);
  });

  it("prints a production imprint without placeholders, naming the contact form when no phone is set", () => {
    const text = JSON.stringify(
      impressumDocument(
        providerFromEnv({
          APP_ENV: "production",
          PROVIDER_NAME: "Seitenwerk GmbH",
          PROVIDER_ADDRESS: "Musterstraße 1, 10115 Berlin",
          PROVIDER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456",
          PROVIDER_VAT_ID: "DE123456789",
          PROVIDER_MANAGING_DIRECTOR: "Erika Mustermann",
          PROVIDER_EMAIL: "kontakt@seitenwerk.example",
        }),
      ),
    );
    expect(text).not.toContain("setzen]");
    expect(text).not.toContain("Telefon:");
    expect(text).toContain("E-Mail: kontakt@seitenwerk.example");
    expect(text).toContain("Kontaktformular: Seite „Kontakt“ dieser Website");
  });
});
