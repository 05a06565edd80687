import autocannon from "autocannon";
import { startStack } from "./lib/stack.mjs";
import { seedCustomersWithOrders } from "./lib/seed.mjs";
const stack = await startStack();
const customers = await seedCustomersWithOrders({ customers: 50, ordersEach: 20 });
const ac = (url, headers = {}, extra = {}) =>
  ((c0 = cpu()), 0) ||
  new Promise((res, rej) =>
    autocannon({ url, connections: 50, duration: 8, headers, ...extra }, (e, r) =>
      e ? rej(e) : res(r),
    ),
  );
import fs from "node:fs";
const cpu = () => {
  const f = fs.readFileSync(`/proc/${stack.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(f[11]) + Number(f[12])) * 10;
};
let c0 = 0;
const ac0 = ac;
const show = (l, r) => {
  const used = cpu() - c0;
  console.log(
    l,
    Math.round(r.requests.average),
    "req/s p97.5",
    r.latency.p97_5,
    "non2xx",
    r.non2xx,
    "server cpu ms/req",
    (used / r.requests.total).toFixed(2),
  );
};
const c = customers[0];
const which = process.env.PROBE;
if (which === "healthz") show("/healthz", await ac(stack.origin + "/healthz"));
if (which === "impressum")
  show(
    "/impressum cookie",
    await ac(stack.origin + "/impressum", { cookie: c.cookie, "accept-encoding": "gzip" }),
  );
if (which === "signed") {
  const reqs = (f) =>
    customers.flatMap((c, i) => [
      { method: "GET", path: f(c, i), headers: { cookie: c.cookie, "accept-encoding": "gzip" } },
    ]);
  show("/dashboard", await ac(stack.origin, {}, { requests: reqs(() => "/dashboard") }));
  if (!process.env.ONLY_DASH)
    show(
      "/order-details",
      await ac(
        stack.origin,
        {},
        { requests: reqs((c, i) => "/order-details/" + c.orders[i % 20]) },
      ),
    );
}
await stack.stop();
process.exit(0);
