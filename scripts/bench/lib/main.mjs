// Lets every benchmark run alone (`npx tsx scripts/bench/public-pages.mjs`) or from index.mjs.
import { pathToFileURL } from "node:url";
import { startStack } from "./stack.mjs";

export const seconds = (fallback) => Number(process.env.BENCH_SECONDS || fallback) * 1000;

export async function runStandalone(importMetaUrl, run) {
  if (importMetaUrl !== pathToFileURL(process.argv[1]).href) return;
  const stack = await startStack();
  try {
    await run(stack);
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
