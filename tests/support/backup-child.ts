// A backup or a restore in a process of its own that stops while it handles the stored
// files, so a test can kill it (SIGKILL) in the middle:
//   node --import tsx tests/support/backup-child.ts backup <folder>
//   node --import tsx tests/support/backup-child.ts restore <archive> <database url>
// The database part is real; the storage serves (or takes) the first file and then never
// answers again, after saying so on stdout.
import { Readable } from "node:stream";
import type { Storage } from "~/utils/storage.server";
import { createBackup } from "~/models/backup/backup.server";
import { restoreArchive } from "~/models/backup/restore.server";

const data = Buffer.alloc(256 * 1024, 7);
let calls = 0;
const stall = () => {
  console.log("DATEIEN");
  return new Promise<never>(() => {});
};
const storage: Storage = {
  kind: "s3",
  async put(_key, body) {
    if (calls++ > 0) return stall();
    for await (const _ of body) void _;
    return { size: 0 };
  },
  async get() {
    if (calls++ > 0) return stall();
    return { body: Readable.from([data]), size: data.length };
  },
  async delete() {},
  async ping() {},
};

const [mode, target, databaseUrl] = process.argv.slice(2);
if (mode === "backup")
  await createBackup({ databaseUrl: process.env.DATABASE_URL!, storage, out: `${target}/` });
else await restoreArchive({ file: target, databaseUrl, storage });
