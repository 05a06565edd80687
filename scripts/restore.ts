#!/usr/bin/env -S npx tsx
// `npm run restore -- <archive or s3://bucket/key> [--force]`: checks every member of a
// backup archive (decrypting it with BACKUP_PASSPHRASE or BACKUP_AGE_IDENTITY), then
// loads it into DATABASE_URL (or the embedded database of DATA_DIR, made when it does not
// exist yet) and the configured storage, and applies this version's newer migrations.
// A database that already holds data is only replaced with --force.
import { fail, parseArgs, reportError } from "./backup-cli";
import { applyMigrations } from "./schema-engine.mjs";
import { withDatabase } from "./with-database.mjs";
import { NotEmptyError, restoreArchive, verifyArchive } from "~/models/backup/restore.server";
import { formatBytes, formatCount, formatDateTime, tableLabel } from "~/models/backup/texts";
import { getStorage } from "~/utils/storage.server";

const USAGE = "Aufruf: npm run restore -- <Sicherung.tar.gz oder s3://bucket/schlüssel> [--force]";
const { positional, options } = parseArgs(process.argv.slice(2), { force: false }, USAGE);
if (positional.length !== 1) fail(`Bitte genau eine Sicherungsdatei angeben.\n${USAGE}`);
const file = positional[0];

console.log(`Prüfe ${file} …`);
const manifest = await verifyArchive(file).catch((error) =>
  reportError(error, "Es wurde nichts wiederhergestellt."),
);
console.log(
  `Archiv in Ordnung: Sicherung vom ${formatDateTime(manifest.createdAt)}, Version ${manifest.app.version}, ` +
    `Schema ${manifest.schema.newestMigration}.`,
);

const status = await withDatabase(async (databaseUrl) => {
  let result;
  try {
    result = await restoreArchive({
      file,
      databaseUrl,
      storage: getStorage(),
      force: options.has("force"),
      manifest,
    });
  } catch (error) {
    reportError(error, error instanceof NotEmptyError ? "" : "Die Datenbank ist unverändert.");
  }
  console.log("Wiederhergestellt:");
  for (const { name, rows } of result.tables)
    if (rows > 0) console.log(`  ${tableLabel(name)}: ${formatCount(rows)}`);
  console.log(`  Dateien: ${formatCount(result.files)} (${formatBytes(result.fileBytes)})`);
  if (result.pendingMigrations.length) {
    try {
      const applied = await applyMigrations(databaseUrl);
      console.log(`Neuere Migrationen dieser Version angewandt: ${applied.join(", ")}`);
    } catch (error) {
      reportError(
        error,
        "Die Daten sind wiederhergestellt; die Migration lässt sich mit npm run db:migrate wiederholen.",
      );
    }
  }
  if (manifest.missingFiles.length)
    console.warn(
      `WARNUNG: ${manifest.missingFiles.length} Dateien fehlten schon beim Sichern und sind nicht enthalten.`,
    );
  console.log("Fertig. Starten Sie die App mit npm start.");
  return 0;
});
process.exit(status);
