// Prisma CLI configuration. The CLI talks to PostgreSQL through the same driver adapter as
// the app (no native engines can be downloaded on our machines). `npm run db:migrate` and
// `npm start` give it DATABASE_URL – the embedded server's when none is configured.
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";

const url = process.env.DATABASE_URL?.trim();
// The CLI insists on a well-formed URL even when an adapter is used (without one it tries to
// download the old native query engine), also for commands that never connect.
process.env.DATABASE_URL ||= "postgresql://placeholder@localhost/unused";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  async adapter() {
    if (!url) {
      // the CLI would wrap the message in a stack trace; the German sentence is enough
      process.stderr.write(
        "Fehler: DATABASE_URL fehlt. `npm run db:migrate` startet die eingebettete Datenbank selbst.\n",
      );
      process.exit(1);
    }
    // allowExitOnIdle: an idle pooled connection would keep the finished CLI alive for the
    // pool's 10 s idle timeout (see also scripts/prisma-cli-timers.cjs)
    return new PrismaPg({ connectionString: url, allowExitOnIdle: true });
  },
});
