// (a) Anonymous public pages beside a bare Node http handler, 50 connections, 20 s each.
// Target: page req/s ÷ bare req/s ≥ 0.25. Each page is measured uncompressed (as
// autocannon does by default) and with gzip.
import { fmt, runLoad } from "./lib/load.mjs";
import { runStandalone, seconds } from "./lib/main.mjs";
import { startHello } from "./lib/stack.mjs";

export const PUBLIC_PATHS = ["/", "/package-selection", "/portfolio/baeckerei-richter"];

export async function run(stack) {
  console.log("\n## (a) Öffentliche Seiten (50 Verbindungen, je %d s)", seconds(20) / 1000);
  const hello = await startHello(stack.env.PORT ? Number(stack.env.PORT) + 1 : 3651);
  const bare = await runLoad({ origin: hello.origin, durationMs: seconds(20), next: () => ({ path: "/" }) });
  hello.stop();
  console.log(`bare Node http: ${fmt(bare)}`);
  const results = [];
  // autocannon sends no Accept-Encoding, so the comparable figure is uncompressed;
  // the gzip line shows what browsers (which always ask for gzip) cost
  for (const [label, headers] of [["wie autocannon, unkomprimiert", {}], ["mit Accept-Encoding: gzip", { "Accept-Encoding": "gzip" }]]) {
    console.log(`– ${label}`);
    for (const path of PUBLIC_PATHS) {
      const r = await runLoad({ origin: stack.origin, durationMs: seconds(20), next: () => ({ path, headers }) });
      const ratio = r.rps / bare.rps;
      results.push({ path, label, ...r, ratio });
      console.log(`${path}: ${fmt(r)} – Verhältnis ${ratio.toFixed(2)} (Ziel ≥ 0,25) ${ratio >= 0.25 ? "✓" : "✗"}`);
    }
  }
  return { bare, results };
}

await runStandalone(import.meta.url, run);
