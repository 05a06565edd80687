// The regression guard (issue 31): `npm run bench -- --write-baseline` stores each page's
// figures in bench/baseline.json; every other run prints each page against it and says
// loudly when a page got more than 20 % heavier in CPU or in queries per request.
// Queries per request do not depend on the machine; CPU does (compare the ratio app ÷ bare
// and the load average printed beside it before believing a CPU warning).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

// one file per database: the embedded one (BENCH_DB=embedded) is measured against its own
export const BASELINE_FILE = "bench/baseline.json";
const fileFor = (/** @type {string} */ database) =>
  database === "eingebettetes PostgreSQL" ? "bench/baseline.embedded.json" : BASELINE_FILE;
const LIMIT = 0.2;

export const wantsBaseline = () => process.argv.includes("--write-baseline");

export function readBaseline(database = "PostgreSQL-Server") {
  const file = fileFor(database);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

export function machine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "?"}, Node ${process.version}`;
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
export function compareWithBaseline(database, pages) {
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
  const warnings = [];
  for (const [page, now] of Object.entries(pages)) {
    const then = baseline.pages[page];
    if (!then) {
      console.log(`${page}: neu, nicht in der Baseline`);
      continue;
    }
    const cpu = pct(now.cpuMs, then.cpuMs);
    const queries = pct(now.queries, then.queries);
    console.log(
      `${page}: CPU ${now.cpuMs.toFixed(2)} ms (Baseline ${then.cpuMs.toFixed(2)}, ${signed(cpu)}), Verhältnis ${now.ratio.toFixed(2)} (${then.ratio.toFixed(2)}), Abfragen ${now.queries} (${then.queries})`,
    );
    if (queries > LIMIT)
      warnings.push(
        `ACHTUNG: ${page} sendet ${signed(queries)} Abfragen je Anfrage (${then.queries} → ${now.queries})`,
      );
    if (cpu > LIMIT)
      warnings.push(
        `ACHTUNG: ${page} ist ${signed(cpu)} schwerer in CPU je Anfrage (${then.cpuMs.toFixed(2)} → ${now.cpuMs.toFixed(2)} ms; Verhältnis zum nackten Handler ${then.ratio.toFixed(2)} → ${now.ratio.toFixed(2)})`,
      );
  }
  for (const w of warnings) console.log(`\n!!! ${w} !!!`);
  if (!warnings.length) console.log("Keine Seite mehr als 20 % schwerer als in der Baseline.");
  return warnings;
}
