// Prisma CLI configuration. The CLI only generates the client here (scripts/prisma-generate.mjs):
// its migration commands need Prisma's native schema engine, which these machines cannot
// download. `npm run db:migrate` and `npm run db:new-migration` run the same migrations on
// Prisma's WebAssembly schema engine through the app's driver adapter (scripts/schema-engine.mjs).
import path from "node:path";
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
});
