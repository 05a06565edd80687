// Runs once per test run: prepares a migrated PGlite template that every test file
// loads (about 0.5 s instead of 3 s for migrating from scratch).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrationScripts } from "./migrations";

export const TEMPLATE_PATH = path.resolve("tests/.tmp/pglite-template.tar.gz");

export default async function setup() {
  if (process.env.DATABASE_URL) return; // the PostgreSQL run creates a database per file
  const db = new PGlite();
  for (const sql of migrationScripts()) await db.exec(sql);
  const dump = await db.dumpDataDir("gzip");
  mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
  writeFileSync(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}
