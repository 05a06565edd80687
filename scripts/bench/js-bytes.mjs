// (c) JavaScript loaded by "/": every /build/*.js referenced by the HTML (module
// preloads and the inline module imports), fetched and gzipped. Target < 120 KB.
import { gzipSync } from "node:zlib";
import { runStandalone } from "./lib/main.mjs";

export async function run(stack) {
  console.log("\n## (c) JavaScript von /");
  const html = await (await fetch(`${stack.origin}/`)).text();
  const urls = [...new Set([...html.matchAll(/["'](\/build\/[^"']+\.js)["']/g)].map((m) => m[1]))];
  let raw = 0;
  let gz = 0;
  const sizes = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(`${stack.origin}${url}`)).arrayBuffer());
    const zipped = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += zipped;
    sizes.push({ url, zipped });
  }
  // the largest files first: where a regression shows up
  for (const { url, zipped } of sizes.sort((a, b) => b.zipped - a.zipped).slice(0, 8))
    console.log(`${(zipped / 1024).toFixed(1).padStart(6)} KB  ${url}`);
  const kb = gz / 1024;
  console.log(
    `${urls.length} Dateien, ${(raw / 1024).toFixed(1)} KB roh, ${kb.toFixed(1)} KB gzip – Ziel < 120 KB ${kb < 120 ? "✓" : "✗"}`,
  );
  return { files: urls.length, rawBytes: raw, gzipBytes: gz };
}

await runStandalone(import.meta.url, run);
