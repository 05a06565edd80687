#!/usr/bin/env -S npx tsx
// The DATEV export from the command line, the same file as the download on /admin/invoices:
//   npm run datev -- --from 2026-10-01 --to 2026-10-31 --out datev-oktober.zip
// --out ending in .zip writes the ZIP (Buchungsstapel and the period's PDFs), ending in .csv
// only the Buchungsstapel. Uses the same database and storage as the app (DATABASE_URL, else
// the embedded server of DATA_DIR) and the DATEV settings stored on /admin/invoices/datev.
import { createWriteStream, writeFileSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import { withDatabase } from "./with-database.mjs";
import { checkPeriod, datevArchive, datevExport } from "~/models/datev/export.server";
import { getDatevSettings } from "~/models/datev/settings.server";
import { createPrismaClient, setPrismaClient } from "~/utils/db.server";

const USAGE =
  "Aufruf: npm run datev -- --from JJJJ-MM-TT --to JJJJ-MM-TT --out <datei.zip oder datei.csv>";

function fail(message: string): never {
  console.error(`Fehler: ${message}`);
  process.exit(1);
}

function parseArgs(argv: string[]) {
  const out: { from?: string; to?: string; out?: string; help: boolean } = { help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [key, inline] = arg.split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (key === "--from") out.from = value();
    else if (key === "--to") out.to = value();
    else if (key === "--out") out.out = value();
    else if (key === "--help" || key === "-h") out.help = true;
    else fail(`Unbekannte Option ${arg}\n${USAGE}`);
  }
  return out;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (!args.from || !args.to || !args.out) fail(`Zeitraum und Zieldatei fehlen.\n${USAGE}`);
  const kind = /\.zip$/i.test(args.out) ? "zip" : /\.csv$/i.test(args.out) ? "csv" : null;
  if (!kind) fail("Die Zieldatei muss auf .zip oder .csv enden.");

  const problem = await withDatabase(async (url) => {
    const client = createPrismaClient(url);
    setPrismaClient(client);
    try {
      const settings = await getDatevSettings();
      const check = checkPeriod(new URLSearchParams({ von: args.from!, bis: args.to! }), settings);
      if (!check.ok) return Object.values(check.errors).flat().join("\n");
      let result: Awaited<ReturnType<typeof datevExport>>;
      if (kind === "zip") {
        const archive = await datevArchive(check.period, settings!);
        await pipeline(archive.stream, createWriteStream(args.out!));
        result = archive;
      } else {
        result = await datevExport(check.period, settings!);
        writeFileSync(args.out!, result.csv);
      }
      const c = result.counts;
      console.log(
        `${args.out} geschrieben: ${plural(c.invoices, "Rechnung", "Rechnungen")}, ` +
          `${plural(c.creditNotes, "Gutschrift", "Gutschriften")}, ` +
          `${plural(c.payments, "Zahlung", "Zahlungen")}, ` +
          `${plural(c.refunds, "Erstattung", "Erstattungen")}` +
          (kind === "zip" ? `, ${plural(result.documents.length, "PDF", "PDFs")}.` : "."),
      );
      if (c.bookings === 0)
        console.log("Keine Buchungen im Zeitraum: Die Datei enthält nur die beiden Kopfzeilen.");
      return null;
    } catch (error) {
      if ((error as { code?: string }).code === "P2021")
        return "Die Datenbank ist noch nicht eingerichtet. Führen Sie zuerst npm run db:migrate aus.";
      return (error as Error).message;
    } finally {
      await client.$disconnect().catch(() => {});
    }
  });
  if (problem) fail(problem);
}

main().then(
  () => process.exit(0),
  (error) => fail((error as Error).message),
);
