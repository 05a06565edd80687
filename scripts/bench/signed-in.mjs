// (b) Signed-in pages with 1 000 orders (50 customers × 20, every paid one with payments,
// invoices, deliveries and a thread), each beside its anchor measured in the same run
//: a bare node:http handler that sends the page's own SQL through `pg`, renders
// the same element tree with renderToString and gzips it (lib/bare-page.mjs). Prints CPU
// per request for app and bare, the ratio app ÷ bare, SQL statements per request and p95,
// then 200 connections on /dashboard; compares with bench/baseline.json (lib/baseline.mjs).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runAutocannon } from "./lib/autocannon.mjs";
import {
  compareWithBaseline,
  measureMachineSpeed,
  wantsBaseline,
  writeBaseline,
} from "./lib/baseline.mjs";
import { parseHtml } from "./lib/html-tree.mjs";
import { fmt } from "./lib/load.mjs";
import { runStandalone, seconds } from "./lib/main.mjs";
import { seedCustomersWithHistory } from "./lib/seed.mjs";
import { benchDatabaseServer, cpuMsOf } from "./lib/stack.mjs";

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");

/** The signed-in pages measured: label, and the request for customer c in turn i. */
const PAGES = [
  ["/dashboard", () => "/dashboard"],
  ["/order-details/{id}", (c, i) => `/order-details/${c.orders[i % c.orders.length]}`],
  ["/order-details/{id}/messages", (c) => `/order-details/${c.richOrder}/messages`],
  ["/billing", () => "/billing"],
  ["/admin/dashboard", () => "/admin/dashboard", "admin"],
  ["/admin/orders/{id}", (c) => `/admin/orders/${c.richOrder}`, "admin"],
];

