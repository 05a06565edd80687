// (d) 10 concurrent 20 MB uploads (multipart to POST /api/orders/{id}/upload) against the
// built server: throughput and the growth of the server process's resident memory
// (VmRSS sampled every 20 ms). Target: growth < 64 MB (uploads stream to S3).
import { runStandalone } from "./lib/main.mjs";
import { fileChunks, uploadFile } from "./lib/multipart.mjs";
import { seedCustomersWithOrders } from "./lib/seed.mjs";
import { rssOf } from "./lib/stack.mjs";

const FILES = 10;
const SIZE = 20 * 1000 * 1000; // 20 MB, just under the 20 MiB limit

export async function run(stack) {
  console.log("\n## (d) Upload: %d × 20 MB gleichzeitig", FILES);
  const [customer] = await seedCustomersWithOrders({ customers: 1, ordersEach: FILES });
  // warm up the route once, so the baseline includes loaded code
  await uploadFile({
    origin: stack.origin,
    path: `/api/orders/${customer.orders[0]}/upload?section=company`,
    cookie: customer.cookie,
    name: "warmup.bin",
    chunks: fileChunks(99, 1024),
    size: 1024,
  });
  global.gc?.();
  const baseline = await rssOf(stack.pid);
  let peak = baseline;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await rssOf(stack.pid).catch(() => 0));
  }, 20);
  const started = performance.now();
  const results = await Promise.all(
    customer.orders.map((orderId, i) =>
      uploadFile({
        origin: stack.origin,
        path: `/api/orders/${orderId}/upload?section=company`,
        cookie: customer.cookie,
        name: `datei-${i}.bin`,
        chunks: fileChunks(i, SIZE),
        size: SIZE,
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const failed = results.filter((r) => r.status !== 200);
  const stored = results
    .filter((r) => r.status === 200)
    .map((r) => JSON.parse(r.body).files?.[0]?.size);
  const sizesOk = stored.length === FILES && stored.every((s) => s === SIZE);
  const growthMb = (peak - baseline) / 1024 / 1024;
  console.log(
    `${FILES} Dateien in ${seconds.toFixed(1)} s = ${((FILES * SIZE) / 1e6 / seconds).toFixed(1)} MB/s; ${failed.length} fehlgeschlagen${failed.length ? ` (${failed.map((f) => f.status).join(", ")})` : ""}; Größen ${sizesOk ? "korrekt" : "FALSCH"}`,
  );
  console.log(
    `RSS des Servers: ${(baseline / 1048576).toFixed(0)} MB → Spitze ${(peak / 1048576).toFixed(0)} MB, Zuwachs ${growthMb.toFixed(1)} MB – Ziel < 64 MB ${growthMb < 64 ? "✓" : "✗"}`,
  );
  return { seconds, failed: failed.length, growthMb, sizesOk };
}

await runStandalone(import.meta.url, run);
