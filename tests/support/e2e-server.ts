// Starts the production build for Playwright: `npm start`'s own embedded PostgreSQL in a
// fresh DATA_DIR (or, when E2E_DATABASE_URL names a PostgreSQL server, a fresh database
// `e2e_<port>` on it), a real SMTP sink writing each mail
// to tests/.tmp/e2e/mail as JSON, and an S3 server, then `npm start`'s own steps
// (migrate deploy + server/index.mjs).
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { stopEmbeddedPostgres } from "../../server/embedded-postgres.mjs";
import { startS3Server } from "./s3-server";
import { startSmtpSink } from "./smtp-sink";

export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_DIR = path.resolve(`tests/.tmp/e2e-${E2E_PORT}`);
export const E2E_MAIL_DIR = path.join(E2E_DIR, "mail");
/** The app's own output (JSON lines): scripts/test.mjs prints its errors when a test failed. */
export const E2E_SERVER_LOG = path.join(E2E_DIR, "server.log");

function portInUse(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Drops and creates `e2e_<port>` on the server of `serverUrl`; returns its URL. */
async function freshDatabase(serverUrl: string) {
  const name = `e2e_${E2E_PORT}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main() {
  // a leftover server on the port would answer the tests with a stale database
  if (await portInUse(E2E_PORT)) {
    console.error(
      `Port ${E2E_PORT} ist belegt – läuft noch ein alter Testserver? (E2E_PORT wählt einen anderen)`,
    );
    process.exit(1);
  }
  // a server left by an earlier run that was killed would go on running without its files
  await stopEmbeddedPostgres(path.join(E2E_DIR, "data"), "immediate");
  rmSync(E2E_DIR, { recursive: true, force: true });
  const smtp = await startSmtpSink({ dir: E2E_MAIL_DIR });
  const s3 = await startS3Server();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: "test",
    DEV_TOOLS: "1",
    PORT: String(E2E_PORT),
    APP_URL: `http://127.0.0.1:${E2E_PORT}`,
    DATA_DIR: path.join(E2E_DIR, "data"),
    // scripts/test.mjs prints the warnings and errors of this log when a browser test fails
    LOG_FORMAT: "json",
    SESSION_SECRET: "e2e-secret",
    // every test registers from 127.0.0.1
    RATE_LIMIT_REGISTER: "1000",
    RATE_LIMIT_CONTACT: "1000",
    // mails, invoices and subscriptions leave within half a second instead of two: the
    // journeys wait for them ~30 times
    JOBS_POLL_SECONDS: process.env.JOBS_POLL_SECONDS ?? "0.5",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    // the agency's inbox for notifications (new inquiries, payments, acceptances)
    ADMIN_NOTIFY_EMAIL: "team@e2e.example",
    // the start-up task creates this admin: the e2e tests sign in with it (and so test that path)
    ADMIN_EMAIL: "admin@e2e.example",
    ADMIN_PASSWORD: "e2e-admin-passwort-1",
    ...s3.env,
  };
  delete env.DATABASE_URL;
  if (process.env.E2E_DATABASE_URL)
    env.DATABASE_URL = await freshDatabase(process.env.E2E_DATABASE_URL);
  for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SMTP_URL"]) delete env[key];

  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env });
    if (build.status !== 0) process.exit(1);
  }
  mkdirSync(E2E_DIR, { recursive: true });
  const log = createWriteStream(E2E_SERVER_LOG);
  const server = spawn("node", ["scripts/start.mjs"], {
    stdio: ["ignore", "pipe", "pipe"],
    env,
  });
  // to the file and on to Playwright (which shows stdout with E2E_SERVER_LOG=1)
  server.stdout!.on("data", (chunk) => {
    log.write(chunk);
    process.stdout.write(chunk);
  });
  server.stderr!.on("data", (chunk) => {
    log.write(chunk);
    process.stderr.write(chunk);
  });
  const serverExited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    // start.mjs drains the app, then stops the embedded database: wait for both
    server.kill("SIGTERM");
    await Promise.allSettled([smtp.close(), s3.close(), serverExited]);
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // Playwright may end this process without a signal handler running: take the server along
  process.on("exit", () => server.kill("SIGTERM"));
  server.on("exit", (code) => process.exit(code ?? 1));
}

void main();
