// (a) Anonymous public pages beside a bare Node http handler, under autocannon with 50
// connections, 20 s each. Target: page req/s ÷ bare req/s ≥ 0.25. Each page is measured
// uncompressed (autocannon's default) and with gzip (what browsers ask for).
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { rawResponse } from "../../tests/support/raw-response.ts";
import { runAutocannon } from "./lib/autocannon.mjs";
import { fmt } from "./lib/load.mjs";
import { runStandalone, seconds } from "./lib/main.mjs";
import { cpuMsOf, startHello } from "./lib/stack.mjs";

export const PUBLIC_PATHS = ["/", "/package-selection", "/portfolio/baeckerei-richter"];

export async function run(stack) {
  console.log("\n## (a) Öffentliche Seiten (50 Verbindungen, je %d s)", seconds(20) / 1000);
  const hello = await startHello(stack.env.PORT ? Number(stack.env.PORT) + 1 : 3651);
  const bare = await runAutocannon({
    origin: hello.origin,
    durationMs: seconds(20),
    requests: [{ path: "/" }],
  });
  hello.stop();
  console.log(`bare Node http: ${fmt(bare)}`);
  const results = [];
  for (const [label, headers] of [
    ["unkomprimiert (autocannon-Standard)", {}],
    ["mit Accept-Encoding: gzip", { "Accept-Encoding": "gzip" }],
  ]) {
    console.log(`– ${label}`);
    for (const path of PUBLIC_PATHS) {
      // one warm-up request: the first visit renders the page and stores it
      await fetch(new URL(path, stack.origin));
      const cpuBefore = await cpuMsOf(stack.pid);
      const r = await runAutocannon({
        origin: stack.origin,
        durationMs: seconds(20),
        requests: [{ path, headers }],
      });
      // how busy the server was: well below 100 % means the load generator is the limit
      r.serverBusy = ((await cpuMsOf(stack.pid)) - cpuBefore) / seconds(20);
      const ratio = r.rps / bare.rps;
      results.push({ path, label, ...r, ratio });
      console.log(
        `${path}: ${fmt(r)} – Verhältnis ${ratio.toFixed(2)} (Ziel ≥ 0,25) ${ratio >= 0.25 ? "✓" : "✗"}; Server-CPU ${Math.round(r.serverBusy * 100)} % eines Kerns`,
      );
    }
  }
  // For reading the uncompressed figures: the same bytes as the start page from a bare
  // handler (the uncompressed runs move ~48 KB per answer, the hello baseline 5 bytes).
  const file = path.join(
    mkdtempSync(path.join(os.tmpdir(), "seitenwerk-bench-page-")),
    "start.html",
  );
  writeFileSync(
    file,
    Buffer.from(
      await (
        await fetch(new URL("/", stack.origin), { headers: { "Accept-Encoding": "identity" } })
      ).arrayBuffer(),
    ),
  );
  const samePage = await startHello(stack.env.PORT ? Number(stack.env.PORT) + 2 : 3652, file);
  const sameBytes = await runAutocannon({
    origin: samePage.origin,
    durationMs: seconds(20),
    requests: [{ path: "/" }],
  });
  samePage.stop();
  const startPage = results.find((r) => r.path === "/" && r.label.startsWith("unkomprimiert"));
  console.log(
    `zum Vergleich: bare Node http mit denselben ${Math.round(statSync(file).size / 1024)} KB wie / (unkomprimiert): ${fmt(sameBytes)} – / erreicht davon ${(startPage.rps / sameBytes.rps).toFixed(2)}`,
  );
  // what a browser gets – the same gzip bytes as the app's "/" from a bare
  // handler. Target: the app reaches ≥ 0.9 of it.
  const gzipFile = path.join(path.dirname(file), "start.html.gz");
  const sent = await rawResponse(new URL("/", stack.origin), { "Accept-Encoding": "gzip" });
  writeFileSync(gzipFile, sent.body);
  // and the same headers (security headers, cache validators …): the same bytes on the wire
  const sameGzip = await startHello(
    stack.env.PORT ? Number(stack.env.PORT) + 3 : 3653,
    gzipFile,
    sent.headers,
  );
  const sameGzipBytes = await runAutocannon({
    origin: sameGzip.origin,
    durationMs: seconds(20),
    requests: [{ path: "/", headers: { "Accept-Encoding": "gzip" } }],
  });
  sameGzip.stop();
  const startPageGzip = results.find((r) => r.path === "/" && r.label.startsWith("mit"));
  const gzipRatio = startPageGzip.rps / sameGzipBytes.rps;
  console.log(
    `bare Node http mit denselben ${(statSync(gzipFile).size / 1024).toFixed(1)} KB gzip wie /: ${fmt(sameGzipBytes)} – / (gzip) erreicht davon ${gzipRatio.toFixed(2)} (Ziel ≥ 0,9) ${gzipRatio >= 0.9 ? "✓" : "✗"}`,
  );
  return { bare, results, sameBytes, sameGzipBytes, gzipRatio };
}

await runStandalone(import.meta.url, run);
