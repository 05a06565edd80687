// `npm run test:scale` shortened: the same script (scripts/test-scale.mjs) with 6 s of load
// on the suite's PostgreSQL server and the build `npm test` made first. Two instances and a
// worker behind a round-robin proxy; one instance is killed with SIGKILL halfway and started
// again. A session, a file and a rate limit must work across both, every acknowledged
// write must be there afterwards, every mail job must run exactly once, and no 5xx may come
// from anything but the requests in flight on the killed instance.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { describe, expect, inject, it } from "vitest";

describe("two instances and a worker on one database, one storage, one mail server", () => {
  it("behave as one system under load while one instance is killed and restarted", async () => {
    const child: ChildProcessWithoutNullStreams = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/test-scale.mjs"],
      {
        env: {
          NODE_ENV: "production",
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TMPDIR: process.env.TMPDIR,
          SCALE_SECONDS: "6",
          TEST_DATABASE_URL: inject("serverUrl"),
          SCALE_TEMPLATE_DATABASE: inject("templateDatabase"),
        },
      },
    );
    let output = "";
    const code = await new Promise<number | null>((resolve) => {
      child.stdout.on("data", (d: Buffer) => (output += d));
      child.stderr.on("data", (d: Buffer) => (output += d));
      child.once("close", resolve);
    });
    const lines = output.trim().split("\n");
    expect(lines.at(-1), output).toMatch(
      /^scale: 2 instances \+ worker, [1-9]\d* requests, 0 lost writes, jobs exactly once: yes, 5xx outside the killed instance: 0$/,
    );
    for (const part of ["Sitzung:", "Datei:", "Rate-Limit:"])
      expect(output, output).toMatch(new RegExp(`${part}.*✓`));
    expect(output).toMatch(/Instanz 1 nach [\d.]+ s mit SIGKILL beendet/);
    expect(code, output).toBe(0);
  }, 240_000);
});
