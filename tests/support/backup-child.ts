// A backup in a process of its own that stops while it copies the stored files, so a test
// can kill it (SIGKILL) in the middle: `node --import tsx tests/support/backup-child.ts <folder>`.
// The database part is real (DATABASE_URL); the storage answers the first file and then
// never again, after saying so on stdout.
import { Readable } from "node:stream";
import type { Storage } from "~/utils/storage.server";
import { createBackup } from "~/models/backup/backup.server";

const data = Buffer.alloc(256 * 1024, 7);
let served = 0;
const storage: Storage = {
  kind: "local",
  async put() {
    throw new Error("nicht benutzt");
  },
  async get() {
    if (served++ === 0) return { body: Readable.from([data]), size: data.length };
    console.log("DATEIEN");
    return new Promise(() => {});
  },
  async delete() {},
  async ping() {},
};

await createBackup({ databaseUrl: process.env.DATABASE_URL!, storage, out: `${process.argv[2]}/` });
