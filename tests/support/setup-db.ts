// Gives every test file a fresh, migrated database: a copy of the run's template database
// (made by global-setup.ts) on the run's PostgreSQL server, dropped afterwards. The app's
// prisma client is pointed at it, and DATABASE_URL too (the job queue's own pool).
import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { databaseUrl } from "./global-setup";
import { prismaClientOn, setPrismaClient } from "~/utils/db.server";

const serverUrl = inject("serverUrl");
const name = `test_${randomBytes(6).toString("hex")}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`);
await admin.end();
const url = databaseUrl(serverUrl, name);
process.env.DATABASE_URL = url;
const client = prismaClientOn(new PrismaPg({ connectionString: url, max: 4 }));
afterAll(async () => {
  await client.$disconnect();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

setPrismaClient(client);
