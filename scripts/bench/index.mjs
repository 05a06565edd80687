// `npm run bench`: every load benchmark in one run against one production-shaped
// stack (PostgreSQL, S3 server, SMTP sink, the built app with APP_ENV=production).
// BENCH_SECONDS shortens each load phase for a quick try; BENCH_DATABASE_URL picks the
// PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/postgres).
import os from "node:os";
import { run as jsBytes } from "./js-bytes.mjs";
import { startStack } from "./lib/stack.mjs";
import { run as mixed } from "./mixed.mjs";
import { run as publicPages } from "./public-pages.mjs";
import { run as signedIn } from "./signed-in.mjs";
import { run as upload } from "./upload.mjs";

console.log(
  `# Seitenwerk-Benchmarks – Node ${process.version}, ${os.cpus().length} Kerne, Last vorher ${os.loadavg()[0].toFixed(1)}`,
);
const stack = await startStack();
try {
  await jsBytes(stack);
  await publicPages(stack);
  await signedIn(stack);
  await upload(stack);
  await mixed(stack);
} finally {
  await stack.stop();
}
process.exit(0);
