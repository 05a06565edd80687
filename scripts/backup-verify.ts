#!/usr/bin/env -S npx tsx
// `npm run backup:verify -- <archive or s3://bucket/key>`: the restore drill (app/models/backup/drill.server.ts).
// Restores into a throwaway database and folder, compares every table and every invoice PDF,
// prints a short German report and exits with 1 on any difference. The outcome is noted for
// the admin dashboard when the app's database is at hand (DATABASE_URL, or the embedded
// server of DATA_DIR while it runs); the drill itself never needs it.
import path from "node:path";
import { runningEmbeddedPostgresUrl } from "../server/embedded-postgres.mjs";
import { fail, parseArgs, reportError } from "./backup-cli";
import { applyMigrations } from "./schema-engine.mjs";
import { drillBackup } from "~/models/backup/drill.server";
import { isS3Ref } from "~/models/backup/s3.server";
import { recordManualDrill } from "~/models/backup/schedule.server";
import { prisma } from "~/utils/db.server";

const USAGE = "Aufruf: npm run backup:verify -- <Sicherung.tar.gz oder s3://bucket/schlüssel>";
const { positional } = parseArgs(process.argv.slice(2), {}, USAGE);
if (positional.length !== 1) fail(`Bitte genau eine Sicherungsdatei angeben.\n${USAGE}`);
const file = isS3Ref(positional[0]) ? positional[0] : path.resolve(positional[0]);

const startedAt = new Date();
let report;
try {
  report = await drillBackup({ file, migrate: applyMigrations });
} catch (error) {
  reportError(error);
}
for (const line of report.lines) (report.ok ? console.log : console.error)(line);

const appDatabase =
  process.env.DATABASE_URL?.trim() || runningEmbeddedPostgresUrl(process.env.DATA_DIR || "data");
if (appDatabase) {
  process.env.DATABASE_URL = appDatabase;
  await recordManualDrill(file, report, startedAt).catch(() => {
    // a database of another version or without its tables: the report above still stands
  });
  await prisma.$disconnect();
}
process.exit(report.ok ? 0 : 1);
