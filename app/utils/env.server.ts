// Configuration, validated once at start. Every external service has a local stand-in
// that is used while it is not configured; APP_ENV=production (set by the Dockerfile)
// turns a missing service into a start-up error so a stand-in never serves customers.
// NODE_ENV is deliberately not used for this: `npm start` always sets it to production.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { logger } from "./logger.server";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const schema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: optional.pipe(z.string().url("muss eine vollständige URL sein (https://…)").optional()),
  DATA_DIR: z.string().trim().default("data"),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "muss eine postgresql:// URL sein")
      .optional(),
  ),
  // set by `npm start` (scripts/start.mjs) to the embedded server's data directory
  SEITENWERK_EMBEDDED_DATABASE: optional,
  SESSION_SECRET: optional,
  SMTP_URL: optional,
  SMTP_HOST: optional,
  SMTP_PORT: optional.pipe(z.coerce.number().int().optional()),
  SMTP_USER: optional,
  SMTP_PASS: optional,
  SMTP_SECURE: optional.pipe(z.enum(["true", "false"]).optional()),
  MAIL_FROM: z.string().trim().default("Seitenwerk <noreply@seitenwerk.example>"),
  // where a reply to any mail goes (MAIL_FROM is a no-reply address); default: PROVIDER_EMAIL,
  // else ADMIN_NOTIFY_EMAIL
  MAIL_REPLY_TO: optional.pipe(z.string().email("muss eine E-Mail-Adresse sein").optional()),
  S3_ENDPOINT: optional.pipe(z.string().url("muss eine URL sein").optional()),
  S3_REGION: z.string().trim().default("us-east-1"),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  // Another address for Stripe's API (stripe-mock, an egress proxy; fault tests point it at a closed port)
  STRIPE_API_BASE: optional.pipe(z.string().url("muss eine URL sein").optional()),
  // the operator tools (/dev/billing, /dev/clock, /dev/retention): only when asked for, never
  // in production; `npm start` without APP_ENV asks for them
  DEV_TOOLS: optional.pipe(z.enum(["0", "1"], { message: "muss 0 oder 1 sein" }).optional()),
  // memory (one instance) or database (shared by several instances behind a load balancer)
  RATE_LIMIT_STORE: z.enum(["memory", "database"]).default("memory"),
  ADMIN_EMAIL: optional.pipe(z.string().email("muss eine E-Mail-Adresse sein").optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(12, "muss mindestens 12 Zeichen haben").optional()),
  ADMIN_NOTIFY_EMAIL: optional.pipe(z.string().email("muss eine E-Mail-Adresse sein").optional()),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  LOG_FORMAT: optional.pipe(z.enum(["json", "pretty"]).optional()),
  RATE_LIMIT_REGISTER: optional.pipe(
    z.coerce.number().int().min(1, "muss mindestens 1 sein").optional(),
  ),
  // acceptance of a delivered preview (decisions: reminder after 7, deemed accepted after 14 days)
  ACCEPTANCE_REMINDER_DAYS: z.coerce.number().int().min(1, "muss mindestens 1 sein").default(7),
  ACCEPTANCE_DEEMED_DAYS: z.coerce.number().int().min(1, "muss mindestens 1 sein").default(14),
  // read by server/index.mjs and db.server.ts directly; validated here so a typo stops the start
  HOST: optional,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  // proxies in front that set X-Forwarded-* (0: exposed directly, 1: one load balancer, …)
  TRUST_PROXY: z
    .string()
    .regex(/^(\d|true|false)$/, "Anzahl der vertrauenswürdigen Proxys (0, 1, 2, …)")
    .default("0"),
  // a request body that sends nothing for this long while a route waits for it is cut (408)
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // job queue (app/jobs): 0 = this process only enqueues, `npm run worker` runs the jobs
  JOBS_WORKER: z.enum(["0", "1"]).default("1"),
  // connections of the job queue's own pool (PostgreSQL only; polling needs very few)
  JOBS_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(3),
  // how often an idle worker asks for new jobs (pg-boss allows 0.5 s at the least): a mail
  // leaves at most this long after it was queued
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // scheduled backups (app/models/backup): the daily time (Europe/Berlin, HH:MM) or "off";
  // unset: 03:00, and off in tests
  BACKUP_SCHEDULE: optional.pipe(
    z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, "Uhrzeit als HH:MM (z. B. 03:00) oder off")
      .optional(),
  ),
  // the folder for the scheduled archives (default DATA_DIR/backups)
  BACKUP_DIR: optional,
  // how many daily and monthly archives the scheduled backup keeps
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1, "muss mindestens 1 sein").default(7),
  BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).default(12),
  // an S3 bucket (and key prefix) instead of the folder; endpoint, region and keys default to
  // the app's S3_* settings, so one set of credentials serves both
  BACKUP_S3_BUCKET: optional,
  BACKUP_S3_PREFIX: optional,
  BACKUP_S3_ENDPOINT: optional.pipe(z.string().url("muss eine URL sein").optional()),
  BACKUP_S3_REGION: optional,
  BACKUP_S3_ACCESS_KEY_ID: optional,
  BACKUP_S3_SECRET_ACCESS_KEY: optional,
  // encrypts every archive (age format): a passphrase, or an age public key (age1…); restore
  // and drill decrypt with the passphrase or the identity file (AGE-SECRET-KEY-1…)
  BACKUP_PASSPHRASE: optional,
  BACKUP_AGE_RECIPIENT: optional.pipe(
    z
      .string()
      .regex(/^age1[0-9a-z]{20,}$/, "muss ein öffentlicher age-Schlüssel sein (age1…)")
      .optional(),
  ),
  BACKUP_AGE_IDENTITY: optional,
  // Provider details for the imprint, the legal pages and every invoice: required in
  // production (PROVIDER_REQUIRED_IN_PRODUCTION); elsewhere unset values show a placeholder.
  PROVIDER_NAME: optional,
  PROVIDER_ADDRESS: optional,
  PROVIDER_REGISTER: optional,
  PROVIDER_VAT_ID: optional.pipe(
    z
      .string()
      .regex(/^DE\d{9}$/, "muss eine deutsche USt-IdNr. sein (DE und 9 Ziffern, ohne Leerzeichen)")
      .optional(),
  ),
  PROVIDER_MANAGING_DIRECTOR: optional,
  PROVIDER_EMAIL: optional.pipe(z.string().email("muss eine E-Mail-Adresse sein").optional()),
  PROVIDER_PHONE: optional,
});

