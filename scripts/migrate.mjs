#!/usr/bin/env node
// Applies pending migrations to the configured database (DATABASE_URL, or the embedded
// PGlite in ./data/pglite). Must not run while the app holds the embedded database open.
import { spawnSync } from "node:child_process";

const result = spawnSync("npx", ["--no-install", "prisma", "migrate", "deploy"], {
  stdio: "inherit",
  env: process.env,
});
process.exit(result.status ?? 1);
