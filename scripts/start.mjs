#!/usr/bin/env node
// `npm start`: without DATABASE_URL starts (or finds running) the embedded PostgreSQL server
// of DATA_DIR (server/embedded-postgres.mjs), builds when the build is missing or older than
// the sources (scripts/stale-build.mjs), applies migrations, then serves the app with our
// production server (server/index.mjs: Express around Remix's request handler with request
// ids, pino logs, the cross-origin check and security headers) on PORT (default 3000).
// SIGTERM and SIGINT (Ctrl-C) let in-flight requests finish, then the embedded database is
// stopped cleanly – unless another process (`npm run worker`) still uses it.
//
// `npm run dev` (--dev): the same database, stand-ins and migrations, then `remix dev`
// rebuilds on every saved file and restarts the same server (server/index.mjs) on the
// development build; the browser reloads through Remix's live-reload socket
// (docs/decisions/005-dev-loop.md).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  EmbeddedPostgresError,
  ensureEmbeddedPostgres,
  legacyPgliteNotice,
} from "../server/embedded-postgres.mjs";
import { staleBuildReason } from "./stale-build.mjs";

const dev = process.argv.includes("--dev");

/** @type {import("node:child_process").ChildProcess | undefined} */
let current;
/** @type {Awaited<ReturnType<typeof ensureEmbeddedPostgres>> | undefined} */
let database;
let stopping = false;

async function exit(code) {
  if (database) {
    try {
      await database.release();
    } catch (error) {
      console.error(`Die eingebettete Datenbank ließ sich nicht beenden: ${error.message}`);
    }
  }
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    // the server drains its requests and exits; its exit then ends this process
    if (current) current.kill(signal);
    else if (!stopping) void exit(0);
    stopping = true;
  });

/** Runs a step as a child (signals reach it); resolves with its exit code. */
function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    current = spawn(cmd, args, { stdio: "inherit", env });
    current.on("exit", (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// a newcomer's first start (no APP_ENV) gets the operator tools that play payments and
// deadlines; any configured environment has to ask for them (DEV_TOOLS=1)
if (!process.env.APP_ENV?.trim() && process.env.DEV_TOOLS === undefined)
  process.env.DEV_TOOLS = "1";

if (dev && process.env.APP_ENV === "production") {
  console.error(
    "\nFEHLER: npm run dev ist nicht für APP_ENV=production – dafür gibt es npm start.\n",
  );
  process.exit(1);
}
if (!process.env.DATABASE_URL?.trim() && process.env.APP_ENV === "production") {
  // the production image has no embedded server (a dev dependency) and must never use one
  console.error(
    "\nFEHLER: DATABASE_URL fehlt – in Produktion erforderlich (kein eingebettetes PostgreSQL).\n",
  );
  process.exit(1);
}
if (!process.env.DATABASE_URL?.trim()) {
  const dataDir = process.env.DATA_DIR || "data";
  const notice = legacyPgliteNotice(dataDir);
  if (notice) console.log(`\n${notice}\n`);
  try {
    database = await ensureEmbeddedPostgres({ dataDir });
  } catch (error) {
    if (!(error instanceof EmbeddedPostgresError)) throw error;
    console.error(`\nFEHLER: ${error.message}\n`);
    process.exit(1);
  }
  process.env.DATABASE_URL = database.url;
  // the start-up banner says "eingebettete Datenbank in …" instead of a server address
  process.env.SEITENWERK_EMBEDDED_DATABASE = database.dir;
  if (stopping) await exit(0);
}

// an edited source must never be served from an older build (FORCE_BUILD=1 builds anyway)
// (remix dev makes its own development build)
const staleBuild = dev
  ? null
  : process.env.FORCE_BUILD === "1"
    ? "FORCE_BUILD=1"
    : staleBuildReason();
if (staleBuild) {
  console.log(`${staleBuild} – baue die App …`);
  const code = await run("npm", ["run", "--silent", "build"]);
  if (code !== 0 || stopping) await exit(code);
}
if (process.env.SKIP_MIGRATIONS !== "1") {
  console.log("Wende Datenbank-Migrationen an …");
  const code = await run(process.execPath, [
    fileURLToPath(new URL("./migrate.mjs", import.meta.url)),
  ]);
  if (code !== 0 || stopping) await exit(code);
}

if (dev) {
  // remix dev builds in development mode, then starts the command with NODE_ENV=development
  // and REMIX_DEV_ORIGIN, and starts it again after every rebuild (server/index.mjs reports
  // each start with broadcastDevReady, and the browser reloads)
  const remix = fileURLToPath(
    new URL("../node_modules/@remix-run/dev/dist/cli.js", import.meta.url),
  );
  const { NODE_ENV: _production, ...env } = process.env;
  const code = await run(
    process.execPath,
    [remix, "dev", "-c", "node server/index.mjs ./build/index.js"],
    {
      ...env,
      PORT: process.env.PORT || "3000",
    },
  );
  await exit(code);
}

// started directly with node (no npx layer), so signals reach it directly
const serverEntry = fileURLToPath(new URL("../server/index.mjs", import.meta.url));
const code = await run(process.execPath, [serverEntry, "./build/index.js"], {
  ...process.env,
  // React and Remix need NODE_ENV=production for their production paths
  NODE_ENV: process.env.NODE_ENV || "production",
  PORT: process.env.PORT || "3000",
});
await exit(code);
