// Gives every test file a fresh, migrated database: an in-memory PGlite loaded from the
// template, or – when DATABASE_URL points at a PostgreSQL server – a copy of the template
// database on that server, dropped afterwards (both made by global-setup.ts). The app's prisma client is pointed at it.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { type PrismaClient } from "@prisma/client";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, inject } from "vitest";
import { databaseUrl, TEMPLATE_PATH } from "./global-setup";
import { prismaClientOn, setPrismaClient } from "~/utils/db.server";

let client: PrismaClient;
let embedded: PGlite | undefined;
const serverUrl = process.env.DATABASE_URL;

if (serverUrl) {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  process.env.DATABASE_URL = url;
  client = prismaClientOn(new PrismaPg({ connectionString: url, max: 4 }));
  afterAll(async () => {
    await client.$disconnect();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
} else {
  const template = new Blob([readFileSync(TEMPLATE_PATH)]);
  const pglite = new PGlite({ loadDataDir: template });
  await pglite.waitReady;
  client = prismaClientOn(new PrismaPGlite(pglite));
  embedded = pglite;
  afterAll(async () => {
    await client.$disconnect();
    await pglite.close();
  });
}

setPrismaClient(client, embedded);
