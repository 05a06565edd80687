#!/usr/bin/env node
// `npm start`: builds when there is no build, applies migrations, then serves the app
// with our production server (server/index.mjs: Express around Remix's request handler with
// request ids, pino logs, the cross-origin check and security headers) on PORT (default 3000).
// Signals are passed on so a SIGTERM lets in-flight requests finish.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  DatabaseLockedError,
  embeddedDatabaseDir,
  LOCK_TOKEN_ENV,
  lockEmbeddedDatabase,
} from "../server/pglite-lock.mjs";

// named by the embedded database's lock (app/utils/pglite-lock.server.ts) when another
// process is refused: "… von Prozess 1234 (npm start) verwendet"
process.env.SEITENWERK_PROCESS_LABEL ||=
  process.env.npm_lifecycle_event === "start" ? "npm start" : "node scripts/start.mjs";

// The embedded database is locked for the whole start (server/pglite-lock.mjs): migrate
// deploy and then the server share this process's lock through LOCK_TOKEN_ENV, so a second
// `npm start` on the same directory is refused, also in the moment between the two.
const databaseDir = embeddedDatabaseDir(process.env);
if (databaseDir && !databaseDir.startsWith("memory://")) {
  try {
    const token = lockEmbeddedDatabase(databaseDir);
    if (token) process.env[LOCK_TOKEN_ENV] = token;
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(`\nFEHLER: ${error.message}\n`);
    process.exit(1);
  }
}

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync("build/index.js") || process.env.FORCE_BUILD === "1") {
  console.log("Kein Build gefunden – baue die App …");
  run("npx", ["--no-install", "remix", "build"]);
}
if (process.env.SKIP_MIGRATIONS !== "1") {
  console.log("Wende Datenbank-Migrationen an …");
  run("node", ["scripts/migrate.mjs"]);
}

// started directly with node (no npx layer), so signals reach it directly
const serverEntry = fileURLToPath(new URL("../server/index.mjs", import.meta.url));
const server = spawn(process.execPath, [serverEntry, "./build/index.js"], {
  stdio: "inherit",
  // React and Remix need NODE_ENV=production for their production paths
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || "production",
    PORT: process.env.PORT || "3000",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
