#!/usr/bin/env -S npx tsx
// Creates an administrator or sets its password:
//   npx tsx scripts/admin-create.ts --email admin@firma.de --password '…'
// Missing values are asked for on a terminal (the password without echo). Uses the same
// database as the app (DATABASE_URL, else the embedded server of DATA_DIR, also while the
// app runs) and the same code as the ADMIN_EMAIL/ADMIN_PASSWORD start-up task.
import readline from "node:readline";
import { z } from "zod";
import { withDatabase } from "./with-database.mjs";
import { ADMIN_PASSWORD_MIN_LENGTH, ensureAdmin } from "~/models/team/admin.server";
import { createPrismaClient, describeDatabase, setPrismaClient } from "~/utils/db.server";

const USAGE =
  "Aufruf: npx tsx scripts/admin-create.ts --email admin@firma.de --password <mindestens 12 Zeichen>";

function fail(message: string): never {
  console.error(`Fehler: ${message}`);
  process.exit(1);
}

function parseArgs(argv: string[]) {
  const out: { email?: string; password?: string; help: boolean } = { help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [key, inline] = arg.split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (key === "--email") out.email = value();
    else if (key === "--password") out.password = value();
    else if (key === "--help" || key === "-h") out.help = true;
    else fail(`Unbekannte Option ${arg}\n${USAGE}`);
  }
  return out;
}

function ask(question: string, hidden = false): Promise<string> {
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: true,
  });
  if (hidden) {
    // print the prompt, then swallow the echo of every typed character
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let prompted = false;
    output._writeToOutput = (s: string) => {
      if (!prompted) {
        process.stdout.write(s);
        prompted = true;
      }
    };
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write("\n");
      resolve(answer);
    }),
  );
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const interactive = process.stdin.isTTY && process.stdout.isTTY;
  if ((!args.email || !args.password) && !interactive)
    fail(`E-Mail und Passwort fehlen.\n${USAGE}`);
  const email = args.email ?? (await ask("E-Mail des Administrators: "));
  let password = args.password;
  if (!password) {
    password = await ask(`Passwort (mindestens ${ADMIN_PASSWORD_MIN_LENGTH} Zeichen): `, true);
    if ((await ask("Passwort wiederholen: ", true)) !== password)
      fail("Die Passwörter stimmen nicht überein.");
  }
  if (!z.string().email().safeParse(email.trim()).success)
    fail("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH)
    fail(`Das Passwort muss mindestens ${ADMIN_PASSWORD_MIN_LENGTH} Zeichen haben.`);

  const problem = await withDatabase(async (url) => {
    const client = createPrismaClient(url);
    setPrismaClient(client);
    try {
      const result = await ensureAdmin(email, password);
      const what = {
        created: "angelegt",
        updated: "aktualisiert (Passwort gesetzt, bestehende Sitzungen beendet)",
        unchanged: "war bereits so eingerichtet",
      }[result.outcome];
      const where = describeDatabase({ ...process.env, DATABASE_URL: url });
      console.log(`Administrator ${result.email} ${what}. Datenbank: ${where}`);
      return null;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "P2021")
        return "Die Datenbank ist noch nicht eingerichtet. Führen Sie zuerst npm run db:migrate aus.";
      return `Administrator konnte nicht gespeichert werden: ${(error as Error).message}`;
    } finally {
      // closed before the embedded server is released: it stops only when nobody is connected
      await client.$disconnect().catch(() => {});
    }
  });
  if (problem) fail(problem);
}

main().then(
  () => process.exit(0),
  (error) => fail((error as Error).message),
);
