#!/usr/bin/env node
// Creates a new migration from the change between the schema of the last migration
// (prisma/migrations/schema.snapshot.prisma) and prisma/schema.prisma, with no database
// at all: `prisma migrate dev` needs a shadow database that the driver adapters cannot give.
// Usage: npm run db:new-migration -- <name>
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { diffSchemas, MIGRATIONS_DIR, SCHEMA_FILE } from "./schema-engine.mjs";
import { withDatabase } from "./with-database.mjs";

const name = (process.argv[2] || "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("Bitte einen Namen angeben: npm run db:new-migration -- add_something");
  process.exit(1);
}
const dir = MIGRATIONS_DIR;
const snapshot = path.join(dir, "schema.snapshot.prisma");
// The engine connects through the adapter even to diff two schema files (it reads nothing and
// writes nothing there): DATABASE_URL, or the embedded server of DATA_DIR.
const sql = await withDatabase((url) =>
  diffSchemas(url, existsSync(snapshot) ? snapshot : null, SCHEMA_FILE),
);
if (!/\b(CREATE|ALTER|DROP)\b/i.test(sql)) {
  console.log("Keine Schemaänderung gefunden, keine Migration angelegt.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const target = path.join(dir, `${stamp}_${name}`);
mkdirSync(target, { recursive: true });
writeFileSync(path.join(target, "migration.sql"), sql);
writeFileSync(path.join(dir, "migration_lock.toml"), 'provider = "postgresql"\n');
copyFileSync(SCHEMA_FILE, snapshot);
console.log(`Migration angelegt: ${target}/migration.sql`);
