#!/usr/bin/env node
// `npm start`: builds when there is no build, applies migrations, then serves the app
// with remix-serve on PORT (default 3000). Signals are passed on so a SIGTERM lets
// in-flight requests finish.
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

// remix-serve's CLI straight from node_modules (no npx layer), so signals reach it directly
const serveCli = fileURLToPath(new URL("../node_modules/@remix-run/serve/dist/cli.js", import.meta.url));
const server = spawn(process.execPath, [serveCli, "./build/index.js"], {
  stdio: "inherit",
  env: { ...process.env, PORT: process.env.PORT || "3000" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
