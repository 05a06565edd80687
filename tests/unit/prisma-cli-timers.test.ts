// scripts/prisma-cli-timers.cjs, preloaded into the Prisma CLI by scripts/migrate.mjs: a
// long timer no longer keeps a finished process alive; short timers and the work behind
// them run as before.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const preload = path.resolve("scripts/prisma-cli-timers.cjs");

function run(script: string, withPreload: boolean) {
  const args = withPreload ? ["--require", preload, "-e", script] : ["-e", script];
  // "long" means 200 ms and more here, so no test waits seconds for a real timer
  const env = { ...process.env, PRISMA_CLI_LONG_TIMER_MS: "200" };
  return spawnSync(process.execPath, args, { encoding: "utf8", env, timeout: 30_000 });
}

describe("prisma-cli-timers preload", () => {
  it("lets the process end with a long timer pending; short timers still fire", () => {
    const script =
      "setTimeout(() => console.log('lang'), 60_000); setTimeout(() => console.log('kurz'), 10);";
    const result = run(script, true);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("kurz\n");
  });

  it("keeps a long timer firing while other work keeps the process alive", () => {
    // the interval stands for an open database socket; the long timer ends it
    const script =
      "const work = setInterval(() => {}, 50);" +
      "setTimeout(() => { console.log('lang'); clearInterval(work); }, 300);";
    const result = run(script, true);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe("lang\n");
  });

  it("is what makes the difference: without it the long timer holds the process", () => {
    const result = run("setTimeout(() => console.log('lang'), 300);", false);
    expect(result.stdout).toBe("lang\n");
  });
});