/**
 * What the imprint (§ 5 DDG, § 18 Abs. 2 MStV) and every invoice (§ 14 Abs. 4 UStG; § 35a
 * GmbHG for a company's business letters) must state about the provider, with the German
 * reason shown when a production start refuses. The pages present the provider as a
 * registered company with a managing director, so register and management are required.
 * PROVIDER_PHONE is not: e-mail plus the contact form satisfy § 5 Abs. 1 Nr. 2 DDG
 * (EuGH C-298/07), and an unset phone is left out in production instead of a placeholder.
 */
const PROVIDER_REQUIRED_IN_PRODUCTION = {
  PROVIDER_NAME: "Firmenname mit Rechtsform für Impressum und Rechnungen",
  PROVIDER_ADDRESS: "ladungsfähige Anschrift als „Straße Nr., PLZ Ort“",
  PROVIDER_EMAIL: "E-Mail-Adresse für das Impressum",
  PROVIDER_VAT_ID: "USt-IdNr., Pflichtangabe auf jeder Rechnung (§ 14 Abs. 4 Nr. 2 UStG)",
  PROVIDER_REGISTER: "Registergericht und Registernummer",
  PROVIDER_MANAGING_DIRECTOR: "Geschäftsführung (Vertretungsberechtigte)",
} as const;

