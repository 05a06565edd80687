import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, productionWarnings } from "~/utils/env.server";
import { providerFromEnv } from "~/utils/provider.server";

const base = { DATA_DIR: "/tmp/seitenwerk-env-test" };

const productionServices = {
  APP_ENV: "production",
  APP_URL: "https://seitenwerk.example",
  DATABASE_URL: "postgresql://app:secret@db:5432/app",
  SMTP_URL: "smtp://mail:25",
  S3_ENDPOINT: "http://minio:9000",
  S3_BUCKET: "uploads",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  SESSION_SECRET: "new-secret,old-secret",
};

const provider = {
  PROVIDER_NAME: "Seitenwerk GmbH",
  PROVIDER_ADDRESS: "Musterstraße 1, 10115 Berlin",
  PROVIDER_EMAIL: "kontakt@seitenwerk.example",
  PROVIDER_VAT_ID: "DE123456789",
  PROVIDER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
  PROVIDER_MANAGING_DIRECTOR: "Erika Mustermann",
};

function problemsOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("parseEnv hat die Konfiguration angenommen");
}

describe("configuration", () => {
  it("runs with stand-ins when nothing is configured", () => {
    const env = parseEnv({ ...base });
    expect(env.APP_ENV).toBe("development");
    expect(env.PORT).toBe(3000);
    expect(env.services).toEqual({ database: false, smtp: false, s3: false, stripe: false });
    expect(env.sessionSecrets).toHaveLength(1);
    expect(env.appUrl).toBe("http://localhost:3000");
  });

  it("polls for jobs every 2 s unless told otherwise, never below pg-boss' 0.5 s", () => {
    expect(parseEnv({ ...base }).JOBS_POLL_SECONDS).toBe(2);
    expect(parseEnv({ ...base, JOBS_POLL_SECONDS: "0.5" }).JOBS_POLL_SECONDS).toBe(0.5);
    expect(problemsOf({ ...base, JOBS_POLL_SECONDS: "0.1" })).toContain("JOBS_POLL_SECONDS");
  });

  it("refuses to start in production with a missing service, listing every field", () => {
    expect(() => parseEnv({ ...base, APP_ENV: "production" })).toThrow(EnvError);
    try {
      parseEnv({ ...base, APP_ENV: "production" });
    } catch (error) {
      const message = (error as Error).message;
      for (const field of [
        "DATABASE_URL",
        "SMTP_URL",
        "S3_ENDPOINT",
        "STRIPE_SECRET_KEY",
        "SESSION_SECRET",
        "APP_URL",
      ])
        expect(message).toContain(field);
    }
  });

  it("accepts a complete production configuration", () => {
    const env = parseEnv({ ...base, ...productionServices, ...provider });
    expect(env.services).toEqual({ database: true, smtp: true, s3: true, stripe: true });
    expect(env.sessionSecrets).toEqual(["new-secret", "old-secret"]);
  });

  it("refuses a production start without the provider's legal details, listing each in German", () => {
    const message = problemsOf({ ...base, ...productionServices });
    expect(message).toContain(
      "PROVIDER_NAME: in Produktion erforderlich – Firmenname mit Rechtsform für Impressum und Rechnungen",
    );
    expect(message).toContain(
      "PROVIDER_ADDRESS: in Produktion erforderlich – ladungsfähige Anschrift als „Straße Nr., PLZ Ort“",
    );
    expect(message).toContain("PROVIDER_EMAIL: in Produktion erforderlich");
    expect(message).toContain(
      "PROVIDER_VAT_ID: in Produktion erforderlich – USt-IdNr., Pflichtangabe auf jeder Rechnung (§ 14 Abs. 4 Nr. 2 UStG)",
    );
    expect(message).toContain("PROVIDER_REGISTER: in Produktion erforderlich");
    expect(message).toContain("PROVIDER_MANAGING_DIRECTOR: in Produktion erforderlich");
    // e-mail and the contact form are the contact channels § 5 DDG asks for
    expect(message).not.toContain("PROVIDER_PHONE");
    // the services are complete: the provider details are the only problems
    expect(message.split("\n- ").slice(1)).toHaveLength(6);

    // one gap is named alone, and blanks count as missing
    expect(problemsOf({ ...base, ...productionServices, ...provider, PROVIDER_VAT_ID: "  " })).toBe(
      "Ungültige Konfiguration:\n- PROVIDER_VAT_ID: in Produktion erforderlich – USt-IdNr., Pflichtangabe auf jeder Rechnung (§ 14 Abs. 4 Nr. 2 UStG)",
    );
  });

  it("needs postcode and city at the end of the provider's address in production", () => {
    for (const address of [
      "Musterstraße 1 10115 Berlin",
      "Musterstraße 1, Berlin",
      "Musterstraße 1, 10115 Berlin, Deutschland",
    ])
      expect(
        problemsOf({ ...base, ...productionServices, ...provider, PROVIDER_ADDRESS: address }),
        address,
      ).toContain("PROVIDER_ADDRESS: bitte als „Straße Nr., PLZ Ort“ angeben");
    expect(() =>
      parseEnv({
        ...base,
        ...productionServices,
        ...provider,
        PROVIDER_ADDRESS: "Hauptstr. 5\n80331 München",
      }),
    ).not.toThrow();
  });

  it("checks the provider's USt-IdNr. wherever it is set", () => {
    expect(problemsOf({ ...base, PROVIDER_VAT_ID: "123456789" })).toContain(
      "PROVIDER_VAT_ID: muss eine deutsche USt-IdNr. sein (DE und 9 Ziffern, ohne Leerzeichen)",
    );
  });

  it("starts outside production without provider details, and the pages show loud placeholders", () => {
    for (const APP_ENV of ["development", "test"]) {
      const env = parseEnv({ ...base, APP_ENV });
      const details = providerFromEnv(env);
      expect(details.name).toBe("[Firmenname – bitte PROVIDER_NAME setzen]");
      expect(details.vatId).toBe("[USt-IdNr. – bitte PROVIDER_VAT_ID setzen]");
      expect(details.phone).toBe("[Telefonnummer – bitte PROVIDER_PHONE setzen]");
    }
  });

  it("leaves an unset phone out in production instead of showing a placeholder", () => {
    const details = providerFromEnv(parseEnv({ ...base, ...productionServices, ...provider }));
    expect(details).toMatchObject({ name: "Seitenwerk GmbH", phone: "", missing: [] });
  });

  it("reports malformed values", () => {
    expect(() => parseEnv({ ...base, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ...base, PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ ...base, S3_ENDPOINT: "http://s3:9000" })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});

describe("the operator tools", () => {
  it("are refused in production, in German", () => {
    expect(problemsOf({ ...base, ...productionServices, ...provider, DEV_TOOLS: "1" })).toContain(
      "DEV_TOOLS: in Produktion nicht erlaubt",
    );
    expect(() =>
      parseEnv({ ...base, ...productionServices, ...provider, DEV_TOOLS: "0" }),
    ).not.toThrow();
  });

  it("are named in the start's stand-in banner when on", async () => {
    const { announceStandIns, resetEnvCache } = await import("~/utils/env.server");
    const saved = { ...process.env };
    Object.assign(process.env, { APP_ENV: "development", DEV_TOOLS: "1" });
    resetEnvCache();
    const lines: string[] = [];
    try {
      announceStandIns((m) => lines.push(m));
    } finally {
      process.env = saved;
      resetEnvCache();
    }
    expect(lines.join("\n")).toContain("Testwerkzeuge an (DEV_TOOLS=1)");
  });
});

describe("a production start for more than one instance", () => {
  it("refuses uploads to the local folder and mails to disk, in German", () => {
    const withoutS3 = Object.fromEntries(
      Object.entries(productionServices).filter(([key]) => !key.startsWith("S3_")),
    );
    expect(problemsOf({ ...base, ...withoutS3, ...provider })).toContain(
      "S3_ENDPOINT (+ S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): in Produktion erforderlich",
    );
    const { SMTP_URL: _smtp, ...withoutSmtp } = productionServices;
    expect(problemsOf({ ...base, ...withoutSmtp, ...provider })).toContain(
      "SMTP_URL oder SMTP_HOST: in Produktion erforderlich",
    );
  });

  it("starts with in-memory rate limits (one instance is supported) but warns what a second one breaks", () => {
    for (const store of [undefined, "memory"]) {
      const env = parseEnv({
        ...base,
        ...productionServices,
        ...provider,
        ...(store ? { RATE_LIMIT_STORE: store } : {}),
      });
      expect(env.RATE_LIMIT_STORE).toBe("memory");
      const [warning, ...rest] = productionWarnings(env);
      expect(rest).toEqual([]);
      expect(warning).toContain("RATE_LIMIT_STORE=memory");
      expect(warning).toContain("nur mit genau einer App-Instanz richtig");
      expect(warning).toContain("RATE_LIMIT_STORE=database setzen");
    }
  });

  it("has nothing to warn about with shared rate limits, nor outside production", () => {
    const shared = parseEnv({
      ...base,
      ...productionServices,
      ...provider,
      RATE_LIMIT_STORE: "database",
    });
    expect(productionWarnings(shared)).toEqual([]);
    expect(productionWarnings(parseEnv({ ...base }))).toEqual([]);
  });
});
