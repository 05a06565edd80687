#!/usr/bin/env -S npx tsx
// `npm run backup:verify -- <archive>`: the restore drill (app/models/backup/drill.server.ts).
// Restores into a throwaway database and folder, compares every table and every invoice PDF,
// prints a short German report and exits with 1 on any difference.
import { fail, parseArgs, reportError } from "./backup-cli";
import { applyMigrations } from "./schema-engine.mjs";
import { drillBackup } from "~/models/backup/drill.server";

const USAGE = "Aufruf: npm run backup:verify -- <Sicherung.tar.gz>";
const { positional } = parseArgs(process.argv.slice(2), {}, USAGE);
if (positional.length !== 1) fail(`Bitte genau eine Sicherungsdatei angeben.\n${USAGE}`);

try {
  const report = await drillBackup({ file: positional[0], migrate: applyMigrations });
  for (const line of report.lines) (report.ok ? console.log : console.error)(line);
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  reportError(error);
}
