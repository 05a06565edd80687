import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    environment: "node",
    include: ["tests/{unit,integration}/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup-env.ts", "tests/support/setup-db.ts"],
    // Two processes run all files, one after another each (isolate: false): a process per
    // file spent more CPU on loading the app's modules again than on the tests. Each file
    // still starts from an empty database and a clean env (tests/support/setup-*.ts).
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    // loaded by Node itself (tests/support/http-app.ts imports the build through it)
    server: { deps: { external: [/\/tests\/support\/native-import\.mjs$/] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