// the invoice needs postcode and city on their own (ZUGFeRD), so the last part must be "PLZ Ort"
const ADDRESS_WITH_POSTCODE = /[,\n|]\s*\d{5}\s+[^,\n|]*\S\s*$/;

export type Env = z.infer<typeof schema> & {
  appUrl: string;
  sessionSecrets: string[];
  services: { database: boolean; smtp: boolean; s3: boolean; stripe: boolean };
};

export class EnvError extends Error {}

/** Parses and checks the configuration; throws EnvError listing every bad field. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  const problems: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.push(`${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Ungültige Konfiguration:\n- ${problems.join("\n- ")}`);
  }
  const env = result.data;
  const services = {
    // the embedded server is a stand-in like the others, although it is a real PostgreSQL
    database: Boolean(env.DATABASE_URL) && !env.SEITENWERK_EMBEDDED_DATABASE,
    smtp: Boolean(env.SMTP_URL || env.SMTP_HOST),
    s3: Boolean(env.S3_ENDPOINT),
    stripe: Boolean(env.STRIPE_SECRET_KEY),
  };
  if (services.s3) {
    for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
      if (!env[key]) problems.push(`${key}: fehlt (S3_ENDPOINT ist gesetzt)`);
  }
  if (env.BACKUP_PASSPHRASE && env.BACKUP_AGE_RECIPIENT)
    problems.push(
      "BACKUP_PASSPHRASE/BACKUP_AGE_RECIPIENT: nur eines von beiden setzen (age verschlüsselt entweder mit Passwort oder für Schlüssel)",
    );
  if (env.BACKUP_PASSPHRASE && env.BACKUP_PASSPHRASE.length < 12)
    problems.push("BACKUP_PASSPHRASE: muss mindestens 12 Zeichen haben");
  if (env.BACKUP_S3_BUCKET && !(env.BACKUP_S3_ENDPOINT ?? env.S3_ENDPOINT))
    problems.push(
      "BACKUP_S3_ENDPOINT: fehlt (BACKUP_S3_BUCKET ist gesetzt, S3_ENDPOINT auch nicht)",
    );
  if (services.stripe && !env.STRIPE_WEBHOOK_SECRET)
    problems.push("STRIPE_WEBHOOK_SECRET: fehlt (STRIPE_SECRET_KEY ist gesetzt)");
  if (env.ACCEPTANCE_REMINDER_DAYS >= env.ACCEPTANCE_DEEMED_DAYS)
    problems.push("ACCEPTANCE_REMINDER_DAYS: muss kleiner als ACCEPTANCE_DEEMED_DAYS sein");
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD))
    problems.push("ADMIN_EMAIL/ADMIN_PASSWORD: nur zusammen setzen");
  if (env.APP_ENV === "production") {
    if (!services.database)
      problems.push("DATABASE_URL: in Produktion erforderlich (kein eingebettetes PostgreSQL)");
    if (!services.smtp) problems.push("SMTP_URL oder SMTP_HOST: in Produktion erforderlich");
    if (!services.s3)
      problems.push(
        "S3_ENDPOINT (+ S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): in Produktion erforderlich",
      );
    if (!services.stripe)
      problems.push("STRIPE_SECRET_KEY und STRIPE_WEBHOOK_SECRET: in Produktion erforderlich");
    if (!env.SESSION_SECRET) problems.push("SESSION_SECRET: in Produktion erforderlich");
    if (env.DEV_TOOLS === "1")
      problems.push(
        "DEV_TOOLS: in Produktion nicht erlaubt (die Testwerkzeuge steuern Zahlungen und Fristen)",
      );
    if (!env.APP_URL)
      problems.push("APP_URL: in Produktion erforderlich (für Links in E-Mails und Zahlungen)");
    for (const [key, what] of Object.entries(PROVIDER_REQUIRED_IN_PRODUCTION))
      if (!env[key as keyof typeof PROVIDER_REQUIRED_IN_PRODUCTION])
        problems.push(`${key}: in Produktion erforderlich – ${what}`);
    if (env.PROVIDER_ADDRESS && !ADDRESS_WITH_POSTCODE.test(env.PROVIDER_ADDRESS))
      problems.push(
        "PROVIDER_ADDRESS: bitte als „Straße Nr., PLZ Ort“ angeben (Rechnungen brauchen Postleitzahl und Ort)",
      );
  }
  if (problems.length) throw new EnvError(`Ungültige Konfiguration:\n- ${problems.join("\n- ")}`);

  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    sessionSecrets: env.SESSION_SECRET
      ? env.SESSION_SECRET.split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [localSessionSecret(env.DATA_DIR)],
    services,
  };
}

// Outside production a secret is generated once and kept in the data folder, so
// sessions survive restarts without anybody having to configure anything.
function localSessionSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  } catch {
    // read-only file system: a per-process secret still works
  }
  return secret;
}

let cached: Env | undefined;
export function getEnv(): Env {
  return (cached ??= parseEnv(process.env));
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}

/**
 * What a production start is allowed to do but should hear about loudly: settings that are
 * right for exactly one app instance and silently wrong from the second one on
 * (docs/decisions/044-production-single-or-many.md). Local uploads and mails to disk are no
 * such case: parseEnv refuses them in production outright.
 */
