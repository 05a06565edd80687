import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { LongFilesFirst } from "./tests/support/long-files-first";

// The suites that drive the production build over HTTP (tests/support/http-app.ts) are a
// project of their own: Vitest gives each project its own worker processes, so these never
// share one with the other files, whose process-wide state (the source modules' env, rate
// limits and job handlers beside the build's copies) they must not meet. Among themselves
// they pass in any order (checked with --sequence.shuffle.files, three seeds, one process).
// Every file that starts the HTTP app belongs here, so it is found by what it does rather
// than listed by hand.
const HTTP_SUITES = readdirSync("tests/integration")
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => `tests/integration/${name}`)
  .filter((file) => readFileSync(file, "utf8").includes("startHttpApp("));

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup-env.ts", "tests/support/setup-db.ts"],
    pool: "forks",
    // Two processes run all files, one after another each (isolate: false): a process per
    // file spent more CPU on loading the app's modules again than on the tests. Each file
    // still starts from an empty database and a
    // clean env (tests/support/setup-*.ts).
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    // loaded by Node itself (tests/support/http-app.ts imports the build through it)
    server: { deps: { external: [/\/tests\/support\/native-import\.mjs$/] } },
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/{unit,integration}/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
          exclude: HTTP_SUITES,
        },
      },
      { extends: true, test: { name: "http", include: HTTP_SUITES } },
    ],
  },
});
