// For the command-line scripts (db:migrate, db:url, admin:create): runs `work` with the
// database URL – DATABASE_URL, or the embedded server of DATA_DIR, started when needed and
// released afterwards (stopped unless another process still uses it). A German error from
// the embedded database ends the script with exit code 1 and no stack trace.
import {
  EmbeddedPostgresError,
  ensureEmbeddedPostgres,
  legacyPgliteNotice,
} from "../server/embedded-postgres.mjs";

/**
 * @template T
 * @param {(url: string) => Promise<T>} work
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<T>}
 */
export async function withDatabase(work, { log = (line) => console.error(line) } = {}) {
  const configured = process.env.DATABASE_URL?.trim();
  if (configured) return work(configured);
  const dataDir = process.env.DATA_DIR || "data";
  const notice = legacyPgliteNotice(dataDir);
  if (notice) log(notice);
  let database;
  try {
    database = await ensureEmbeddedPostgres({ dataDir, log });
  } catch (error) {
    if (!(error instanceof EmbeddedPostgresError)) throw error;
    log(`\nFEHLER: ${error.message}\n`);
    process.exit(1);
  }
  try {
    return await work(database.url);
  } finally {
    await database.release();
  }
}
