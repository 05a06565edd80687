// Checks the Dockerfile and docker-compose.yml without a Docker engine (CI has none):
// 1. docker-compose.yml parses, every dependency and healthcheck is in place, and the
//    app's environment (with compose's defaults filled in) passes the app's own
//    production configuration check (APP_ENV=production: every service required);
//    docker-compose.scale.yml's structure likewise (scripts/check-compose-scale.ts).
// 2. Every COPY source of the Dockerfile exists and is not excluded by .dockerignore.
// 3. The runtime stage is assembled in a temporary folder from exactly the Dockerfile's
//    COPY lines and its CMD is run there with the image's ENV and compose's app
//    environment, the compose services replaced by local stand-ins (a fresh PostgreSQL
//    database, s3rver, the SMTP sink). Passes when /healthz and /readyz answer 200 and
//    SIGTERM ends the process with exit code 0.
// Run: npx tsx scripts/check-deploy.ts   (needs a build; PostgreSQL is CHECK_DATABASE_URL's
// server or, without one, the embedded server started in a temporary folder)
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parse } from "yaml";
import { parseEnv } from "../app/utils/env.server";
import { ensureEmbeddedPostgres } from "../server/embedded-postgres.mjs";
import { startS3Server } from "../tests/support/s3-server";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { checkScaleCompose, SCALE_COMPOSE_FILE } from "./check-compose-scale";

const problems: string[] = [];
const ok = (msg: string) => console.log(`✓ ${msg}`);

// ---- 1. compose ------------------------------------------------------------------------
type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
};
const compose = parse(readFileSync("docker-compose.yml", "utf8")) as {
  services: Record<string, Service>;
};
const services = compose.services;
for (const name of ["app", "postgres", "minio", "minio-init", "mailpit"])
  if (!services[name]) problems.push(`compose: Dienst ${name} fehlt`);
for (const [name, s] of Object.entries(services)) {
  for (const dep of Object.keys(s.depends_on ?? {}))
    if (!services[dep]) problems.push(`compose: ${name} hängt von unbekanntem Dienst ${dep} ab`);
  if (name !== "minio-init" && !s.healthcheck) problems.push(`compose: ${name} ohne healthcheck`);
}
// ${VAR:-default} → default (what a user without an .env file gets)
const interpolate = (v: string) =>
  String(v).replace(/\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (_m, _k, d) => d ?? "");
const appEnv = Object.fromEntries(
  Object.entries(services.app?.environment ?? {}).map(([k, v]) => [k, interpolate(v)]),
);
try {
  parseEnv({ ...appEnv, DATA_DIR: os.tmpdir() });
  ok(
    "docker-compose.yml: Dienste, Abhängigkeiten, Healthchecks; App-Umgebung besteht die Produktionsprüfung",
  );
} catch (error) {
  problems.push(`compose: App-Umgebung ungültig: ${(error as Error).message}`);
}

// ---- 1b. the scaled-out compose file (several instances, a worker, a load balancer) --------
{
  const scaleProblems = checkScaleCompose(readFileSync(SCALE_COMPOSE_FILE, "utf8"));
  if (scaleProblems.length)
    problems.push(...scaleProblems.map((p) => `${SCALE_COMPOSE_FILE}: ${p}`));
  else
    ok(
      `${SCALE_COMPOSE_FILE}: Proxy, zwei Instanzen (JOBS_WORKER=0, RATE_LIMIT_STORE=database), Worker, einmalige Migration; Umgebungen bestehen die Produktionsprüfung`,
    );
}

// ---- 2. Dockerfile COPY sources -------------------------------------------------------------
const dockerfile = readFileSync("Dockerfile", "utf8").replace(/\\\n/g, " ");
const ignored = readFileSync(".dockerignore", "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#") && !l.startsWith("!"));
const stages = dockerfile.split(/^FROM /m).slice(1);
const runtime = stages.find((s) => /AS runtime/.test(s.split("\n")[0]!))!;
for (const line of dockerfile.split("\n").filter((l) => /^COPY (?!--from)/.test(l))) {
  const parts = line
    .replace(/^COPY\s+/, "")
    .trim()
    .split(/\s+/);
  for (const src of parts.slice(0, -1)) {
    if (src === ".") continue;
    if (!existsSync(src)) problems.push(`Dockerfile: ${src} fehlt`);
    if (ignored.some((i) => src === i || src.startsWith(`${i}/`)))
      problems.push(`Dockerfile: ${src} ist in .dockerignore ausgeschlossen`);
  }
}
if (!/^USER node$/m.test(runtime))
  problems.push("Dockerfile: Laufzeit-Stufe nicht als Nicht-root-Benutzer");
if (!/--omit=dev/.test(dockerfile))
  problems.push("Dockerfile: Produktionsabhängigkeiten nicht mit --omit=dev installiert");
