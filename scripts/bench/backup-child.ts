// The measured part of `npm run bench:backup`, in a process of its own so its peak memory
// is the backup's alone: makes the archive, then checks it as a restore would.
import { createBackup } from "~/models/backup/backup.server";
import { verifyArchive } from "~/models/backup/restore.server";
import { getStorage } from "~/utils/storage.server";

const [out] = process.argv.slice(2);
const started = performance.now();
const { file, bytes } = await createBackup({
  databaseUrl: process.env.DATABASE_URL!,
  storage: getStorage(),
  out,
});
const backupMs = performance.now() - started;
const verifyStarted = performance.now();
await verifyArchive(file);
const verifyMs = performance.now() - verifyStarted;
console.log(
  JSON.stringify({ file, bytes, backupMs, verifyMs, maxRssKb: process.resourceUsage().maxRSS }),
);
