// A small closed-loop load generator (autocannon is not installed here): `connections`
// keep-alive connections each send their next request as soon as the previous answer
// has been read, for `durationMs`. Reports req/s and latency percentiles.
import http from "node:http";

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/** p50, p95 and p99 of a list of latencies in ms (sorts it). */
export function latencyPercentiles(latencies) {
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * @param {{ method?: string, path: string, headers?: Record<string, string>, body?: Buffer | string }} req
 * @param {{ origin: string, agent: http.Agent }} ctx
 * @returns {Promise<{ status: number, body: Buffer, headers: http.IncomingHttpHeaders }>}
 */
export function send(req, { origin, agent }) {
  return new Promise((resolve, reject) => {
    const url = new URL(req.path, origin);
    const r = http.request(
      url,
      { method: req.method ?? "GET", headers: req.headers, agent },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            headers: res.headers,
          }),
        );
        res.on("error", reject);
      },
    );
    r.on("error", reject);
    if (req.body) r.end(req.body);
    else r.end();
  });
}

export const fmt = (r) =>
  `${Math.round(r.rps).toLocaleString("de-DE")} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, Status ${JSON.stringify(r.statuses)}${r.errors ? `, ${r.errors} Fehler` : ""}`;