export function productionWarnings(env: Pick<Env, "APP_ENV" | "RATE_LIMIT_STORE">): string[] {
  if (env.APP_ENV !== "production") return [];
  const warnings: string[] = [];
  if (env.RATE_LIMIT_STORE === "memory")
    warnings.push(
      "RATE_LIMIT_STORE=memory: Die Zähler für Anmeldeversuche, Registrierungen, Kontaktanfragen und E-Mails liegen im Speicher dieses Prozesses. " +
        "Das ist nur mit genau einer App-Instanz richtig: Mit einer zweiten zählt jede Instanz für sich, hinter einem Load Balancer bekommt ein Angreifer das Vielfache der erlaubten Versuche, und jeder Neustart setzt die Zähler auf null. " +
        "Für mehr als eine Instanz RATE_LIMIT_STORE=database setzen.",
    );
  return warnings;
}

let announced = false;
/** Logs loudly which stand-ins are in use. Called once at server start. */
export function announceStandIns(log: (msg: string) => void = (msg) => logger.warn(msg)) {
  if (announced) return;
  announced = true;
  const env = getEnv();
  const bar = "=".repeat(72);
  const warnings = productionWarnings(env);
  if (warnings.length)
    log(
      `${bar}\nACHTUNG: Produktion nur für eine einzige App-Instanz eingerichtet\n- ${warnings.join("\n- ")}\n${bar}`,
    );
  const standIns: string[] = [];
  if (!env.services.database)
    standIns.push(
      `Datenbank: eingebettetes PostgreSQL in ${env.SEITENWERK_EMBEDDED_DATABASE ?? path.join(env.DATA_DIR, "postgres")}`,
    );
  if (!env.services.smtp)
    standIns.push(
      `E-Mail: kein SMTP, Mails werden als .eml nach ${path.join(env.DATA_DIR, "mail")} geschrieben`,
    );
  if (!env.services.s3)
    standIns.push(`Uploads: kein S3, Dateien liegen in ${path.join(env.DATA_DIR, "uploads")}`);
  if (!env.services.stripe)
    standIns.push("Zahlungen: kein Stripe-Schlüssel, Testmodus mit simuliertem Checkout (MSW)");
  if (env.DEV_TOOLS === "1" && env.APP_ENV !== "production")
    standIns.push(
      "Testwerkzeuge an (DEV_TOOLS=1): /dev/billing, /dev/clock und /dev/retention für angemeldete Admins",
    );
  if (standIns.length === 0) return;
  log(
    `${bar}\nACHTUNG: Lokale Platzhalter aktiv (APP_ENV=${env.APP_ENV}) – nicht für echte Kunden!\n- ${standIns.join("\n- ")}\n${bar}`,
  );
}
