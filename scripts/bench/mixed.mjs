// (e) 60 s mixed load: customers browse, save drafts and upload files, an administrator
// changes order statuses, all at once. Each order is written by one worker only, so the
// last acknowledged write is known; afterwards check-orders verifies the database and
// the stored files against it. Target: zero 5xx and no lost or corrupted data.
// `npm run test:scale` runs the same load through a proxy in front of two instances.
import http from "node:http";
import { checkOrders } from "./check-orders.mjs";
import { send } from "./lib/load.mjs";
import { runStandalone, seconds } from "./lib/main.mjs";
import { fileChunks, uploadFile } from "./lib/multipart.mjs";
import { adminSession, seedCustomersWithOrders } from "./lib/seed.mjs";

export const WORKERS = 16;
const UPLOAD_SIZE = 256 * 1024;
// the administrator's orders are unpaid drafts: these are the statuses an admin may give them
// (paid, delivered and accepted come only from the payment and delivery flows); going back and
// cancelling are confirmed, as the admin does in the dialog
const STATUSES = ["draft", "pending_payment", "cancelled"];

/** The customers, the administrator's orders and session the load works on. */
export async function seedMixedLoad(origin, workers = WORKERS) {
  const customers = await seedCustomersWithOrders({ customers: workers, ordersEach: 3 });
  const [adminOwned] = await seedCustomersWithOrders({ customers: 1, ordersEach: 8 });
  const adminCookie = await adminSession(origin);
  return { customers, adminOwned, adminCookie };
}

/**
 * Runs the load for `durationMs` against `origin` and records what the server acknowledged.
 * `lostInFault(response)` says that an answer stands for a request whose outcome is unknown
 * because the instance serving it died (the scale test's proxy marks those): such a write
 * may or may not have been committed, so check-orders accepts it either way, and it is
 * counted apart (`lostInFault`) instead of as a 5xx. A request that fails without an answer
 * is unknown the same way (counted as a connection error).
 * @param {{ origin: string, durationMs: number, seeded: Awaited<ReturnType<typeof seedMixedLoad>>, lostInFault?: (r: { status: number, headers: http.IncomingHttpHeaders }) => boolean, extra?: ((end: number, note: (kind: string, status: number, ok: boolean) => void) => Promise<void>)[] }} options
 */
