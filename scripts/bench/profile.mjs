// Where a signed-in page's CPU goes. Starts the production shape (lib/stack.mjs),
// seeds customers with history, then for each page starts one more app process under
// `node --cpu-prof`, warms it up and sends PROFILE_REQUESTS (300) sequential requests;
// only the samples taken between the first and the last measured request are counted.
// Prints CPU per request split by category (Prisma, pg, React, Remix, HTTP/gzip, GC, our
// own code by source file) and the top functions by self time.
//
//   npx remix build --sourcemap   # optional: our own code by source file instead of build/index.js
//   npx tsx scripts/bench/profile.mjs [/dashboard /billing …]
//   node scripts/bench/profile.mjs --summarise <file.cpuprofile>   # an existing profile
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(".");

/** Packages and Node internals → category; anything else in node_modules is named by package. */
const CATEGORIES = [
  [/node_modules\/(@prisma\/client|\.prisma)\//, "Prisma (Client, JS-Query-Engine)"],
  [
    /node_modules\/(@prisma\/adapter-pg|@prisma\/driver-adapter-utils|pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\//,
    "pg (Treiber, Adapter)",
  ],
  [/node_modules\/(react-dom|react|scheduler)\//, "React (Server-Render)"],
  [
    /node_modules\/(@remix-run|react-router|react-router-dom|turbo-stream)\//,
    "Remix (Daten, Routing)",
  ],
  [
    /node_modules\/(express|router|body-parser|finalhandler|send|serve-static|compression|on-headers|accepts|negotiator|vary|content-type|qs|cookie|set-cookie-parser|@web3-storage|undici|@mjackson)\//,
    "HTTP (Express, Fetch-Brücke, Cookies)",
  ],
  [
    /node_modules\/(pino|pino-http|pino-std-serializers|sonic-boom|thread-stream|fast-redact|quick-format-unescaped|atomic-sleep|on-exit-leak-free)\//,
    "Zugriffslog (pino)",
  ],
  [/node_modules\/(zod|@conform-to)\//, "zod/conform"],
  [/^node:zlib|^node:internal\/zlib/, "gzip"],
  // sockets and streams count for whoever writes to them (the HTTP answer or pg)
  [/^node:(_http|http$|internal\/http)/, "HTTP (Node)"],
  [/^wasm:/, "Prisma (Client, JS-Query-Engine)"],
  [/^node:internal\/crypto|^node:crypto/, "Krypto (Sitzungs-Cookie)"],
];

function categoryOfUrl(url, mapped) {
  if (!url) return null;
  const u = url.replace(/^file:\/\//, "");
  for (const [re, name] of CATEGORIES) if (re.test(u)) return name;
  const pkg = u.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (pkg) return `Paket ${pkg[1]}`;
  if (u.startsWith("node:")) return null; // internals count for whoever called them
  if (mapped) return `eigener Code: ${mapped}`;
  const rel = path.relative(ROOT, u);
  return `eigener Code: ${rel}`;
}

/** Maps a position in build/index.js to its source file, when a source map is there. */
function buildMapper() {
  const mapFile = path.join(ROOT, "build/index.js.map");
  if (!existsSync(mapFile)) return () => null;
  // postcss's dependency, only for this script: sync API, no WebAssembly to load
  return import("source-map-js").then(({ SourceMapConsumer }) => {
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8")));
    const cache = new Map();
    return (line, column) => {
      const key = `${line}:${column}`;
      if (!cache.has(key)) {
        const pos = consumer.originalPositionFor({ line: line + 1, column });
        let src = pos.source ? pos.source.replace(/^.*?(app\/|node_modules\/)/, "$1") : null;
        if (src?.startsWith("node_modules/")) src = `§${src}`;
        cache.set(key, src);
      }
      return cache.get(key);
    };
  });
}

/**
 * @param {any} profile a parsed .cpuprofile
 * @param {{ fromUs?: number, toUs?: number, requests?: number, mapper?: Function }} options
 */
export function summarise(
  profile,
  { fromUs = -Infinity, toUs = Infinity, requests = 1, mapper = () => null } = {},
) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const category = new Map();
  const catOf = (id) => {
    if (category.has(id)) return category.get(id);
    const n = nodes.get(id);
    const f = n.callFrame;
    let c;
    if (f.functionName === "(garbage collector)") c = "GC";
    else if (f.functionName === "(program)") c = "V8 (nicht zuordenbar)";
    else if (f.functionName === "(idle)") c = "(idle)";
    else if (f.functionName === "(root)") c = "Node (Event-Loop, intern)";
    else {
      const mapped = f.url.endsWith("/build/index.js")
        ? mapper(f.lineNumber, f.columnNumber)
        : null;
      // a package bundled into the build counts as that package
      if (mapped?.startsWith("§")) c = categoryOfUrl(mapped.slice(1), null);
      else c = categoryOfUrl(f.url, mapped) ?? catOf(parent.get(id));
    }
    category.set(id, c);
    return c;
  };
  const byCat = new Map();
  const byFn = new Map();
  let t = profile.startTime;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < fromUs || t > toUs) continue;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const id = profile.samples[i];
    const c = catOf(id);
    if (c === "(idle)") continue;
    busy += dt;
    byCat.set(c, (byCat.get(c) ?? 0) + dt);
    const f = nodes.get(id).callFrame;
    const where = f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}` : "";
    const key = `${f.functionName || "(anonym)"} ${where} [${c}]`;
    byFn.set(key, (byFn.get(key) ?? 0) + dt);
  }
  const perReq = (us) => us / 1000 / requests;
  return {
    totalMs: perReq(busy),
    categories: [...byCat]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({ name, ms: perReq(us), share: us / busy })),
    functions: [...byFn]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, us]) => ({ name, ms: perReq(us), share: us / busy })),
  };
}

/** Folds categories into the handful of rows the README's table shows. */
export function rowsOf(summary) {
  const fold = new Map();
  for (const { name, ms } of summary.categories) {
    const row = name.startsWith("eigener Code: app/")
      ? "eigener Code (app/)"
      : name.startsWith("eigener Code")
        ? "eigener Code (server/, Build)"
        : name.startsWith("Paket ")
          ? "andere Pakete"
          : name;
    fold.set(row, (fold.get(row) ?? 0) + ms);
  }
  return [...fold].sort((a, b) => b[1] - a[1]);
}

function print(label, summary) {
  const pct = (s) => `${(s * 100).toFixed(1).padStart(5)} %`;
  console.log(`\n### ${label}: ${summary.totalMs.toFixed(2)} ms CPU je Anfrage (Hauptthread)`);
  for (const { name, ms, share } of summary.categories.filter((c) => c.share >= 0.005))
    console.log(`  ${ms.toFixed(2).padStart(6)} ms ${pct(share)}  ${name}`);
  console.log(
    "  – Zusammengefasst: " +
      rowsOf(summary)
        .map(([n, ms]) => `${n} ${ms.toFixed(2)}`)
        .join(" | "),
  );
  console.log("  Top-Funktionen (Eigenzeit):");
  for (const { name, ms, share } of summary.functions.slice(0, 10))
    console.log(`  ${ms.toFixed(3).padStart(7)} ms ${pct(share)}  ${name}`);
}

const PAGES = {
  "/dashboard": () => "/dashboard",
  "/order-details/{id}": (c, i) => `/order-details/${c.orders[i % c.orders.length]}`,
  "/order-details/{id}/messages": (c) => `/order-details/${c.richOrder}/messages`,
  "/billing": () => "/billing",
  "/admin/dashboard": () => "/admin/dashboard",
  "/admin/orders/{id}": (c) => `/admin/orders/${c.richOrder}`,
};

async function main() {
  const mapper = await buildMapper();
  if (process.argv[2] === "--summarise") {
    const profile = JSON.parse(readFileSync(process.argv[3], "utf8"));
    print(
      process.argv[3],
      summarise(profile, { mapper, requests: Number(process.env.PROFILE_REQUESTS || 1) }),
    );
    return;
  }
  const { cpuMsOf, startStack } = await import("./lib/stack.mjs");
  const { seedCustomersWithHistory } = await import("./lib/seed.mjs");
  const wanted = process.argv.slice(2).filter((a) => a in PAGES);
  const pages = wanted.length ? wanted : Object.keys(PAGES);
  const n = Number(process.env.PROFILE_REQUESTS || 300);
  const stack = await startStack();
  try {
    const { customers, adminCookie } = await seedCustomersWithHistory({
      customers: Number(process.env.PROFILE_CUSTOMERS || 10),
      ordersEach: 20,
      perOrder: 3,
    });
    // PROFILE_AB="NAME=value": two app processes, the second with that variable, measured in
    // alternating batches of 25 requests – a before/after under the same load
    if (process.env.PROFILE_AB) {
      const [name, value] = process.env.PROFILE_AB.split("=");
      for (const [index, label] of pages.entries()) {
        const base = Number(stack.env.PORT) + 20 + index * 2;
        const apps = [
          await stack.startExtraApp(base, []),
          await stack.startExtraApp(base + 1, [], { [name]: value }),
        ];
        const cpu = [0, 0];
        const get = async (/** @type {number} */ a, /** @type {number} */ i) => {
          const c = customers[i % customers.length];
          const res = await fetch(apps[a].origin + PAGES[label](c, i), {
            headers: {
              Cookie: label.startsWith("/admin") ? adminCookie : c.cookie,
              "Accept-Encoding": "gzip",
            },
          });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
        };
        for (let i = 0; i < 60; i++) for (const a of [0, 1]) await get(a, i);
        for (let batch = 0; batch < n / 25; batch++)
          for (const a of batch % 2 ? [1, 0] : [0, 1]) {
            const before = await cpuMsOf(apps[a].child.pid);
            for (let i = 0; i < 25; i++) await get(a, batch * 25 + i);
            cpu[a] += (await cpuMsOf(apps[a].child.pid)) - before;
          }
        for (const app of apps) app.child.kill("SIGTERM");
        console.log(
          `${label}: ${(cpu[0] / n).toFixed(2)} ms ohne, ${(cpu[1] / n).toFixed(2)} ms mit ${process.env.PROFILE_AB} (${n} je Prozess, abwechselnd; Last ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(" / ")})`,
        );
      }
      return;
    }
    for (const [index, label] of pages.entries()) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-profile-"));
      // PROFILE_CPU=1: no profiler, only the process's CPU time per request (all threads)
      const cpuOnly = process.env.PROFILE_CPU === "1";
      const app = await stack.startExtraApp(
        Number(stack.env.PORT) + 10 + index,
        cpuOnly ? [] : ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=250"],
      );
      const get = async (i) => {
        const c = customers[i % customers.length];
        const res = await fetch(app.origin + PAGES[label](c, i), {
          headers: {
            Cookie: label.startsWith("/admin") ? adminCookie : c.cookie,
            "Accept-Encoding": "gzip",
          },
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
      };
      for (let i = 0; i < 60; i++) await get(i);
      // how much of the page is the hydration data Remix inlines (window.__remixContext)
      const html = await (
        await fetch(app.origin + PAGES[label](customers[0], 0), {
          headers: { Cookie: label.startsWith("/admin") ? adminCookie : customers[0].cookie },
        })
      ).text();
      const context = html.match(/window\.__remixContext = .*?;<\/script>/s)?.[0] ?? "";
      const kb = (/** @type {string} */ part) => (Buffer.byteLength(part) / 1024).toFixed(1);
      const part = (/** @type {RegExp} */ re) => html.match(re)?.[0] ?? "";
      console.log(
        `${label}: ${kb(html)} KB HTML, davon ${kb(context)} KB window.__remixContext, ${kb(part(/<header[\s\S]*?<\/header>/))} KB Kopf, ${kb(part(/<footer[\s\S]*?<\/footer>/))} KB Fuß, ${kb(part(/<main[\s\S]*<\/main>/))} KB <main>`,
      );
      if (process.env.PROFILE_HTML_DIR)
        writeFileSync(
          path.join(process.env.PROFILE_HTML_DIR, `${label.replace(/\W+/g, "_")}.html`),
          html,
        );
      // V8's profile clock and hrtime are both CLOCK_MONOTONIC on Linux
      const fromUs = Number(process.hrtime.bigint() / 1000n);
      const cpuBefore = await cpuMsOf(app.child.pid);
      for (let i = 0; i < n; i++) await get(i);
      const cpuMs = ((await cpuMsOf(app.child.pid)) - cpuBefore) / n;
      const toUs = Number(process.hrtime.bigint() / 1000n);
      app.child.kill("SIGTERM");
      await new Promise((r) => app.child.once("exit", r));
      if (cpuOnly) {
        console.log(
          `${label}: ${cpuMs.toFixed(2)} ms CPU je Anfrage (${n} nacheinander, Last ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(" / ")})`,
        );
        continue;
      }
      const file = path.join(
        dir,
        readdirSync(dir).find((f) => f.endsWith(".cpuprofile")),
      );
      const profile = JSON.parse(readFileSync(file, "utf8"));
      print(
        `${label} (${n} Anfragen nacheinander, Last ${os.loadavg()[0].toFixed(1)}; ${file})`,
        summarise(profile, { fromUs, toUs, requests: n, mapper }),
      );
    }
  } finally {
    // the figures are out; a stack that does not stop in time must not hold the shell
    setTimeout(() => process.exit(0), 15_000).unref();
    await stack.stop();
  }
  process.exit(0);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("profile.mjs"))
  await main();
