#!/usr/bin/env node
// Applies pending migrations to DATABASE_URL, or – when it is unset – to the embedded
// PostgreSQL server of DATA_DIR (started for the run when it is not running, and stopped
// again afterwards unless another process uses it). Same engine and bookkeeping as
// `prisma migrate deploy` (scripts/schema-engine.mjs).
import { applyMigrations } from "./schema-engine.mjs";
import { withDatabase } from "./with-database.mjs";

const status = await withDatabase(async (url) => {
  try {
    const applied = await applyMigrations(url);
    console.log(
      applied.length
        ? `Migrationen angewandt: ${applied.join(", ")}`
        : "Die Datenbank ist auf dem neuesten Stand (keine Migration offen).",
    );
    return 0;
  } catch (error) {
    console.error(`Migration fehlgeschlagen: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
});
process.exit(status);
