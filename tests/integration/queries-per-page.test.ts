// Query budget of the signed-in pages (issue 31): how many SQL statements each page sends
// per request, counted at the driver (app/utils/query-count.server.ts) through the real HTTP
// layer around the production build. The figures do not depend on the machine, so a page
// that suddenly makes more queries – a new N+1, a lookup per row – fails here.
//
// Every page is asked for a customer with 2 of everything (orders, messages, deliveries,
// invoices per order) and for one with 20: the count must be the same (no query per row).
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookieFor, createCustomer, customerCookie } from "../support/fixtures";
import { startHttpApp } from "../support/http-app";
import { seedCustomerWithHistory, type SeededCustomer } from "../support/page-data";
import { rawResponse } from "../support/raw-response";

/**
 * Statements per page. Raise a budget only with a reason in the commit; lower it when a
 * page gets lighter. The session user is one statement shared by all loaders of a request.
 */
// relation joins (prisma/schema.prisma) load a query's relations in the same statement. On
// every customer page the header's unread-message count is one statement (root loader; the
// dashboard's unread badges come from the same statement); the project timeline is one more
// on the dashboard and order page, the project box and the overdue marks two on the admin's.
const BUDGET = {
  "/dashboard": 6,
  "/order-details/{id}": 12, // 11 reads + the UPDATE that marks messages read on a first view
  "/order-details/{id}/messages": 4,
  "/billing": 6,
  // nothing overdue: one EXISTS instead of the two overdue reads; the backup status is one;
  // "Was ansteht" is two: the orders waiting for the team (relations joined) and the inquiries;
  // the people a row can be assigned to is one (only for who may assign)
  "/admin/dashboard": 16,
  "/admin/orders/{id}": 16, // 13 reads + marking read on a first view
  // the journal of the period, read from the issued documents, and the DATEV panel: who may
  // export and the stored settings (none here, so no period is counted)
  "/admin/invoices": 7,
  // the navigation's two counts, then the total, the page of customers and one aggregate of
  // the page's orders, invoices and unread messages
  "/admin/customers": 6,
} as const;
type Page = keyof typeof BUDGET;

let app: Awaited<ReturnType<typeof startHttpApp>>;
let adminCookie = "";
const small = { cookie: "", customer: null as SeededCustomer | null };
const large = { cookie: "", customer: null as SeededCustomer | null };
type Count = { n: number; log: string };
const counts: Record<"small" | "large", Partial<Record<Page, Count>>> = { small: {}, large: {} };

const pathOf = (page: Page, orderId: string) => page.replace("{id}", orderId);

async function countOf(path: string, cookie: string): Promise<Count> {
  const res = await fetch(`${app.origin}${path}`, {
    headers: { Cookie: cookie, "Accept-Encoding": "gzip" },
    redirect: "manual",
  });
  await res.arrayBuffer();
  expect(res.status, `${path} antwortet ${res.status}`).toBe(200);
  const count = res.headers.get("x-query-count");
  expect(count, `${path}: kein X-Query-Count`).not.toBeNull();
  return { n: Number(count), log: decodeURIComponent(res.headers.get("x-query-log") ?? "") };
}

async function measure(world: typeof small, into: Partial<Record<Page, Count>>) {
  const c = world.customer!;
  for (const page of Object.keys(BUDGET) as Page[]) {
    const cookie = page.startsWith("/admin") ? adminCookie : world.cookie;
    // an order with a delivery, invoices and an unread thread in both directions
    into[page] = await countOf(pathOf(page, c.richOrder), cookie);
  }
}

