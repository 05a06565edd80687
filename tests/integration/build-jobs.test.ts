// The production build must register every job and sweep. package.json declares
// "sideEffects": false, so the bundler drops modules imported only for their side effect;
// that once left the built app without its invoice, subscription, acceptance and retention
// jobs while every test of the source passed. A fresh process imports the build alone.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "build-jobs-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("the built app registers every job and every sweep", () => {
  if (!existsSync("build/index.js")) {
    const build = spawnSync("npx", ["--no-install", "remix", "build"], { stdio: "inherit" });
    expect(build.status).toBe(0);
  }
  const script = `
    await import(${JSON.stringify(path.resolve("build/index.js"))});
    const jobs = [...(globalThis.__jobRegistry?.keys() ?? [])].sort();
    const sweeps = [...(globalThis.__sweeps?.keys() ?? [])].sort();
    process.stdout.write("\\n" + JSON.stringify({ jobs, sweeps }) + "\\n");
    process.exit(0);`;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error" };
  delete env.DATABASE_URL;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  const last = run.stdout.trim().split("\n").pop()!;
  expect(JSON.parse(last)).toEqual({
    jobs: ["backup", "issue-invoice", "send-mail", "start-subscription", "sweep"],
    sweeps: ["abnahme", "aufbewahrung", "hosting", "sicherung", "sitzungen", "vorschau-faellig"],
  });
});

// They load with the first invoice (app/models/invoice): a static import anywhere in the app
// would hoist them into the bundle's head, and every start would pay ~1.5 CPU-s for them again
it("the built app loads the invoice libraries on first use, not at start", () => {
  expect(existsSync("build/index.js")).toBe(true);
  const bundle = readFileSync("build/index.js", "utf8");
  for (const name of ["@e-invoice-eu/core", "@cantoo/pdf-lib", "pdfkit", "fontkit"]) {
    expect(bundle, name).not.toMatch(new RegExp(`^import [^;]* from "${name}";$`, "m"));
    expect(bundle, name).toContain(`import("${name}")`);
  }
});
