// Databases on the suite's PostgreSQL server for restores and drills: each name is created once
// and emptied before every use, since a CREATE or DROP DATABASE forces a checkpoint, which
// takes seconds on a busy machine.
import { inject } from "vitest";
import { connect, dropPublicObjects } from "~/models/backup/database.server";
import { temporaryDatabaseOn, type ThrowawayDatabase } from "~/models/backup/drill.server";

export function scratchDatabases(folder: string) {
  const databases = new Map<string, ThrowawayDatabase>();

  /** The database of this name, with nothing left in it. */
  async function empty(name = "probe") {
    let db = databases.get(name);
    if (!db) {
      db = await temporaryDatabaseOn(inject("serverUrl"))(folder);
      databases.set(name, db);
    }
    const client = await connect(db.url);
    try {
      await client.query("BEGIN");
      await dropPublicObjects(client);
      await client.query("COMMIT");
    } finally {
      await client.end();
    }
    return db;
  }

  return {
    empty,
    /** A drill's throwaway database: "probe", emptied, kept for the next drill. */
    throwaway: async () => ({ url: (await empty("probe")).url, dispose: async () => {} }),
    dispose: async () => {
      for (const db of databases.values()) await db.dispose().catch(() => {});
    },
  };
}
