import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    environment: "node",
    include: ["tests/{unit,integration}/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup-env.ts", "tests/support/setup-db.ts"],
    // each file gets its own process and its own fresh database
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
