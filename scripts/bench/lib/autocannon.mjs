// Load as the issue prescribes it: autocannon, 50 connections. It runs in this process;
// the 'response' events give every latency, so p95 is exact (autocannon's own summary
// has p90 and p97.5 only).
import autocannon from "autocannon";
import { latencyPercentiles } from "./load.mjs";

/**
 * @param {{ origin: string, durationMs: number, connections?: number, timeoutS?: number,
 *   requests: { path: string, headers?: Record<string, string> }[] }} options
 * Each connection cycles through `requests` (one entry: the same request again and again).
 */
export function runAutocannon({ origin, durationMs, connections = 50, requests, timeoutS = 10 }) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        timeout: timeoutS,
        duration: durationMs / 1000,
        requests: requests.map((r) => ({ method: "GET", ...r })),
      },
      (error, result) => {
        if (error) return reject(error);
        const statuses = {};
        for (const k of ["1xx", "2xx", "3xx", "4xx", "5xx"]) if (result[k]) statuses[k] = result[k];
        resolve({
          requests: latencies.length,
          rps: latencies.length / (durationMs / 1000),
          ...latencyPercentiles(latencies),
          statuses,
          errors: result.errors + result.timeouts,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}
