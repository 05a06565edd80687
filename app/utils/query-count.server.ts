// Counts the SQL statements one request sends to PostgreSQL, for the bench and the
// query-budget test (tests/integration/queries-per-page.test.ts) only. It is switched on by
// SEITENWERK_COUNT_QUERIES=1 when server/app.mjs is created; without it nothing is patched
// and no request passes through here, so production pays nothing.
//
// The count is taken at the driver (pg's Pool#query and Client#query): every round trip counts, whether it
// comes from a Prisma model call, a $queryRaw or a transaction's BEGIN/COMMIT. Requests are
// told apart through AsyncLocalStorage, so the figure is exact when requests are sent one
// after another (the bench and the test do that); under load a query that waited for a
// pooled connection may be booked to the request that freed it.
import { AsyncLocalStorage } from "node:async_hooks";
import { appendFileSync } from "node:fs";
import pg from "pg";

type Statement = { text: string; values?: unknown[] };
type Counter = { count: number; statements: Statement[] };

// kept on globalThis: the build and the test's own modules each have a copy of this file,
// and pg's prototype must be wrapped once
const g = globalThis as unknown as { __seitenwerkQueryCount?: AsyncLocalStorage<Counter> };

function statementOf(args: unknown[]): Statement {
  const [first, second] = args;
  if (typeof first === "string")
    return { text: first, values: Array.isArray(second) ? second : [] };
  const config = (first ?? {}) as { text?: string; values?: unknown[] };
  return {
    text: config.text ?? "",
    values: config.values ?? (Array.isArray(second) ? second : []),
  };
}

function install(): AsyncLocalStorage<Counter> {
  if (g.__seitenwerkQueryCount) return g.__seitenwerkQueryCount;
  const storage = new AsyncLocalStorage<Counter>();
  const count = (args: unknown[]) => {
    const counter = storage.getStore();
    if (!counter) return;
    counter.count += 1;
    counter.statements.push(statementOf(args));
  };
  type Query = (...args: unknown[]) => unknown;
  // Pool#query is called where the request is (Prisma's adapter outside a transaction). It
  // hands the statement to a client later, from whichever callback freed one – often in
  // another request's context – so it is counted here, and that hand-over (the only
  // callback-style Client#query call on these paths) is not counted again.
  const pool = pg.Pool.prototype as unknown as { query: Query };
  const poolQuery = pool.query;
  pool.query = function (this: unknown, ...args: unknown[]) {
    count(args);
    return poolQuery.apply(this, args);
  };
  // Client#query with a promise: a transaction's statements (BEGIN, …, COMMIT)
  const client = pg.Client.prototype as unknown as { query: Query };
  const clientQuery = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    if (typeof args[args.length - 1] !== "function") count(args);
    return clientQuery.apply(this, args);
  };
  return (g.__seitenwerkQueryCount = storage);
}

/** Header with the number of statements the request sent. */
const QUERY_COUNT_HEADER = "X-Query-Count";
/** With SEITENWERK_COUNT_QUERIES=verbose: the statements themselves (shortened), for finding N+1. */
const QUERY_LOG_HEADER = "X-Query-Log";

const short = (s: Statement) => s.text.replace(/\s+/g, " ").trim().slice(0, 160);

/**
 * Runs `handle` (one request through Remix) and adds the number of statements it sent as
 * a response header. server/app.mjs calls it only when counting is on.
 */
export async function withQueryCount(
  request: Request,
  handle: () => Promise<Response>,
): Promise<Response> {
  const counter: Counter = { count: 0, statements: [] };
  const response = await install().run(counter, handle);
  const headers = new Headers(response.headers);
  headers.set(QUERY_COUNT_HEADER, String(counter.count));
  if (process.env.SEITENWERK_COUNT_QUERIES === "verbose")
    headers.set(QUERY_LOG_HEADER, encodeURIComponent(counter.statements.map(short).join("\n")));
  // the bench replays a page's statements, with their values, in its bare handler
  const file = process.env.SEITENWERK_QUERY_LOG_FILE;
  if (file)
    appendFileSync(
      file,
      JSON.stringify({ path: new URL(request.url).pathname, statements: counter.statements }) +
        "\n",
    );
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
