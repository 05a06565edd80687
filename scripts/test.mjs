#!/usr/bin/env node
// `npm test`: format, lint, type check and production build (side by side), then unit and
// integration tests (Vitest; the security and fault suites also drive the built app over
// HTTP), then end-to-end tests (Playwright on Debian's Chromium, JavaScript on and off) on
// that build.
//
// One engine everywhere: PostgreSQL. Without TEST_DATABASE_URL the suites start the app's
// own embedded server (Vitest in tests/.tmp, the e2e server through `npm start` in its
// DATA_DIR); with it, they use that server (a migrated template database per run there,
// and a fresh database `e2e_<port>`).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const serverUrl = process.env.TEST_DATABASE_URL || "";

// UNIT_NODE=/path/to/bin/node runs the unit and integration suites on that Node (CI: the
// image's Node 24, while the browser suite's app runs on the machines' Node 20): each engine
// is tested once instead of the whole Vitest pass twice (~4 min of CI)
const unitNode = process.env.UNIT_NODE || "";
const unitEnv = unitNode
  ? { PATH: `${path.dirname(unitNode)}${path.delimiter}${process.env.PATH}` }
  : {};

// The tools' own commands, not `npx`: each npx start of npm cost 0.5–0.6 CPU-s and as many
// seconds before the tool began (`tsc --version`: 0.6–0.7 s through npx, 0.2 s direct)
const windows = process.platform === "win32";
const bin = (name) => path.join("node_modules", ".bin", windows ? `${name}.cmd` : name);
const TSC7 = path.join("node_modules", "@typescript", "native", "bin", "tsc");

// SKIP_STATIC=1 (the second Node version in CI) leaves out what does not depend on the Node
// version: format, lint, types, and the build, which the first pass made (the HTTP suites use it)
const staticChecks = [
  ["Formatprüfung (Prettier)", bin("prettier"), ["--check", "."]],
  ["Lint (ESLint)", bin("eslint"), [".", "--max-warnings=0"]],
  // TypeScript 7's native compiler (package.json: "@typescript/native"): the same check in a
  // fraction of TypeScript 5.9's time, which was the stage's longest step. Called
  // by its path: TypeScript 5.9, which ESLint's parser and the editors still need for its
  // JavaScript API, installs a `tsc` command of the same name.
  ["Typprüfung (TypeScript 7)", process.execPath, [TSC7]],
  // unused files, exports and dependencies (knip.config.ts names what it cannot see)
  ["Toter Code (knip)", bin("knip"), ["--no-progress"]],
  ["Kommentare ohne Verlauf", process.execPath, ["scripts/check-comments.mjs"]],
  // built once here: the integration suites test it over HTTP, and the e2e server reuses it
  ["Build", "npm", ["run", "--silent", "build"]],
];
const stages = [
  // independent of each other, so they run side by side on the two cores
  ...(process.env.SKIP_STATIC === "1" && existsSync("build/index.js") ? [] : [staticChecks]),
  [
    [
      `Unit- und Integrationstests (PostgreSQL${serverUrl ? ", TEST_DATABASE_URL" : ", eingebettet"}${unitNode ? `, ${unitNode}` : ""})`,
      bin("vitest"),
      ["run"],
      { DATABASE_URL: serverUrl, ...unitEnv },
    ],
  ],
];
if (process.env.SKIP_E2E !== "1")
  stages.push([
    [
      "End-to-End-Tests (Playwright)",
      bin("playwright"),
      ["test"],
      { E2E_SKIP_BUILD: "1", E2E_DATABASE_URL: serverUrl },
      printServerErrors,
    ],
  ]);

/**
 * A failed browser test often shows only a German error page; the reason is in the app's
 * log (tests/support/e2e-server.ts keeps it), and CI keeps only what is printed here.
 */
function printServerErrors() {
  const file = `tests/.tmp/e2e-${process.env.E2E_PORT || 3100}/server.log`;
  if (!existsSync(file)) return;
  const lines = readFileSync(file, "utf8")
    .split("\n")
    // warnings too: a job's failed first attempt is only a warning, yet it can delay
    // what a test waits for (an invoice whose PDF could not be stored)
    .filter((line) => /"level":"(warn|error|fatal)"/.test(line));
  if (lines.length === 0) return;
  console.log(`\n=== Warnungen und Fehler des Testservers (${file}, ${lines.length}) ===`);
  // one short line each (no stacks), so CI's shortened output still shows Playwright's report
  for (const line of lines.slice(-20)) console.log(summarizeLogLine(line));
}

function summarizeLogLine(line) {
  try {
    const { time, level, msg, error, err } = JSON.parse(line);
    const e = error ?? err;
    const cause = e ? ` – ${e.type ?? e.name ?? ""} ${e.code ?? ""} ${e.message ?? ""}` : "";
    return `${time} ${level} ${msg}${cause}`.replace(/\s+/g, " ").slice(0, 400);
  } catch {
    return line.slice(0, 400);
  }
}

/** Runs one step; alone it prints as it goes, beside others its output comes in one piece. */
function run([title, cmd, args, extraEnv = {}, afterFailure], alone) {
  const env = { ...process.env, ...extraEnv };
  if (env.DATABASE_URL === "") delete env.DATABASE_URL;
  const started = Date.now();
  if (alone) console.log(`\n=== ${title} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: alone ? "inherit" : "pipe", shell: windows });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => {
      if (!alone) process.stdout.write(`\n=== ${title} ===\n${output}`);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (status !== 0) afterFailure?.();
      console.log(`--- ${title}: ${status === 0 ? "ok" : "FEHLGESCHLAGEN"} (${seconds} s)`);
      resolve(status ?? 1);
    });
  });
}

const started = Date.now();
for (const stage of stages) {
  const statuses = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\n=== Alles bestanden (${Math.round((Date.now() - started) / 1000)} s) ===`);
