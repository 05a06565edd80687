#!/usr/bin/env node
// Applies pending migrations to the configured database (DATABASE_URL, or the embedded
// PGlite in DATA_DIR/pglite or PGLITE_DIR). The Prisma CLI process locks the embedded
// database (prisma.config.ts → openPGlite): while the app or another migration holds it,
// this is refused with a German message naming that process, and exits with code 1.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

// see the file: without it the CLI idles 10 s after its work is done
const preload = fileURLToPath(new URL("./prisma-cli-timers.cjs", import.meta.url));
const result = spawnSync("npx", ["--no-install", "prisma", "migrate", "deploy"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${JSON.stringify(preload)}`.trim(),
  },
});
process.exit(result.status ?? 1);
