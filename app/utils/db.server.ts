import { PrismaClient } from "@prisma/client";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { databaseTarget, openPGlite, type DatabaseTarget } from "./db-adapter.server";

export function createPrismaClient(target: DatabaseTarget = databaseTarget()) {
  const adapter =
    target.kind === "postgres"
      ? new PrismaPg({ connectionString: target.url, max: 10 })
      : new PrismaPGlite(openPGlite(target.dir));
  return new PrismaClient({ adapter });
}

// One client per process; kept on globalThis so dev rebuilds and test setup share it.
const g = globalThis as unknown as { __prisma?: PrismaClient };

export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_t, prop) {
    const client = (g.__prisma ??= createPrismaClient());
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/** Lets test setup install a client on a fresh database before any module uses it. */
export function setPrismaClient(client: PrismaClient) {
  g.__prisma = client;
}
