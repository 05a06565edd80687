// (c) JavaScript loaded by "/": every /build/*.js referenced by the HTML (module preloads
// and the inline module imports), fetched as a browser gets it – brotli where the client
// takes it (Chromium does), gzip for a gzip-only client – and counted on the wire. Both are
// compressed at build time (scripts/compress-assets.mjs). Target < 120 KB.
import { rawResponse } from "../../tests/support/raw-response.ts";
import { runStandalone } from "./lib/main.mjs";

/** The size of the body as sent (not decoded) for this Accept-Encoding. */
async function bytesSent(url, acceptEncoding) {
  return (await rawResponse(url, { "accept-encoding": acceptEncoding })).body.length;
}

export async function run(stack) {
  console.log("\n## (c) JavaScript von /");
  const html = await (await fetch(`${stack.origin}/`)).text();
  const urls = [...new Set([...html.matchAll(/["'](\/build\/[^"']+\.js)["']/g)].map((m) => m[1]))];
  const totals = { identity: 0, br: 0, gzip: 0 };
  const sizes = [];
  for (const url of urls) {
    const raw = await bytesSent(`${stack.origin}${url}`, "identity");
    const br = await bytesSent(`${stack.origin}${url}`, "gzip, deflate, br, zstd");
    const gzip = await bytesSent(`${stack.origin}${url}`, "gzip");
    totals.identity += raw;
    totals.br += br;
    totals.gzip += gzip;
    sizes.push({ url, br, gzip });
  }
  // the largest files first: where a regression shows up
  for (const { url, br, gzip } of sizes.sort((a, b) => b.br - a.br).slice(0, 8))
    console.log(
      `${(br / 1024).toFixed(1).padStart(6)} KB br ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${url}`,
    );
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const ok = (bytes) => (bytes / 1024 < 120 ? "✓" : "✗");
  console.log(
    `${urls.length} Dateien, ${kb(totals.identity)} KB roh; gesendet: ${kb(totals.br)} KB brotli ${ok(totals.br)}, ${kb(totals.gzip)} KB gzip ${ok(totals.gzip)} – Ziel < 120 KB`,
  );
  return {
    files: urls.length,
    rawBytes: totals.identity,
    brotliBytes: totals.br,
    gzipBytes: totals.gzip,
  };
}

await runStandalone(import.meta.url, run);
