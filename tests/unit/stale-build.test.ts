// `npm start` builds again when the build is missing, is a development build or is older
// than a source file (scripts/stale-build.mjs). Checked on a folder of its own whose file
// times are set explicitly, so no test waits for the clock.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staleBuildReason } from "../../scripts/stale-build.mjs";

let root: string;
const BUILT_AT = new Date("2026-11-20T10:00:00Z");
const EARLIER = new Date("2026-11-20T09:00:00Z");
const LATER = new Date("2026-11-20T11:00:00Z");

function write(relative: string, content: string, time: Date) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  utimesSync(file, time, time);
}

function writeBuild(mode: "production" | "development") {
  const filler = "var x = 1;\n".repeat(50_000); // the mode sits at the end of a large bundle
  write("build/index.js", `${filler}var mode = "${mode}", publicPath = "/build/";\n`, BUILT_AT);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "stale-build-"));
  write("app/root.tsx", "export default 1;", EARLIER);
  write("app/routes/_index.tsx", "export default 1;", EARLIER);
  write("remix.config.js", "export default {};", EARLIER);
  write("tailwind.config.ts", "export default {};", EARLIER);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("staleBuildReason", () => {
  it("asks for a build when there is none", () => {
    expect(staleBuildReason({ root })).toBe("Kein Build gefunden");
  });

  it("keeps a production build that is newer than every source", () => {
    writeBuild("production");
    expect(staleBuildReason({ root })).toBeNull();
  });

  it("rebuilds when a route was edited after the build, naming the file", () => {
    writeBuild("production");
    utimesSync(path.join(root, "app/routes/_index.tsx"), LATER, LATER);
    expect(staleBuildReason({ root })).toBe(
      `${path.join("app", "routes", "_index.tsx")} ist neuer als der Build`,
    );
  });

  it("rebuilds when a new file appears under app/", () => {
    writeBuild("production");
    write("app/components/new-card.tsx", "export {};", LATER);
    expect(staleBuildReason({ root })).toMatch(/new-card\.tsx ist neuer als der Build$/);
  });

  it("rebuilds when the compiler's configuration changed", () => {
    writeBuild("production");
    utimesSync(path.join(root, "tailwind.config.ts"), LATER, LATER);
    expect(staleBuildReason({ root })).toBe("tailwind.config.ts ist neuer als der Build");
  });

  it("never serves the development build that npm run dev left behind", () => {
    writeBuild("development");
    expect(staleBuildReason({ root })).toBe("Der Build stammt von npm run dev (Entwicklungsmodus)");
  });
});
