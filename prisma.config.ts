// Prisma CLI configuration. The CLI talks to the database through the same driver
// adapters as the app (no native engines can be downloaded on our machines).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { createMigrationAdapter, databaseTarget } from "./app/utils/db-adapter.server";
import { DatabaseLockedError } from "./app/utils/pglite-lock.server";

const target = databaseTarget();
// The CLI insists on a well-formed URL even when an adapter is used; without one it
// tries to download the old native query engine. It is not used to connect.
process.env.DATABASE_URL ||= "postgresql://placeholder@localhost/unused";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  async adapter() {
    try {
      // the embedded database is locked for the life of this CLI process: `npm start` runs
      // migrate deploy to its end before it starts the server, which then takes the lock
      return createMigrationAdapter(target);
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) throw error;
      // the CLI would wrap the message in a stack trace; the German sentence is enough
      process.stderr.write(`Fehler: ${error.message}\n`);
      process.exit(1);
    }
  },
});
