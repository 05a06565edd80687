// The build's guard against browser code that reads from a `.server` module
// (scripts/check-client-bundle.mjs), on chunks written as esbuild writes them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findServerReads } from "../../scripts/check-client-bundle.mjs";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), "client-bundle-"));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), source);
  }
  return dir;
}

const stubChunk =
  'import{b as o}from"/build/_shared/rt.js";var p=o((r,e)=>{e.exports={}});export{p as a};';

describe("findServerReads", () => {
  it("names a value read from a .server stub imported from a shared chunk", async () => {
    const { stubs, reads } = await findServerReads(
      build({
        "_shared/chunk-S.js": stubChunk,
        "routes/reset-password-X.js":
          'import{a as x}from"/build/_shared/chunk-S.js";var o=r(x(),1);function k(){return t.jsx(n,{children:o.RESET_INVALID})}',
      }),
    );
    expect(stubs).toBe(1);
    expect(reads).toEqual([{ file: "routes/reset-password-X.js", names: ["RESET_INVALID"] }]);
  });

  it("names a read from a stub defined in the same chunk", async () => {
    const { reads } = await findServerReads(
      build({
        "routes/dev.clock-X.js":
          "var F=H((it,R)=>{R.exports={}});var D=r(F(),1);var s=z.string().refine(v=>(0,D.isUuid)(v));",
      }),
    );
    expect(reads).toEqual([{ file: "routes/dev.clock-X.js", names: ["isUuid"] }]);
  });

  it("accepts a stub that is only imported for its side effects", async () => {
    const { stubs, reads } = await findServerReads(
      build({
        "_shared/chunk-S.js": stubChunk,
        "routes/login-X.js":
          'import{a as x}from"/build/_shared/chunk-S.js";var o=r(x(),1);var q={o:1};q.other;',
      }),
    );
    expect(stubs).toBe(1);
    expect(reads).toEqual([]);
  });

  it("lists a chunk that is nothing but a stub, not a stub beside other code", async () => {
    const { stubOnlyChunks } = await findServerReads(
      build({
        "_shared/chunk-S.js": stubChunk,
        "routes/dev.clock-X.js":
          "var F=H((it,R)=>{R.exports={}});var D=r(F(),1);export default function C(){return 1}",
      }),
    );
    expect(stubOnlyChunks).toEqual(["_shared/chunk-S.js"]);
  });

  it("counts no stub when the compiler writes them differently, which the build treats as a failure", async () => {
    const { stubs } = await findServerReads(build({ "routes/a.js": "export const a = 1;" }));
    expect(stubs).toBe(0);
  });
});
