// The regression guard: `npm run bench -- --write-baseline` stores each page's
// figures in bench/baseline.json; every other run prints each page against it and says
// loudly when a page got more than 20 % heavier in CPU, queries or HTML per request.
// Queries per request do not depend on the machine; CPU does: machines of the same kind ran
// the same code up to twice as fast as others, so the guard scales CPU by the machine's speed
// measured in the same run (signed-in.mjs), and warns on CPU only when the ratio to the bare
// handler of the same minutes grew as well. Statements and HTML bytes per page do not depend on the machine.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// one file per database: the embedded one (BENCH_DB=embedded) is measured against its own
const BASELINE_FILE = "bench/baseline.json";
const fileFor = (/** @type {string} */ database) =>
  database === "eingebettetes PostgreSQL" ? "bench/baseline.embedded.json" : BASELINE_FILE;
const LIMIT = 0.2;

export const wantsBaseline = () => process.argv.includes("--write-baseline");

function readBaseline(database = "PostgreSQL-Server") {
  const file = fileFor(database);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

function machine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "?"}, Node ${process.version}`;
}

/**
 * CPU ms of a fixed piece of the work a page does besides its database – building ~300 KB of
 * HTML from rows, JSON and gzip – in this process; the median of 15 rounds. Not a page: a
 * yardstick for the machine, so figures from two machines (or one machine on two days) compare.
 */
function machineSpeedMs() {
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    id: `a1b2c3d4-${i}`,
    company: `Bäckerei Nummer ${i} GmbH`,
    status: i % 3 ? "paid" : "in_progress",
    totalCents: 24900 + i * 137,
    createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 28))).toISOString(),
  }));
  const round = () => {
    const started = process.cpuUsage();
    const data = JSON.parse(JSON.stringify(rows));
    const html = data
      .map(
        (r) =>
          `<tr class="border-b"><td>${r.company}</td><td>${r.status}</td><td>${(r.totalCents / 100).toFixed(2)} €</td><td>${r.createdAt.slice(0, 10)}</td><td><a href="/orders/${r.id}">Details</a></td></tr>`,
      )
      .join("");
    gzipSync(html);
    const used = process.cpuUsage(started);
    return (used.user + used.system) / 1000;
  };
  for (let i = 0; i < 15; i++) round(); // warm-up: the JIT, not the machine
  const times = Array.from({ length: 15 }, round).sort((a, b) => a - b);
  return Number(times[7].toFixed(3));
}

// run as a script (`node baseline.mjs --yardstick`), this module prints the yardstick: the
// fresh process measureMachineSpeed starts
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--yardstick"))
  console.log(machineSpeedMs());

/**
 * machineSpeedMs in five fresh Node processes, the median: inside the bench process the
 * figure swung by half with the heap the seeding left behind; fresh processes agree within
 * ~10 % in the same minute. The machine itself drifts more over ten minutes on these VMs, hence
 * one figure before and one after the pages. A yardstick that cannot be taken stops the bench
 * rather than scaling every figure by nothing.
 */
export function measureMachineSpeed() {
  const runs = Array.from({ length: 5 }, () => {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--yardstick"], {
      encoding: "utf8",
    });
    const ms = Number(child.stdout.trim());
    if (!(ms > 0))
      throw new Error(`Maßstab der Maschine nicht messbar: ${child.stderr.trim() || child.stdout}`);
    return ms;
  }).sort((a, b) => a - b);
  return runs[2];
}

/** @param {Record<string, { cpuMs: number, queries: number, ratio: number, bareCpuMs: number, p95: number }>} pages */
export function writeBaseline(database, pages, extra = {}) {
  mkdirSync("bench", { recursive: true });
  const data = {
    date: new Date().toISOString(),
    machine: machine(),
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    database,
    ...extra,
    pages,
  };
  writeFileSync(fileFor(database), JSON.stringify(data, null, 2) + "\n");
  console.log(`\nBaseline geschrieben: ${fileFor(database)}`);
}

const pct = (now, then) => (then > 0 ? (now - then) / then : 0);
const signed = (p) => `${p >= 0 ? "+" : "–"}${Math.abs(Math.round(p * 100))} %`;

/**
 * Prints each page against the baseline; returns the warnings.
 * @param {Record<string, { cpuMs: number, queries: number, ratio: number }>} pages
 */
export function compareWithBaseline(database, pages, speedMs = 0) {
  const baseline = readBaseline(database);
  if (!baseline) {
    console.log(
      `\n(keine Baseline in ${fileFor(database)}: \`npm run bench -- --write-baseline\`)`,
    );
    return [];
  }
  console.log(
    `\n## Gegen die Baseline vom ${baseline.date.slice(0, 10)} (${baseline.machine}, Last ${baseline.loadAverage.join(" / ")}); jetzt Last ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" / ")}`,
  );
  // how much slower this machine is now than the baseline's (1 without a yardstick on record)
  const factor = baseline.machineSpeedMs && speedMs ? speedMs / baseline.machineSpeedMs : 1;
  if (factor !== 1)
    console.log(
      `Maschine: Maßstab ${speedMs.toFixed(3)} ms (Baseline ${baseline.machineSpeedMs.toFixed(3)} ms) → Faktor ${factor.toFixed(2)}; „bereinigt“ ist CPU ÷ Faktor`,
    );
  const warnings = [];
  for (const [page, now] of Object.entries(pages)) {
    const then = baseline.pages[page];
    if (!then) {
      console.log(`${page}: neu, nicht in der Baseline`);
      continue;
    }
    const raw = pct(now.cpuMs, then.cpuMs);
    const cpu = pct(now.cpuMs / factor, then.cpuMs);
    const queries = pct(now.queries, then.queries);
    console.log(
      `${page}: CPU ${now.cpuMs.toFixed(2)} ms (Baseline ${then.cpuMs.toFixed(2)}, ${signed(raw)}${factor !== 1 ? `; bereinigt ${(now.cpuMs / factor).toFixed(2)} ms, ${signed(cpu)}` : ""}), Verhältnis ${now.ratio.toFixed(2)} (${then.ratio.toFixed(2)}), Abfragen ${now.queries} (${then.queries})`,
    );
    if (queries > LIMIT)
      warnings.push(
        `ACHTUNG: ${page} sendet ${signed(queries)} Abfragen je Anfrage (${then.queries} → ${now.queries})`,
      );
    // the page's HTML (one customer's, seeded alike) does not depend on the machine either
    const html = then.htmlBytes && now.htmlBytes ? pct(now.htmlBytes, then.htmlBytes) : 0;
    if (html > LIMIT)
      warnings.push(
        `ACHTUNG: ${page} sendet ${signed(html)} HTML (${Math.round(then.htmlBytes / 1024)} → ${Math.round(now.htmlBytes / 1024)} KB)`,
      );
    // CPU: only when the app's own share grew too – the scaled CPU and the ratio to the bare
    // handler of the same minutes. Either alone moved by ±20 % between two runs of the same
    // code on one machine; a page that got heavier through more HTML or more
    // statements is caught by the two checks above.
    const ratio = pct(now.ratio, then.ratio);
    if (cpu > LIMIT && ratio > LIMIT)
      warnings.push(
        `ACHTUNG: ${page} ist ${signed(cpu)} schwerer in CPU je Anfrage (${then.cpuMs.toFixed(2)} → ${(now.cpuMs / factor).toFixed(2)} ms${factor !== 1 ? ` bereinigt, ${now.cpuMs.toFixed(2)} ms gemessen` : ""}; Verhältnis zum nackten Handler ${then.ratio.toFixed(2)} → ${now.ratio.toFixed(2)}, ${signed(ratio)})`,
      );
    else if (cpu > LIMIT)
      console.log(
        `  (${signed(cpu)} bereinigt, aber das Verhältnis zum nackten Handler derselben Minuten ${signed(ratio)}: Schwankung der Maschine, keine Warnung)`,
      );
  }
  for (const w of warnings) console.log(`\n!!! ${w} !!!`);
  if (!warnings.length)
    console.log(
      "Keine Seite mehr als 20 % schwerer als in der Baseline (Abfragen, HTML, CPU samt Verhältnis).",
    );
  return warnings;
}