async function startBare(file, port) {
  const child = spawn(
    process.execPath,
    [path.resolve("scripts/bench/lib/bare-page.mjs"), file, String(port)],
    { env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${origin}/none`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { origin, pid: /** @type {number} */ (child.pid), stop: () => child.kill() };
}

/** CPU per request of a process under autocannon (50 connections), after a warm-up. */
async function measure(pid, origin, requests) {
  // the JIT and the pools warm up first: the first requests of a page cost several times more
  await runAutocannon({ origin, durationMs: Math.min(2000, seconds(10) / 2), requests });
  const cpuBefore = await cpuMsOf(pid);
  const r = await runAutocannon({ origin, durationMs: seconds(10), requests });
  r.cpuMs = ((await cpuMsOf(pid)) - cpuBefore) / Math.max(1, r.requests);
  return r;
}

export async function run(stack, seeded) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-bench-signed-in-"));
  const t0 = performance.now();
  seeded ??= await seedCustomersWithHistory({ customers: 50, ordersEach: 20, perOrder: 3 });
  const { customers, adminCookie } = seeded;
  const database = benchDatabaseServer() ? "PostgreSQL-Server" : "eingebettetes PostgreSQL";
  const speedBefore = measureMachineSpeed();
  console.log(
    `\n## (b) Angemeldet: 1 000 Bestellungen (${database}, Daten in ${Math.round((performance.now() - t0) / 1000)} s angelegt), autocannon 50 Verbindungen, je ${seconds(10) / 1000} s, Last vorher ${load()}`,
  );

  // What each page sends to the database, counted by a second app process (the measured
  // one does no counting), and the statements and HTML the bare handler repeats.
  const logFile = path.join(dir, "queries.jsonl");
  const counting = await stack.startCountingApp(logFile);
  const headersOf = (c, admin) => ({
    Cookie: admin ? adminCookie : c.cookie,
    "Accept-Encoding": "gzip",
  });
  const bareSpecs = [];
  const queries = {};
  for (const [label, pathOf, role] of PAGES) {
    const c = customers[0];
    const url = pathOf(c, 0);
    // the first visit may mark messages as read; the second is the steady state
    await (await fetch(counting + url, { headers: headersOf(c, role) })).arrayBuffer();
    const res = await fetch(counting + url, { headers: headersOf(c, role) });
    await res.arrayBuffer();
    queries[label] = Number(res.headers.get("x-query-count"));
    const lines = readFileSync(logFile, "utf8").trim().split("\n");
    const { statements } = JSON.parse(lines[lines.length - 1]);
    const html = await (
      await fetch(stack.origin + url, {
        headers: { ...headersOf(c, role), "Accept-Encoding": "identity" },
      })
    ).text();
    bareSpecs.push({
      // reads only: a write (marking read) happens once per message, not per view
      statements: statements.filter((s) => /^\s*(SELECT|WITH)\b/i.test(s.text)),
      tree: parseHtml(html),
      htmlBytes: Buffer.byteLength(html),
    });
  }
  const specFile = path.join(dir, "pages.json");
  writeFileSync(specFile, JSON.stringify(bareSpecs));
  const bare = await startBare(specFile, Number(stack.env.PORT) + 4);

  const results = {};
  for (const [index, [label, pathOf, role]] of PAGES.entries()) {
    // every customer's cookie in turn, each connection cycling through them
    const requests = customers.map((c, i) => ({ path: pathOf(c, i), headers: headersOf(c, role) }));
    const app = await measure(stack.pid, stack.origin, requests);
    const bareRun = await measure(bare.pid, bare.origin, [
      { path: `/${index}`, headers: { "Accept-Encoding": "gzip" } },
    ]);
    const ratio = app.cpuMs / bareRun.cpuMs;
    results[label] = {
      cpuMs: Number(app.cpuMs.toFixed(3)),
      bareCpuMs: Number(bareRun.cpuMs.toFixed(3)),
      htmlBytes: bareSpecs[index].htmlBytes,
      ratio: Number(ratio.toFixed(2)),
      queries: queries[label],
      p95: app.p95,
      rps: Math.round(app.rps),
    };
    console.log(`${label}: ${fmt(app)}`);
    console.log(
      `  CPU je Anfrage: App ${app.cpuMs.toFixed(2)} ms, nackter Handler ${bareRun.cpuMs.toFixed(2)} ms (${Math.round(bareRun.rps)} req/s, gleiche ${queries[label]} Abfragen über pg, renderToString, gzip; ${Math.round(bareSpecs[index].htmlBytes / 1024)} KB HTML) → Verhältnis ${ratio.toFixed(2)} (Ziel ≤ 1,5) ${ratio <= 1.5 ? "✓" : "✗"}; SQL-Anweisungen je Anfrage: ${queries[label]}; Last ${load()}`,
    );
  }
  // The stack's fixed cost per request, which no page can go below: /healthz is a Remix
  // resource route that answers "ok" without database, session or React – Express, Remix,
  // the security headers and the access log only – beside node:http's empty 404
  const floorApp = await measure(stack.pid, stack.origin, [{ path: "/healthz" }]);
  const floorBare = await measure(bare.pid, bare.origin, [{ path: "/none" }]);
  console.log(
    `Grundkosten je Anfrage: /healthz (Express, Remix-Ressourcenroute, Sicherheitsheader, Zugriffsprotokoll; ohne Datenbank, Sitzung und React) ${floorApp.cpuMs.toFixed(2)} ms, node:http mit leerer Antwort ${floorBare.cpuMs.toFixed(2)} ms; Last ${load()}`,
  );
  bare.stop();

  // 200 connections on /dashboard: the default 10 s autocannon time-out; BENCH_CROWD_SECONDS
  // keeps its 30 s when BENCH_SECONDS shortens the rest
  const crowdMs = Number(process.env.BENCH_CROWD_SECONDS || 0) * 1000 || seconds(30);
  const crowd = await runAutocannon({
    origin: stack.origin,
    durationMs: crowdMs,
    connections: 200,
    requests: customers.map((c) => ({ path: "/dashboard", headers: headersOf(c) })),
  });
  const ok = crowd.timeouts === 0 && !crowd.statuses["5xx"];
  console.log(
    `/dashboard mit 200 Verbindungen, ${crowdMs / 1000} s: ${fmt(crowd)}, p99 ${crowd.p99.toFixed(0)} ms, ${crowd.timeouts} Zeitüberschreitungen, ${crowd.statuses["5xx"] ?? 0} × 5xx – Ziel: keine ${ok ? "✓" : "✗"}; Last ${load()}`,
  );

  await queryCosts(customers[0]);
  // the machine's yardstick before and after the pages (lib/baseline.mjs)
  const speedMs = Number(((speedBefore + measureMachineSpeed()) / 2).toFixed(3));
  console.log(`Maßstab der Maschine (fester Arbeitsschritt, CPU): ${speedMs.toFixed(3)} ms`);
  if (wantsBaseline())
    writeBaseline(database, results, {
      database,
      machineSpeedMs: speedMs,
      dashboard200: {
        p99: crowd.p99,
        timeouts: crowd.timeouts,
        status5xx: crowd.statuses["5xx"] ?? 0,
      },
    });
  else compareWithBaseline(database, results, speedMs);
  return results;
}

/**
 * Where a signed-in page's time goes: CPU per call of the queries /dashboard runs, through
 * Prisma (as the app runs them) and as the same SQL straight through pg, in this process.
 */
async function queryCosts(customer) {
  const { getUser } = await import("../../app/utils/auth.server.ts");
  const { listOwnOrders } = await import("../../app/models/order/order.server.ts");
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
    // the lever for hot reads: the same SQL as a tagged template through Prisma
    [
      "Bestellungen, gleiches SQL über Prisma ($queryRaw)",
      await perCall(
        () =>
          prisma.$queryRaw`SELECT id, status, "packageType", company, "createdAt", "totalPriceCents", "paymentType", "monthlyPriceCents", "isTestPayment" FROM orders WHERE "userId" = ${customer.userId}::uuid ORDER BY "createdAt" DESC`,
      ),
    ],
    ["SELECT 1 über Prisma ($queryRaw)", await perCall(() => prisma.$queryRaw`SELECT 1`)],
  ];
  await pool.end();
  console.log(`  CPU je Datenbankaufruf (in diesem Prozess, Last ${load()}):`);
  for (const [label, ms] of rows) console.log(`  – ${label}: ${ms.toFixed(2)} ms`);
}

await runStandalone(import.meta.url, (stack) => run(stack));
