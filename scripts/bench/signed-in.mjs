// (b) Signed-in /dashboard and /order-details/{id} with 1 000 orders in PostgreSQL
// (50 customers × 20 orders; each request comes from one of them at random).
// Target: ≥ 1 000 req/s and p95 < 50 ms.
import { runAutocannon } from "./lib/autocannon.mjs";
import { fmt } from "./lib/load.mjs";
import { runStandalone, seconds } from "./lib/main.mjs";
import { seedCustomersWithOrders } from "./lib/seed.mjs";

export async function run(stack, customers) {
  customers ??= await seedCustomersWithOrders({ customers: 50, ordersEach: 20 });
  console.log("\n## (b) Angemeldet, 1 000 Bestellungen in PostgreSQL (autocannon, 50 Verbindungen, je %d s)", seconds(20) / 1000);
  const results = {};
  for (const [label, path] of [
    ["/dashboard", () => "/dashboard"],
    ["/order-details/{id}", (c, i) => `/order-details/${c.orders[i % c.orders.length]}`],
  ]) {
    // every customer's cookie in turn, each connection cycling through them
    const requests = customers.map((c, i) => ({ path: path(c, i), headers: { Cookie: c.cookie, "Accept-Encoding": "gzip" } }));
    const r = await runAutocannon({ origin: stack.origin, durationMs: seconds(20), requests });
    results[label] = r;
    const ok = r.rps >= 1000 && r.p95 < 50;
    console.log(`${label}: ${fmt(r)} – Ziel ≥ 1 000 req/s und p95 < 50 ms ${ok ? "✓" : "✗"}`);
  }
  return results;
}

await runStandalone(import.meta.url, (stack) => run(stack));
