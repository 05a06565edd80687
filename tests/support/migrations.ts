// Reads the migration history in order: the same SQL the Prisma CLI applies.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const dir = path.resolve("prisma", "migrations");

export function migrationScripts(): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort()
    .map((name) => readFileSync(path.join(dir, name, "migration.sql"), "utf8"));
}
