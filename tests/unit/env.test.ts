import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/utils/env.server";

const base = { DATA_DIR: "/tmp/seitenwerk-env-test" };

describe("configuration", () => {
  it("runs with stand-ins when nothing is configured", () => {
    const env = parseEnv({ ...base });
    expect(env.APP_ENV).toBe("development");
    expect(env.PORT).toBe(3000);
    expect(env.services).toEqual({ database: false, smtp: false, s3: false, stripe: false });
    expect(env.sessionSecrets).toHaveLength(1);
    expect(env.appUrl).toBe("http://localhost:3000");
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
    const env = parseEnv({
      ...base,
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
    });
    expect(env.services).toEqual({ database: true, smtp: true, s3: true, stripe: true });
    expect(env.sessionSecrets).toEqual(["new-secret", "old-secret"]);
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
