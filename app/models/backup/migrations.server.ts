// The schema migrations this version of the code brings (prisma/migrations), read the way
// Prisma's schema engine reads them: one folder per migration, applied in name order.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

function migrationsDir() {
  return path.resolve("prisma", "migrations");
}

export function codeMigrations(dir = migrationsDir()): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
}

export function migrationSql(name: string, dir = migrationsDir()): string {
  return readFileSync(path.join(dir, name, "migration.sql"), "utf8");
}