export async function runMixedLoad({
  origin,
  durationMs,
  seeded: { customers, adminOwned, adminCookie },
  lostInFault = () => false,
  extra = [],
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: customers.length + 2 });
  /** what the server acknowledged, per order; `maybe…`: writes of unknown outcome since */
  const expected = {
    drafts: new Map(),
    uploads: new Map(),
    statuses: new Map(),
    statusChanges: new Map(),
    maybeDrafts: new Map(),
    maybeUploads: new Map(),
    maybeStatuses: new Map(),
  };
  const counts = {
    requests: 0,
    byKind: {},
    status5xx: 0,
    lostInFault: 0,
    errors: 0,
    unexpected: [],
  };
  /** @param {Map<string, unknown[]>} map */
  const addMaybe = (map, key, value) => map.set(key, [...(map.get(key) ?? []), value]);
  const note = (kind, status, ok) => {
    counts.requests += 1;
    counts.byKind[kind] = (counts.byKind[kind] ?? 0) + 1;
    if (status >= 500) counts.status5xx += 1;
    if (!ok && counts.unexpected.length < 10) counts.unexpected.push(`${kind}: ${status}`);
  };
  /** @returns {boolean} whether the answer is one of the fault's (outcome unknown) */
  const faulted = (kind, r) => {
    if (!lostInFault(r)) return false;
    counts.requests += 1;
    counts.lostInFault += 1;
    counts.byKind[kind] = (counts.byKind[kind] ?? 0) + 1;
    return true;
  };
  const form = (fields) => new URLSearchParams(fields).toString();
  const end = performance.now() + durationMs;

  const customerWorker = async (c, w) => {
    let seq = 0;
    while (performance.now() < end) {
      const orderId = c.orders[seq % c.orders.length];
      const action = seq % 4;
      seq += 1;
      /** what this request writes, recorded as of unknown outcome when it fails */
      let unknown = () => {};
      try {
        if (action === 0) {
          const path = ["/", "/package-selection", "/dashboard", `/order-details/${orderId}`][
            seq % 4
          ];
          const r = await send({ path, headers: { Cookie: c.cookie } }, { origin, agent });
          if (!faulted("browse", r)) note("browse", r.status, r.status === 200);
        } else if (action === 1 || action === 2) {
          const company = `Firma ${w}-${seq}`;
          const value = { company, companyCity: `Stadt ${seq}` };
          unknown = () => addMaybe(expected.maybeDrafts, orderId, value);
          const r = await send(
            {
              method: "POST",
              path: `/order-details/${orderId}`,
              headers: {
                Cookie: c.cookie,
                Origin: origin,
                "Content-Type": "application/x-www-form-urlencoded",
              },
              body: form({ intent: "save-draft", tab: "company", ...value }),
            },
            { origin, agent },
          );
          if (faulted("draft", r)) unknown();
          else {
            const ok = r.status === 302;
            note("draft", r.status, ok);
            if (ok) {
              expected.drafts.set(orderId, value);
              expected.maybeDrafts.delete(orderId);
            }
          }
        } else {
          const name = `beleg-${w}-${seq}.bin`;
          const chunks = fileChunks(w * 1000 + seq, UPLOAD_SIZE);
          const file = { name, size: UPLOAD_SIZE, sha256: chunks.sha256() };
          unknown = () => addMaybe(expected.maybeUploads, orderId, file);
          const r = await uploadFile({
            origin,
            path: `/api/orders/${orderId}/upload?section=company`,
            cookie: c.cookie,
            name,
            chunks,
            size: UPLOAD_SIZE,
            agent,
          });
          if (faulted("upload", r)) unknown();
          else {
            note("upload", r.status, r.status === 200);
            if (r.status === 200) addMaybe(expected.uploads, orderId, file);
          }
        }
      } catch (error) {
        counts.errors += 1;
        if (counts.unexpected.length < 10) counts.unexpected.push(`Fehler: ${error.code ?? error}`);
        unknown();
      }
    }
  };

  const adminWorker = async () => {
    let seq = 0;
    while (performance.now() < end) {
      const orderId = adminOwned.orders[seq % adminOwned.orders.length];
      const status = STATUSES[(Math.floor(seq / adminOwned.orders.length) + 1) % STATUSES.length];
      seq += 1;
      let unknown = () => addMaybe(expected.maybeStatuses, orderId, status);
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
            body: form({ status, confirm: "1" }),
          },
          { origin, agent },
        );
        if (faulted("admin-status", r)) unknown();
        else {
          const ok = r.status === 302;
          note("admin-status", r.status, ok);
          if (ok) {
            if (expected.statuses.get(orderId) !== status)
              expected.statusChanges.set(orderId, (expected.statusChanges.get(orderId) ?? 0) + 1);
            expected.statuses.set(orderId, status);
            expected.maybeStatuses.delete(orderId);
          }
        }
        unknown = () => {};
        const view = await send(
          { path: `/admin/dashboard`, headers: { Cookie: adminCookie } },
          { origin, agent },
        );
        if (!faulted("admin-browse", view)) note("admin-browse", view.status, view.status === 200);
      } catch (error) {
        counts.errors += 1;
        if (counts.unexpected.length < 10) counts.unexpected.push(`Fehler: ${error.code ?? error}`);
        unknown();
      }
    }
  };

  await Promise.all([
    ...customers.map((c, w) => customerWorker(c, w)),
    adminWorker(),
    ...extra.map((work) => work(end, note)),
  ]);
  agent.destroy();
  const owners = new Map(customers.flatMap((c) => c.orders.map((o) => [o, c.cookie])));
  return { counts, expected, owners };
}

export async function run(stack) {
  const durationMs = seconds(60);
  console.log("\n## (e) Gemischte Last %d s (%d parallele Nutzer)", durationMs / 1000, WORKERS);
  const origin = stack.origin;
  const seeded = await seedMixedLoad(origin);
  const { counts, expected, owners } = await runMixedLoad({ origin, durationMs, seeded });
  console.log(
    `${counts.requests} Anfragen ${JSON.stringify(counts.byKind)}; 5xx: ${counts.status5xx}; Verbindungsfehler: ${counts.errors}${counts.unexpected.length ? `; unerwartet: ${counts.unexpected.join(", ")}` : ""}`,
  );
  const check = await checkOrders({ origin, expected, owners });
  const ok = counts.status5xx === 0 && counts.errors === 0 && check.problems.length === 0;
  console.log(
    `Prüfung: ${check.summary} – Ziel: keine 5xx, keine verlorenen oder beschädigten Daten ${ok ? "✓" : "✗"}`,
  );
  for (const p of check.problems.slice(0, 10)) console.log(`  - ${p}`);
  return { ...counts, problems: check.problems.length };
}

await runStandalone(import.meta.url, run);
