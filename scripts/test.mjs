#!/usr/bin/env node
// `npm test`: type check, production build, unit + integration tests (Vitest, embedded
// PostgreSQL; the security and fault suites also drive the built app over HTTP), then
// end-to-end tests (Playwright on Debian's Chromium, JavaScript on and off) on that build.
// TEST_DATABASE_URL=postgresql://… additionally runs the integration suite on that server.
import { spawnSync } from "node:child_process";

// SKIP_STATIC=1 (the second Node version in CI) leaves out the checks that do not depend on it
const staticChecks =
  process.env.SKIP_STATIC === "1"
    ? []
    : [
        ["Formatprüfung (Prettier)", "npx", ["--no-install", "prettier", "--check", "."]],
        ["Lint (ESLint)", "npx", ["--no-install", "eslint", ".", "--max-warnings=0"]],
      ];
const steps = [
  ...staticChecks,
  ["Typprüfung", "npx", ["--no-install", "tsc"]],
  // built once here: the integration suites test it over HTTP, and the e2e server reuses it
  ["Build", "npx", ["--no-install", "remix", "build"]],
  [
    "Unit- und Integrationstests (PGlite)",
    "npx",
    ["--no-install", "vitest", "run"],
    { DATABASE_URL: "" },
  ],
];
if (process.env.TEST_DATABASE_URL)
  steps.push([
    "Integrationstests (PostgreSQL)",
    "npx",
    ["--no-install", "vitest", "run", "tests/integration"],
    { DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
if (process.env.SKIP_E2E !== "1")
  steps.push([
    "End-to-End-Tests (Playwright)",
    "npx",
    ["--no-install", "playwright", "test"],
    // On PostgreSQL when there is one (as in production and CI): the browsers and the app
    // share two cores, and the embedded database would run inside the app's process.
    { E2E_SKIP_BUILD: "1", E2E_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "" },
  ]);

for (const [title, cmd, args, extraEnv = {}] of steps) {
  console.log(`\n=== ${title} ===`);
  const env = { ...process.env, ...extraEnv };
  if (env.DATABASE_URL === "") delete env.DATABASE_URL;
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  console.log(
    `--- ${title}: ${result.status === 0 ? "ok" : "FEHLGESCHLAGEN"} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
