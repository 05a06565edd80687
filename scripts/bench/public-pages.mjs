// (a) Anonymous public pages beside a bare Node http handler, 50 connections, 20 s each.
// Target: page req/s ÷ bare req/s ≥ 0.25.
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
  for (const path of PUBLIC_PATHS) {
    // browsers send Accept-Encoding; the page is served compressed as in production
    const r = await runLoad({ origin: stack.origin, durationMs: seconds(20), next: () => ({ path, headers: { "Accept-Encoding": "gzip" } }) });
    const ratio = r.rps / bare.rps;
    results.push({ path, ...r, ratio });
    console.log(`${path}: ${fmt(r)} – Verhältnis ${ratio.toFixed(2)} (Ziel ≥ 0,25) ${ratio >= 0.25 ? "✓" : "✗"}`);
  }
  return { bare, results };
}

await runStandalone(import.meta.url, run);
