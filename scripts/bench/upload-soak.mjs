// Upload soak: 200 uploads to POST /api/orders/{id}/upload, each cut
// off by the client at a random point (some stall instead, until the server's idle limit
// cuts them). Before and after, it prints the server's open file descriptors and the files
// in its upload spool (the server's TMPDIR, where S3 uploads are spooled) and in the local
// upload folder. Both must be back at their baseline.
//
//   npm run soak:upload                      # S3 storage (s3rver), the production shape
//   SOAK_STORAGE=local npm run soak:upload   # the local upload folder (npm start's default)
//   SOAK_UPLOADS=500 SOAK_CONCURRENCY=20 …   # more
//
// The server runs on the embedded PostgreSQL server in a fresh temporary DATA_DIR, with
// APP_ENV=test so the test-only sign-in route creates the customer.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startS3Server } from "../../tests/support/s3-server.ts";

const UPLOADS = Number(process.env.SOAK_UPLOADS || 200);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY || 10);
const STORAGE = process.env.SOAK_STORAGE === "local" ? "local" : "s3";
const PORT = Number(process.env.SOAK_PORT || 3655);
const IDLE_MS = 1500; // the server's stall limit for this run (30 s in production)
const origin = `http://127.0.0.1:${PORT}`;

if (spawnSync("node", ["-e", "require('fs').accessSync('build/index.js')"]).status !== 0) {
  const r = spawnSync("npx", ["--no-install", "remix", "build"], { stdio: "inherit" });
  if (r.status !== 0) throw new Error("Build fehlgeschlagen");
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-soak-"));
const spoolDir = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-soak-spool-"));
const s3 = STORAGE === "s3" ? await startS3Server() : null;
const env = {
  ...process.env,
  APP_ENV: "test",
  NODE_ENV: "production",
  PORT: String(PORT),
  APP_URL: origin,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  TMPDIR: spoolDir,
  LOG_LEVEL: "warn",
  LOG_FORMAT: "json",
  BODY_IDLE_TIMEOUT_MS: String(IDLE_MS),
  ...(s3?.env ?? {}),
};
for (const key of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])
  if (!s3) delete env[key];

console.log(`Migriere die eingebettete Datenbank in ${dataDir} …`);
const migrate = spawnSync("node", ["scripts/migrate.mjs"], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
if (migrate.status !== 0) throw new Error("Migration fehlgeschlagen");
const server = spawn(process.execPath, ["server/index.mjs", "build/index.js"], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
const pid = /** @type {number} */ (server.pid);

async function waitFor(url, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} antwortet nicht`);
}

/** Open descriptors of the server, and those pointing into the spool or the upload folder. */
function descriptors() {
  let total = 0;
  let files = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    total += 1;
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (target.startsWith(spoolDir) || target.startsWith(path.join(dataDir, "uploads")))
        files += 1;
    } catch {
      // closed meanwhile
    }
  }
  return { total, files };
}
const countFiles = (dir) => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .length;
  } catch {
    return 0;
  }
};
const snapshot = () => ({
  ...descriptors(),
  spool: countFiles(spoolDir),
  uploadFolder: countFiles(path.join(dataDir, "uploads")),
});
const show = (label, s) =>
  console.log(
    `${label}: ${s.total} offene Deskriptoren (davon ${s.files} auf Upload-Dateien), Spool-Ordner ${s.spool} Dateien, Upload-Ordner ${s.uploadFolder} Dateien`,
  );

/** One upload, cut off after `cutAt` bytes of file content (or stalled there). */
function brokenUpload({ orderId, cookie, cutAt, stall }) {
  return new Promise((resolve) => {
    const boundary = `----soak${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="soak.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const req = http.request(`${origin}/api/orders/${orderId}/upload?section=company`, {
      method: "POST",
      headers: {
        Origin: origin,
        Cookie: cookie,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": head.length + 5_000_000 + boundary.length + 8,
      },
    });
    let outcome = "abgebrochen";
    req.on("response", (res) => {
      outcome = String(res.statusCode);
      res.resume();
      res.on("end", () => resolve(outcome));
    });
    req.on("error", () => resolve(outcome));
    req.on("close", () => resolve(outcome));
    req.write(head);
    const block = Buffer.alloc(64 * 1024, 0x5a);
    let sent = 0;
    const pump = () => {
      while (sent < cutAt) {
        const n = Math.min(block.length, cutAt - sent);
        sent += n;
        if (!req.write(block.subarray(0, n))) return void req.once("drain", pump);
      }
      // the client goes away here – or just stops sending and waits for the server
      if (!stall) setImmediate(() => req.destroy());
    };
    pump();
  });
}

try {
  await waitFor(`${origin}/healthz`);
  const signIn = await fetch(`${origin}/dev/test-session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({
      kind: "customer",
      email: "soak@example.com",
      password: "soak-passwort-1",
    }),
  });
  const cookie = (signIn.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  const created = await fetch(`${origin}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
    body: JSON.stringify({ packageType: "standard" }),
  });
  const { id: orderId } = await created.json();
  // warm-up: one complete upload, so the baseline includes loaded code and open pools
  const warm = new FormData();
  warm.append("files", new Blob([Buffer.alloc(1024, 1)]), "warmup.bin");
  const warmed = await fetch(`${origin}/api/orders/${orderId}/upload?section=company`, {
    method: "POST",
    headers: { Origin: origin, Cookie: cookie },
    body: warm,
  });
  if (warmed.status !== 200) throw new Error(`Warm-up-Upload: ${warmed.status}`);

  const before = snapshot();
  console.log(
    `\nUpload-Soak: ${UPLOADS} abgebrochene Uploads, ${CONCURRENCY} gleichzeitig, Speicher ${STORAGE}`,
  );
  show("Vorher ", before);
  const outcomes = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < UPLOADS) {
        const i = next++;
        const outcome = await brokenUpload({
          orderId,
          cookie,
          cutAt: Math.floor(Math.random() * 3_000_000),
          stall: i % 10 === 0, // every tenth stalls instead of going away
        });
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
    }),
  );
  console.log(
    `${UPLOADS} Uploads in ${((performance.now() - started) / 1000).toFixed(1)} s; Ausgang: ${JSON.stringify(outcomes)}`,
  );
  show("Direkt danach", snapshot());
  // the server cleans up asynchronously: wait (at most 30 s) for the baseline
  const end = Date.now() + 30_000;
  let after = snapshot();
  while (
    Date.now() < end &&
    (after.total > before.total ||
      after.spool > before.spool ||
      after.uploadFolder > before.uploadFolder)
  ) {
    await new Promise((r) => setTimeout(r, 250));
    after = snapshot();
  }
  show("Nachher", after);
  const ok =
    after.total <= before.total &&
    after.files <= before.files &&
    after.spool <= before.spool &&
    after.uploadFolder <= before.uploadFolder;
  console.log(ok ? "✓ zurück auf dem Ausgangsstand" : "✗ Deskriptoren oder Dateien übrig");
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(spoolDir, { recursive: true, force: true });
}
