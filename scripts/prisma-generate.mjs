#!/usr/bin/env node
// `prisma generate` (postinstall). Prisma 7's CLI makes sure its native schema engine is on
// disk before any of its commands, generate included, and downloads it when it is missing –
// which these machines cannot (no internet) and must not do. Generating the client never runs
// that engine: PRISMA_SCHEMA_ENGINE_BINARY points the CLI at a stand-in that only explains,
// should anything ever start it. Migrations run on Prisma's WebAssembly schema engine instead
// (scripts/schema-engine.mjs).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
const standIn = fileURLToPath(new URL("./schema-engine-unavailable.sh", import.meta.url));
const result = spawnSync(process.execPath, [prismaCli, "generate", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || standIn,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
process.exit(result.status ?? 1);
