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

/**
 * @param {{ origin: string, connections?: number, durationMs?: number, next: (i: number) => Parameters<typeof send>[0] | Promise<Parameters<typeof send>[0]>, onResponse?: (res: Awaited<ReturnType<typeof send>>, req: Parameters<typeof send>[0]) => void | Promise<void> }} options
 */
export async function runLoad({ origin, connections = 50, durationMs = 20_000, next, onResponse }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let counter = 0;
  const started = performance.now();
  const end = started + durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      const req = await next(counter++);
      const t0 = performance.now();
      try {
        const res = await send(req, { origin, agent });
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        await onResponse?.(res, req);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    ...latencyPercentiles(latencies),
    statuses,
    errors,
  };
}

export const fmt = (r) =>
  `${Math.round(r.rps).toLocaleString("de-DE")} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, Status ${JSON.stringify(r.statuses)}${r.errors ? `, ${r.errors} Fehler` : ""}`;
