#!/usr/bin/env node
// `npm start`: builds when there is no build, applies migrations, then serves the app
// with our production server (server/index.mjs: Express around Remix's request handler with
// request ids, pino logs, the cross-origin check and security headers) on PORT (default 3000).
// Signals are passed on so a SIGTERM lets in-flight requests finish.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

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
