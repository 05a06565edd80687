#!/usr/bin/env -S npx tsx
// `npm run backup -- [--out <file|folder|s3://…>]`: one archive of the database and every
// stored file the data refers to (app/models/backup), encrypted when BACKUP_PASSPHRASE or
// BACKUP_AGE_RECIPIENT is set. Without --out: where the nightly backups go – BACKUP_S3_BUCKET
// (under BACKUP_S3_PREFIX) when that is set, else BACKUP_DIR (default DATA_DIR/backups).
// Runs beside the serving app; on the embedded default it shares the running server.
import { parseArgs, reportError } from "./backup-cli";
import { withDatabase } from "./with-database.mjs";
import { createBackup } from "~/models/backup/backup.server";
import { backupSettings, backupTarget, recordManualBackup } from "~/models/backup/schedule.server";
import { formatBytes, formatCount } from "~/models/backup/texts";
import { prisma } from "~/utils/db.server";
import { getStorage } from "~/utils/storage.server";

const USAGE =
  "Aufruf: npm run backup -- [--out <Datei.tar.gz, Ordner/, s3://bucket/schlüssel oder s3://bucket/präfix/>]";
const { options } = parseArgs(process.argv.slice(2), { out: true }, USAGE);
const out = (options.get("out") as string | undefined) ?? defaultTarget();

function defaultTarget(): string {
  try {
    return backupTarget(backupSettings());
  } catch (error) {
    return reportError(error);
  }
}

const started = performance.now();
const now = new Date();
const status = await withDatabase(async (databaseUrl) => {
  // the run is recorded through the app's client, on the same database
  process.env.DATABASE_URL = databaseUrl;
  try {
    const { file, bytes, manifest } = await createBackup({
      databaseUrl,
      storage: getStorage(),
      out,
      now,
      log: (line) => console.log(line),
    });
    await recordManualBackup({ file, bytes }, now);
    await prisma.$disconnect();
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Sicherung geschrieben: ${file}\n  ${formatBytes(bytes)}, ${manifest.tables.length} Tabellen, ` +
        `${formatCount(rows)} Zeilen, ${formatCount(manifest.files.length)} Dateien, ` +
        `Schema ${manifest.schema.newestMigration}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (manifest.missingFiles.length)
      console.warn(
        `WARNUNG: ${manifest.missingFiles.length} Dateien, auf die die Daten verweisen, fehlen im Speicher ` +
          `(${manifest.missingFiles.slice(0, 3).join(", ")}${manifest.missingFiles.length > 3 ? ", …" : ""}).`,
      );
    return 0;
  } catch (error) {
    reportError(error);
  }
});
process.exit(status);
