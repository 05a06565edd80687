// Test configuration: no external service is configured, so every stand-in is used
// unless a test starts a real one (SMTP sink, S3 server) and points the env at it.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.APP_ENV = "test";
// one JSON object per line, as in production (development's readable lines cost time here)
process.env.LOG_FORMAT ??= "json";
process.env.SESSION_SECRET = "test-secret-one,test-secret-two";
process.env.APP_URL = "http://localhost:3000";
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-test-"));
for (const key of [
  "SMTP_URL",
  "SMTP_HOST",
  "S3_ENDPOINT",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
])
  delete process.env[key];

// the German zod messages, as the app's entries install them
const { installGermanErrorMap } = await import("~/utils/zod-errors");
installGermanErrorMap();
