// The embedded database's lock lives in server/pglite-lock.mjs, plain JavaScript, because
// scripts/start.mjs takes it too (before migrate deploy, for the whole `npm start`).
export {
  DatabaseLockedError,
  embeddedDatabaseDir,
  lockEmbeddedDatabase,
  lockFileOf,
  lockHolderOf,
  releaseEmbeddedDatabase,
  type LockHolder,
} from "../../server/pglite-lock.mjs";
