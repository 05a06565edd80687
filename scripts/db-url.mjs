#!/usr/bin/env node
// `npm run -s db:url`: prints the database URL the app uses – DATABASE_URL, or the running
// embedded server's (with its generated password), e.g. for `psql "$(npm run -s db:url)"`.
import { runningEmbeddedPostgresUrl } from "../server/embedded-postgres.mjs";

const url =
  process.env.DATABASE_URL?.trim() || runningEmbeddedPostgresUrl(process.env.DATA_DIR || "data");
if (!url) {
  console.error(
    "Die eingebettete Datenbank läuft nicht. Starten Sie die App (npm start) und rufen Sie den Befehl erneut auf.",
  );
  process.exit(1);
}
console.log(url);
