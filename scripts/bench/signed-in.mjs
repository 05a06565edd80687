// (b) Signed-in /dashboard and /order-details/{id} with 1 000 orders in PostgreSQL
// (50 customers × 20 orders; each request comes from one of them at random).
// Target: ≥ 1 000 req/s and p95 < 50 ms.
import { runAutocannon } from "./lib/autocannon.mjs";
import { fmt } from "./lib/load.mjs";
import { runStandalone, seconds } from "./lib/main.mjs";
import { seedCustomersWithOrders } from "./lib/seed.mjs";
import { cpuMsOf } from "./lib/stack.mjs";

export async function run(stack, customers) {
  customers ??= await seedCustomersWithOrders({ customers: 50, ordersEach: 20 });
  console.log(
    "\n## (b) Angemeldet, 1 000 Bestellungen in PostgreSQL (autocannon, 50 Verbindungen, je %d s)",
    seconds(20) / 1000,
  );
  const results = {};
  for (const [label, path] of [
    ["/dashboard", () => "/dashboard"],
    ["/order-details/{id}", (c, i) => `/order-details/${c.orders[i % c.orders.length]}`],
  ]) {
    // every customer's cookie in turn, each connection cycling through them
    const requests = customers.map((c, i) => ({
      path: path(c, i),
      headers: { Cookie: c.cookie, "Accept-Encoding": "gzip" },
    }));
    const cpuBefore = await cpuMsOf(stack.pid);
    const r = await runAutocannon({ origin: stack.origin, durationMs: seconds(20), requests });
    r.serverCpuMsPerRequest = ((await cpuMsOf(stack.pid)) - cpuBefore) / Math.max(1, r.requests);
    results[label] = r;
    const ok = r.rps >= 1000 && r.p95 < 50;
    console.log(`${label}: ${fmt(r)} – Ziel ≥ 1 000 req/s und p95 < 50 ms ${ok ? "✓" : "✗"}`);
    console.log(
      `  Server-CPU je Anfrage: ${r.serverCpuMsPerRequest.toFixed(1)} ms (1 000 req/s verlangen ≤ 1 ms je Kern)`,
    );
  }
  await queryCosts(customers[0]);
  return results;
}

/**
 * Where a signed-in page's time goes: CPU per call of the queries /dashboard runs, through
 * Prisma (as the app runs them) and as the same SQL straight through pg, in this process.
 */
async function queryCosts(customer) {
  const { getUser } = await import("../../app/utils/auth.server.ts");
  const { listOwnOrders } = await import("../../app/models/order.server.ts");
  const { prisma } = await import("../../app/utils/db.server.ts");
  const pg = (await import("pg")).default;
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const request = new Request("http://bench/dashboard", { headers: { Cookie: customer.cookie } });
  const perCall = async (fn, n = 300) => {
    for (let i = 0; i < 30; i++) await fn();
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) await fn();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000 / n;
  };
  const rows = [
    ["Sitzung + Benutzer (Prisma)", await perCall(() => getUser(request))],
    ["Bestellungen des Kunden (Prisma)", await perCall(() => listOwnOrders(customer.userId))],
    [
      "Bestellungen, gleiches SQL direkt über pg",
      await perCall(() =>
        pool.query(
          'SELECT id, status, "packageType", company, "createdAt", "totalPriceCents", "paymentType", "monthlyPriceCents", "isTestPayment" FROM orders WHERE "userId" = $1 ORDER BY "createdAt" DESC',
          [customer.userId],
        ),
      ),
    ],
    ["SELECT 1 über Prisma ($queryRaw)", await perCall(() => prisma.$queryRaw`SELECT 1`)],
  ];
  await pool.end();
  console.log("  CPU je Datenbankaufruf (in diesem Prozess):");
  for (const [label, ms] of rows) console.log(`  – ${label}: ${ms.toFixed(2)} ms`);
}

await runStandalone(import.meta.url, (stack) => run(stack));