beforeAll(async () => {
  process.env.SEITENWERK_COUNT_QUERIES = "verbose";
  app = await startHttpApp();
  const admin = await createCustomer({ email: "budget-admin@example.com", isAdmin: true });
  adminCookie = await adminCookieFor(admin.id);
  // one request first: what a process does once (the schema check) is not a page's cost
  await fetch(`${app.origin}/dashboard`, { headers: { Cookie: adminCookie } });

  small.customer = await seedCustomerWithHistory({ orders: 2, perOrder: 2 });
  small.cookie = await customerCookie(small.customer.userId);
  await measure(small, counts.small);

  large.customer = await seedCustomerWithHistory({ orders: 20, perOrder: 20 });
  large.cookie = await customerCookie(large.customer.userId);
  await measure(large, counts.large);
  if (process.env.QUERY_DUMP)
    (await import("node:fs")).writeFileSync(
      process.env.QUERY_DUMP,
      JSON.stringify(counts, null, 1),
    );
}, 120_000);
afterAll(async () => {
  delete process.env.SEITENWERK_COUNT_QUERIES;
  await app?.close();
});

describe("SQL statements per signed-in page", () => {
  for (const page of Object.keys(BUDGET) as Page[]) {
    it(`${page}: within its budget of ${BUDGET[page]}`, () => {
      const { n, log } = counts.small[page]!;
      expect(n, `${page}:\n${log}`).toBeLessThanOrEqual(BUDGET[page]);
      expect(n).toBeGreaterThan(0);
    });
    it(`${page}: 20 orders, messages, deliveries and invoices cost no more than 2`, () => {
      const a = counts.small[page]!;
      const b = counts.large[page]!;
      expect(b.n, `${page}: 2 Zeilen ${a.n} Abfragen, 20 Zeilen ${b.n}\n${b.log}`).toBe(a.n);
    });
  }

  it("counts nothing and adds no header when counting is off", async () => {
    delete process.env.SEITENWERK_COUNT_QUERIES;
    const plain = await startHttpApp();
    try {
      const res = await fetch(`${plain.origin}/dashboard`, { headers: { Cookie: small.cookie } });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      expect(res.headers.get("x-query-count")).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

// Issue 31 item 5: the landing page's JavaScript (every script its HTML names) stays below
// 120 KB as a browser receives it – brotli for Chromium, gzip for a client that only takes
// gzip; both compressed at build time (scripts/compress-assets.mjs). zod and its German
// messages come only with a form the page uses: the contact form loads its check on the
// first focus (contact-form.tsx).
describe("JavaScript of the landing page", () => {
  it("stays below 120 KB as sent (brotli, and gzip for gzip-only clients) and holds no zod", async () => {
    const html = await (await fetch(`${app.origin}/`)).text();
    const scripts = [
      ...new Set([...html.matchAll(/["'](\/build\/[^"']+\.js)["']/g)].map((m) => m[1])),
    ];
    expect(scripts.length).toBeGreaterThan(3);
    const sent = { br: 0, gzip: 0 };
    const encodings = { br: new Set<string>(), gzip: new Set<string>() };
    const withZod: string[] = [];
    const encodingOf = (r: { headers: Record<string, string> }) =>
      r.headers["content-encoding"] ?? "identity";
    for (const script of scripts) {
      const brotli = await rawResponse(`${app.origin}${script}`, {
        "accept-encoding": "gzip, deflate, br, zstd",
      });
      expect(brotli.status, script).toBe(200);
      sent.br += brotli.body.length;
      encodings.br.add(encodingOf(brotli));
      const gzip = await rawResponse(`${app.origin}${script}`, { "accept-encoding": "gzip" });
      sent.gzip += gzip.body.length;
      encodings.gzip.add(encodingOf(gzip));
      const text = encodingOf(brotli) === "br" ? brotliDecompressSync(brotli.body) : brotli.body;
      if (text.includes("ZodError")) withZod.push(script);
    }
    expect(withZod).toEqual([]);
    // the large files come precompressed; a few of a few hundred bytes go as they are
    expect([...encodings.br]).toContain("br");
    expect([...encodings.gzip]).toContain("gzip");
    expect([...encodings.gzip]).not.toContain("br");
    expect(Math.round(sent.br / 102.4) / 10, "KB brotli").toBeLessThan(120);
    expect(Math.round(sent.gzip / 102.4) / 10, "KB gzip").toBeLessThan(120);
  });
});
