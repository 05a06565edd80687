#!/usr/bin/env node
// `npm test`: type check, unit + integration tests (Vitest, embedded PostgreSQL), then
// end-to-end tests (Playwright on Debian's Chromium, JavaScript on and off).
// TEST_DATABASE_URL=postgresql://… additionally runs the integration suite on that server.
import { spawnSync } from "node:child_process";

const steps = [
  ["Typprüfung", "npx", ["--no-install", "tsc"]],
  ["Unit- und Integrationstests (PGlite)", "npx", ["--no-install", "vitest", "run"], { DATABASE_URL: "" }],
];
if (process.env.TEST_DATABASE_URL)
  steps.push(["Integrationstests (PostgreSQL)", "npx", ["--no-install", "vitest", "run", "tests/integration"], { DATABASE_URL: process.env.TEST_DATABASE_URL }]);
if (process.env.SKIP_E2E !== "1") steps.push(["End-to-End-Tests (Playwright)", "npx", ["--no-install", "playwright", "test"]]);

for (const [title, cmd, args, extraEnv = {}] of steps) {
  console.log(`\n=== ${title} ===`);
  const env = { ...process.env, ...extraEnv };
  if (env.DATABASE_URL === "") delete env.DATABASE_URL;
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  console.log(`--- ${title}: ${result.status === 0 ? "ok" : "FEHLGESCHLAGEN"} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