if (!/APP_ENV=production/.test(runtime)) problems.push("Dockerfile: APP_ENV=production fehlt");
if (!problems.length)
  ok("Dockerfile: alle COPY-Quellen vorhanden, nicht-root, --omit=dev, APP_ENV=production");

// ---- 3. the runtime stage's start command outside Docker ------------------------------------
if (!existsSync("build/index.js"))
  spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
const dir = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-image-"));
for (const line of runtime.split("\n").filter((l) => l.startsWith("COPY "))) {
  const fromStage = line.match(/--from=(\w+)/)?.[1];
  const parts = line
    .replace(/^COPY\s+(--from=\w+\s+)?/, "")
    .trim()
    .split(/\s+/);
  const dest = parts.pop()!;
  for (const raw of parts) {
    const src = fromStage ? raw.replace(/^\/app\//, "") : raw;
    const target =
      dest.endsWith("/") || parts.length > 1
        ? path.join(dir, dest, path.basename(src))
        : path.join(dir, dest === "." || dest === "./" ? path.basename(src) : dest);
    mkdirSync(path.dirname(target), { recursive: true });
    // node_modules: the deps stage's --omit=dev tree cannot be made here (no network); the local tree stands in
    if (src === "node_modules") symlinkSync(path.resolve("node_modules"), target);
    else cpSync(src, target, { recursive: true });
  }
}
const imageEnv = Object.fromEntries(
  [...runtime.matchAll(/(\w+)=(\S+)/g)]
    .filter(([, k]) => /^[A-Z_]+$/.test(k!))
    .map(([, k, v]) => [k!, v!]),
);
const cmd = JSON.parse(runtime.match(/^CMD (\[.*\])$/m)![1]!) as string[];

const embeddedDir = mkdtempSync(path.join(os.tmpdir(), "deploycheck-db-"));
const embedded = process.env.CHECK_DATABASE_URL
  ? undefined
  : await ensureEmbeddedPostgres({ dataDir: embeddedDir, log: () => {} });
const serverUrl = process.env.CHECK_DATABASE_URL || embedded!.url;
const dbName = `deploycheck_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
await admin.end();
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const s3 = await startS3Server("seitenwerk-uploads");
const smtp = await startSmtpSink({});
const port = Number(process.env.CHECK_PORT || 3660);
const env: Record<string, string | undefined> = {
  PATH: process.env.PATH,
  HOME: os.tmpdir(),
  ...imageEnv,
  ...appEnv,
  PORT: String(port),
  APP_URL: `http://127.0.0.1:${port}`,
  // compose's service hosts → the local stand-ins
  DATABASE_URL: dbUrl.toString(),
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(smtp.port),
  ...s3.env,
};
console.log(`… starte „${cmd.join(" ")}“ in ${dir} (APP_ENV=${env.APP_ENV})`);
const child = spawn(cmd[0]!, cmd.slice(1), {
  cwd: dir,
  env: env as NodeJS.ProcessEnv,
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
child.stdout.on("data", (d) => (output += d));
child.stderr.on("data", (d) => (output += d));
const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));

async function waitReady() {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    try {
      const [h, r] = await Promise.all([
        fetch(`http://127.0.0.1:${port}/healthz`),
        fetch(`http://127.0.0.1:${port}/readyz`),
      ]);
      if (h.ok && r.ok) return true;
    } catch {
      // starting
    }
    if (child.exitCode !== null) return false;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}
if (await waitReady()) {
  ok("Startbefehl der Laufzeit-Stufe: Migrationen angewandt, /healthz und /readyz 200");
  const res = await fetch(`http://127.0.0.1:${port}/`);
  if (!res.headers.get("strict-transport-security")) problems.push("HSTS fehlt in Produktion");
  child.kill("SIGTERM");
  const code = await Promise.race([
    exited,
    new Promise((r) => setTimeout(() => r("timeout"), 30_000)),
  ]);
  if (code === 0) ok("SIGTERM: sauber beendet (Exit-Code 0)");
  else problems.push(`SIGTERM: Exit-Code ${code}\n${output.slice(-1500)}`);
} else {
  problems.push(`Start fehlgeschlagen:\n${output.slice(-3000)}`);
  child.kill("SIGKILL");
}
if (/sk_test_placeholder|seitenwerk-minio-secret|lokal-bitte/.test(output))
  problems.push("Geheimnisse im Log");

await s3.close();
await smtp.close();
const drop = new pg.Client({ connectionString: serverUrl });
await drop.connect();
await drop.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await drop.end();
await embedded?.release();
rmSync(embeddedDir, { recursive: true, force: true });
rmSync(dir, { recursive: true, force: true });

if (problems.length) {
  console.error(`\n✗ ${problems.length} Problem(e):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("\nAlle Prüfungen bestanden.");
process.exit(0);
