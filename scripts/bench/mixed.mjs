// (e) 60 s mixed load: customers browse, save drafts and upload files, an administrator
// changes order statuses, all at once. Each order is written by one worker only, so the
// last acknowledged write is known; afterwards check-orders verifies the database and
// the stored files against it. Target: zero 5xx and no lost or corrupted data.
import http from "node:http";
import { checkOrders } from "./check-orders.mjs";
import { send } from "./lib/load.mjs";
import { runStandalone, seconds } from "./lib/main.mjs";
import { fileChunks, uploadFile } from "./lib/multipart.mjs";
import { adminSession, seedCustomersWithOrders } from "./lib/seed.mjs";

const WORKERS = 16;
const UPLOAD_SIZE = 256 * 1024;
const STATUSES = ["draft", "pending_payment", "paid", "in_progress", "completed"];

export async function run(stack) {
  const durationMs = seconds(60);
  console.log("\n## (e) Gemischte Last %d s (%d parallele Nutzer)", durationMs / 1000, WORKERS);
  const customers = await seedCustomersWithOrders({ customers: WORKERS, ordersEach: 3 });
  const [adminOwned] = await seedCustomersWithOrders({ customers: 1, ordersEach: 8 });
  const adminCookie = await adminSession(stack.origin);
  const origin = stack.origin;
  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS + 2 });
  /** what the server acknowledged, per order */
  const expected = {
    drafts: new Map(),
    uploads: new Map(),
    statuses: new Map(),
    statusChanges: new Map(),
  };
  const counts = { requests: 0, byKind: {}, status5xx: 0, errors: 0, unexpected: [] };
  const note = (kind, status, ok) => {
    counts.requests += 1;
    counts.byKind[kind] = (counts.byKind[kind] ?? 0) + 1;
    if (status >= 500) counts.status5xx += 1;
    if (!ok && counts.unexpected.length < 10) counts.unexpected.push(`${kind}: ${status}`);
  };
  const form = (fields) => new URLSearchParams(fields).toString();
  const end = performance.now() + durationMs;

  const customerWorker = async (c, w) => {
    let seq = 0;
    while (performance.now() < end) {
      const orderId = c.orders[seq % c.orders.length];
      const action = seq % 4;
      seq += 1;
      try {
        if (action === 0) {
          const path = ["/", "/package-selection", "/dashboard", `/order-details/${orderId}`][
            seq % 4
          ];
          const r = await send({ path, headers: { Cookie: c.cookie } }, { origin, agent });
          note("browse", r.status, r.status === 200);
        } else if (action === 1 || action === 2) {
          const company = `Firma ${w}-${seq}`;
          const r = await send(
            {
              method: "POST",
              path: `/order-details/${orderId}`,
              headers: {
                Cookie: c.cookie,
                Origin: origin,
                "Content-Type": "application/x-www-form-urlencoded",
              },
              body: form({
                intent: "save-draft",
                tab: "company",
                company,
                companyCity: `Stadt ${seq}`,
              }),
            },
            { origin, agent },
          );
          const ok = r.status === 302;
          note("draft", r.status, ok);
          if (ok) expected.drafts.set(orderId, { company, companyCity: `Stadt ${seq}` });
        } else {
          const name = `beleg-${w}-${seq}.bin`;
          const chunks = fileChunks(w * 1000 + seq, UPLOAD_SIZE);
          const r = await uploadFile({
            origin,
            path: `/api/orders/${orderId}/upload?section=company`,
            cookie: c.cookie,
            name,
            chunks,
            size: UPLOAD_SIZE,
            agent,
          });
          note("upload", r.status, r.status === 200);
          if (r.status === 200) {
            const list = expected.uploads.get(orderId) ?? [];
            list.push({ name, size: UPLOAD_SIZE, sha256: chunks.sha256() });
            expected.uploads.set(orderId, list);
          }
        }
      } catch {
        counts.errors += 1;
      }
    }
  };

  const adminWorker = async () => {
    let seq = 0;
    while (performance.now() < end) {
      const orderId = adminOwned.orders[seq % adminOwned.orders.length];
      const status = STATUSES[(Math.floor(seq / adminOwned.orders.length) + 1) % STATUSES.length];
      seq += 1;
      try {
        const r = await send(
          {
            method: "POST",
            path: `/admin/orders/${orderId}`,
            headers: {
              Cookie: adminCookie,
              Origin: origin,
              "Content-Type": "application/x-www-form-urlencoded",
            },
            body: form({ status }),
          },
          { origin, agent },
        );
        const ok = r.status === 302;
        note("admin-status", r.status, ok);
        if (ok) {
          if (expected.statuses.get(orderId) !== status)
            expected.statusChanges.set(orderId, (expected.statusChanges.get(orderId) ?? 0) + 1);
          expected.statuses.set(orderId, status);
        }
        const view = await send(
          { path: `/admin/dashboard`, headers: { Cookie: adminCookie } },
          { origin, agent },
        );
        note("admin-browse", view.status, view.status === 200);
      } catch {
        counts.errors += 1;
      }
    }
  };

  await Promise.all([...customers.map((c, w) => customerWorker(c, w)), adminWorker()]);
  agent.destroy();
  console.log(
    `${counts.requests} Anfragen ${JSON.stringify(counts.byKind)}; 5xx: ${counts.status5xx}; Verbindungsfehler: ${counts.errors}${counts.unexpected.length ? `; unerwartet: ${counts.unexpected.join(", ")}` : ""}`,
  );
  const owners = new Map(customers.flatMap((c) => c.orders.map((o) => [o, c.cookie])));
  const check = await checkOrders({ origin, expected, owners });
  const ok = counts.status5xx === 0 && counts.errors === 0 && check.problems.length === 0;
  console.log(
    `Prüfung: ${check.summary} – Ziel: keine 5xx, keine verlorenen oder beschädigten Daten ${ok ? "✓" : "✗"}`,
  );
  for (const p of check.problems.slice(0, 10)) console.log(`  - ${p}`);
  return { ...counts, problems: check.problems.length };
}

await runStandalone(import.meta.url, run);
