// Test configuration: no external service is configured, so every stand-in is used
// unless a test starts a real one (SMTP sink, S3 server) and points the env at it.
//
// Test files share a worker process (vitest.config.ts: isolate: false), so this file runs
// again before each of them and undoes what the previous file changed and left behind:
// process.env is what the process started with, the module state derived from it (the env
// cache, the in-memory rate limits) is dropped, and the fetch classes are Node's again.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// the fetch classes: tests/support/http-app.ts installs Remix's (as server/index.mjs does),
// and a route test after it must build its requests with Node's own again
const FETCH_GLOBALS = ["fetch", "Request", "Response", "Headers", "FormData", "File"] as const;
const g = globalThis as unknown as {
  __processStart?: {
    env: NodeJS.ProcessEnv;
    values: Record<string, string | undefined>;
    globals: Record<string, unknown>;
  };
};
const start = (g.__processStart ??= {
  env: process.env,
  values: { ...process.env },
  globals: Object.fromEntries(FETCH_GLOBALS.map((name) => [name, globalThis[name]])),
});
// a test may also have replaced process.env by a plain copy (which child processes ignore)
process.env = start.env;
for (const key of Object.keys(process.env)) if (!(key in start.values)) delete process.env[key];
Object.assign(process.env, start.values);
Object.assign(globalThis, start.globals);

process.env.APP_ENV = "test";
process.env.DEV_TOOLS = "1";
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

const { resetEnvCache } = await import("~/utils/env.server");
resetEnvCache();
const { _resetAllForTests } = await import("~/utils/rate-limit.server");
await _resetAllForTests();

// the German zod messages, as the app's entries install them
const { installGermanErrorMap } = await import("~/utils/zod-errors");
installGermanErrorMap();
