// `npm run bench:backup`: time, archive size and peak memory of a backup of 1,000 orders
// and 1 GB of uploads (BENCH_ORDERS, BENCH_UPLOAD_MB change the set). A fresh embedded
// PostgreSQL in a temporary folder is migrated and filled, the uploads are written as
// incompressible files (like the PDFs and images customers send), then the backup runs in
// a child process, whose peak resident memory is its own. Goal: under 60 s, under 150 MB.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureEmbeddedPostgres, stopEmbeddedPostgres } from "../../server/embedded-postgres.mjs";
import { applyMigrations } from "../schema-engine.mjs";

const ORDERS = Number(process.env.BENCH_ORDERS || 1000);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB || 1024);
const FILE_MB = 5;

const root = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-bench-backup-"));
// as root, PostgreSQL runs as `postgres`, which must pass through (mkdtemp makes it 700)
chmodSync(root, 0o755);
const dataDir = path.join(root, "data");
const log = (line) => console.log(line);

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const customers = Math.ceil(ORDERS / 10);
    await client.query(
      `INSERT INTO users (id, email, "firstName", "lastName", "passwordHash", "emailVerified", "updatedAt")
       SELECT gen_random_uuid(), 'kunde-' || n || '@example.com', 'Erika', 'Muster ' || n,
              '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA', true, now()
       FROM generate_series(1, $1) n`,
      [customers],
    );
    await client.query(
      `INSERT INTO orders (id, "userId", status, company, description, "basePriceCents", "totalPriceCents", "updatedAt", "paidAt")
       SELECT gen_random_uuid(), u.id, (ARRAY['draft','paid','in_progress','review','completed','online'])[1 + n % 6],
              'Firma ' || n || ' GmbH', repeat('Beschreibung der Website mit Umlauten äöü. ', 20), 24900, 24900, now(),
              CASE WHEN n % 6 > 0 THEN now() END
       FROM generate_series(1, $1) n
       JOIN LATERAL (SELECT id FROM users ORDER BY email OFFSET (n % $2) LIMIT 1) u ON true`,
      [ORDERS, customers],
    );
    await client.query(
      `INSERT INTO payments (id, "orderId", kind, purpose, "amountCents", "externalId")
       SELECT gen_random_uuid(), id, 'payment', 'order', 24900, 'pi_' || id FROM orders WHERE "paidAt" IS NOT NULL`,
    );
    await client.query(
      `INSERT INTO order_status_changes (id, "orderId", "fromStatus", "toStatus", source)
       SELECT gen_random_uuid(), id, 'draft', status, 'system' FROM orders, generate_series(1, 3)`,
    );
    await client.query(
      `INSERT INTO order_messages (id, "orderId", "fromAgency", body)
       SELECT gen_random_uuid(), id, n % 2 = 0, 'Nachricht ' || n || E'\\nmit zweiter Zeile'
       FROM orders, generate_series(1, 4) n`,
    );
    // the uploads: incompressible files spread over the orders
    const uploads = path.join(dataDir, "uploads");
    const { rows: orders } = await client.query("SELECT id FROM orders ORDER BY id");
    const files = Math.ceil(UPLOAD_MB / FILE_MB);
    const block = randomBytes(FILE_MB * 1024 * 1024);
    for (let i = 0; i < files; i++) {
      const orderId = orders[i % orders.length].id;
      const key = `orders/${orderId}/datei-${i}`;
      mkdirSync(path.join(uploads, "orders", orderId), { recursive: true });
      // each file differs (its first bytes), none compresses
      block.writeUInt32BE(i, 0);
      writeFileSync(path.join(uploads, key), block);
      await client.query(
        `INSERT INTO uploaded_documents (id, "orderId", section, name, "contentType", size, "storageKey")
         VALUES (gen_random_uuid(), $1, 'company', $2, 'application/pdf', $3, $4)`,
        [orderId, `datei-${i}.pdf`, block.length, key],
      );
    }
    return files;
  } finally {
    await client.end();
  }
}

function runChild(url, out) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/bench/backup-child.ts", out],
      {
        env: {
          ...process.env,
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          APP_ENV: "test",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let stdout = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(stdout.trim().split("\n").pop()))
        : reject(new Error(`Sicherung fehlgeschlagen (Exit-Code ${code})`)),
    );
  });
}

try {
  const server = await ensureEmbeddedPostgres({ dataDir, log });
  await applyMigrations(server.url);
  log(`Lege ${ORDERS} Aufträge und ${UPLOAD_MB} MB Uploads an …`);
  const files = await seed(server.url);
  log(`Sichere (${files} Dateien) …`);
  const result = await runChild(server.url, path.join(root, "sicherung.tar.gz"));
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `\n## Sicherung: ${ORDERS} Aufträge, ${UPLOAD_MB} MB Uploads (${os.cpus().length} Kerne)`,
  );
  console.log(`Dauer der Sicherung:     ${(result.backupMs / 1000).toFixed(1)} s (Ziel < 60 s)`);
  console.log(`Prüfung des Archivs:     ${(result.verifyMs / 1000).toFixed(1)} s`);
  console.log(`Größe des Archivs:       ${mb(result.bytes)} MB`);
  console.log(
    `Spitze des Speichers:    ${(result.maxRssKb / 1024).toFixed(0)} MB RSS (Ziel < 150 MB)`,
  );
  await server.release();
} finally {
  await stopEmbeddedPostgres(dataDir, "immediate").catch(() => {});
  rmSync(root, { recursive: true, force: true });
}
