#!/usr/bin/env node
// Applies pending migrations to DATABASE_URL, or – when it is unset – to the embedded
// PostgreSQL server of DATA_DIR (started for the run when it is not running, and stopped
// again afterwards unless another process uses it).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { withDatabase } from "./with-database.mjs";

// see the file: without it the CLI idles 10 s after its work is done
const preload = fileURLToPath(new URL("./prisma-cli-timers.cjs", import.meta.url));
// the CLI's own entry with this node: npx would add a second Node start (~0.5 s) to every start
const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");

const status = await withDatabase(
  (url) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [prismaCli, "migrate", "deploy"], {
        stdio: "inherit",
        env: {
          ...process.env,
          DATABASE_URL: url,
          NODE_OPTIONS:
            `${process.env.NODE_OPTIONS ?? ""} --require ${JSON.stringify(preload)}`.trim(),
        },
      });
      child.on("exit", (code) => resolve(code ?? 1));
    }),
);
process.exit(status);
