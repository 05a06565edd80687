import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "@prisma/client";
import { logger } from "./logger.server";
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "./text";

/**
 * The database's URL. `npm start`, `npm run worker` and the other scripts set DATABASE_URL
 * themselves to the embedded server's when none is configured (server/embedded-postgres.mjs),
 * so the app always talks to a real PostgreSQL server the production way.
 */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL?.trim();
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new Error(
      "DATABASE_URL fehlt oder ist keine postgresql://-Adresse. Starten Sie die App mit `npm start` " +
        "(es startet die eingebettete Datenbank) oder setzen Sie DATABASE_URL.",
    );
  return url;
}

/** For logs: where the data is, never the password. */
export function describeDatabase(env: NodeJS.ProcessEnv = process.env): string {
  const embedded = env.SEITENWERK_EMBEDDED_DATABASE?.trim();
  const u = new URL(databaseUrl(env));
  const server = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  return embedded ? `eingebettetes PostgreSQL in ${embedded} (${server})` : `PostgreSQL ${server}`;
}

/**
 * Prisma's defaults give an interactive transaction 2 s to start and 5 s to finish. The
 * payment paths (a paid setup fee: user, order, payment, status history and the queued
 * mails in one transaction) exceed that on a machine whose disk or CPU stalls for a few
 * seconds, and then a customer who paid would see an error. A payment should rather wait; a
 * database that is down still fails fast through the pool's connection timeout.
 */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 30_000 } as const;

/** The app's client on a driver adapter, with the app's transaction limits (tests use it too). */
export function prismaClientOn(adapter: PrismaPg): PrismaClient {
  // options typed as Prisma's own: PrismaClient<{ adapter, … }> returned as PrismaClient made
  // tsc compare the two client types member by member (1.6 s of its 22 s, --generateTrace)
  const options: Prisma.PrismaClientOptions = { adapter, transactionOptions: TRANSACTION_OPTIONS };
  return new PrismaClient(options);
}

export function createPrismaClient(url: string = databaseUrl()) {
  return prismaClientOn(
    new PrismaPg({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE || 10),
      // A stopped database refuses at once (503); this bounds a database that hangs. 5 s was
      // too tight for a machine under load: with the two cores saturated, opening a
      // connection (a new backend process, then SCRAM) took longer, and pages answered 503
      // while the database was fine (seen in a browser-test run beside three others).
      connectionTimeoutMillis: 10_000,
      // keep warm connections between bursts instead of reopening them after pg's 10 s
      // default; a script whose work is done still exits
      idleTimeoutMillis: 60_000,
      allowExitOnIdle: true,
    }),
  );
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  "Die Datenbank ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.";

// Prisma's codes and the driver adapters' error kinds that mean "cannot reach the
// database" (as opposed to a bad query): https://www.prisma.io/docs/orm/reference/error-reference
const UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "DatabaseDoesNotExist",
]);
// PostgreSQL SQLSTATEs: admin shutdown, cannot connect now, database not accepting connections
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "55000",
  "08000",
  "08001",
  "08003",
  "08006",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as {
    code?: unknown;
    meta?: {
      driverAdapterError?: { cause?: { kind?: string; originalCode?: string; code?: string } };
    };
    message?: unknown;
  };
  if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
  const cause = e.meta?.driverAdapterError?.cause;
  if (cause?.kind && UNAVAILABLE_KINDS.has(cause.kind)) return true;
  const sqlState = cause?.originalCode ?? cause?.code;
  if (sqlState && UNAVAILABLE_SQLSTATES.has(sqlState)) return true;
  return (
    typeof e.message === "string" &&
    /ECONNREFUSED|Connection terminated|does not allow connections|not currently accepting connections/i.test(
      e.message,
    )
  );
}

function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasUnstorableText(value);
  if (depth > 12 || value === null || typeof value !== "object") return false;
  if (value instanceof Date || value instanceof Uint8Array) return false;
  if (Array.isArray(value)) return value.some((v) => containsUnstorableText(v, depth + 1));
  return Object.values(value).some((v) => containsUnstorableText(v, depth + 1));
}

/**
 * Every query that fails because the database cannot be reached throws a 503 response
 * instead, so any loader or action shows the German "vorübergehend nicht verfügbar"
 * page (GeneralErrorBoundary) rather than a 500, and the app recovers by itself as soon
 * as the database answers again (the pool reconnects per query).
 */
function withAvailabilityGuard(client: PrismaClient): PrismaClient {
  return client.$extends({
    query: {
      async $allOperations({ args, query }) {
        // text PostgreSQL cannot store (NUL, lone surrogates) is the client's mistake: a
        // German 400 from any form, API call or search instead of the driver's 500
        if (containsUnstorableText(args))
          throw new Response(UNSTORABLE_TEXT_MESSAGE, {
            status: 400,
            headers: { "Content-Type": "text/plain; charset=utf-8" },
          });
        try {
          return await query(args);
        } catch (error) {
          if (isDatabaseUnavailable(error)) {
            logger.error(
              {
                error:
                  error instanceof Error
                    ? error.message.split("\n").slice(-3).join(" ")
                    : String(error),
              },
              "Datenbank nicht erreichbar",
            );
            throw new Response(DATABASE_UNAVAILABLE_MESSAGE, {
              status: 503,
              headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" },
            });
          }
          throw error;
        }
      },
    },
  }) as unknown as PrismaClient;
}

// One client per process; kept on globalThis so dev rebuilds and test setup share it.
const g = globalThis as unknown as { __prisma?: PrismaClient };

function appClient(): PrismaClient {
  return (g.__prisma ??= withAvailabilityGuard(createPrismaClient()));
}

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_t, prop) {
    const client = appClient();
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/** Lets test setup install a client on a fresh database before any module uses it. */
export function setPrismaClient(client: PrismaClient) {
  g.__prisma = withAvailabilityGuard(client);
}
