#!/usr/bin/env -S npx tsx
// `npm run test:scale`: the "Scaling out" shape without Docker, checked as one system.
// On one PostgreSQL database (TEST_DATABASE_URL's or DATABASE_URL's server, else the
// embedded one in a temporary folder), one S3 stand-in (s3rver) and one SMTP sink:
// - both instances' migrations started at the same moment (applied once);
// - two app processes (`node server/index.mjs` on the production build, JOBS_WORKER=0,
//   RATE_LIMIT_STORE=database, one SESSION_SECRET) behind a round-robin proxy of our own
//   (scripts/scale/proxy.mjs), and one worker (`npm run worker`);
// - a session, a file and a rate limit checked across the two instances;
// - the mixed load of `npm run bench:mixed` plus contact inquiries (two mails each, sent as
//   jobs by the worker) through the proxy for SCALE_SECONDS (default 60); halfway through,
//   one instance is killed with SIGKILL and started again;
// - afterwards: every acknowledged write is present (check-orders), every mail job ran
//   exactly once (the sink's mails against the queue's jobs), and no 5xx came from anything
//   but the requests in flight on the killed instance, which are counted apart.
// The last line sums it up; the exit code is 1 when a write was lost, a job did not run
// exactly once, or a 5xx came from elsewhere.
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { ensureEmbeddedPostgres } from "../server/embedded-postgres.mjs";
import { startS3Server } from "../tests/support/s3-server.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";
import { checkOrders } from "./bench/check-orders.mjs";
import { send } from "./bench/lib/load.mjs";
import { fileChunks, uploadFile } from "./bench/lib/multipart.mjs";
import { ensureBuild } from "./bench/lib/stack.mjs";
import { runMixedLoad, seedMixedLoad } from "./bench/mixed.mjs";
import { LOST_HEADER, startProxy } from "./scale/proxy.mjs";

const AGENCY = "agentur@seitenwerk.example";
const CONTACT_WORKERS = 2;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** Resolves when `check()` is true; polls, because the things waited for live in other processes. */
async function until(what, check, timeoutMs = 60_000, everyMs = 100) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`Zeitüberschreitung: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** How many of `items` share each key. */
function tallyBy(items, keyOf) {
  const counts = new Map();
  for (const item of items) {
    const key = keyOf(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const ready = (origin) => () =>
  fetch(`${origin}/readyz`).then(async (r) => (await r.arrayBuffer(), r.ok));

/** A child whose output goes to a log file; `exited` resolves with its exit code or signal. */
function startChild(args, env, logFile) {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(logFile, { flags: "a" });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      log.end();
      resolve(code ?? signal);
    }),
  );
  let output = "";
  child.stdout.on("data", (d) => (output = (output + d).slice(-20_000)));
  child.stderr.on("data", (d) => (output = (output + d).slice(-20_000)));
  return { child, exited, output: () => output };
}

function migrateOnce(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/migrate.mjs"], { env });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.once("close", (code) => resolve({ code, output }));
  });
}

const emailsIn = (value) =>
  [
    ...String(Array.isArray(value) ? value.join(",") : (value ?? "")).matchAll(
      /[^\s<>,"]+@[^\s<>,"]+/g,
    ),
  ]
    .map((m) => m[0].toLowerCase())
    .sort()
    .join(",");

/** @param {{ seconds?: number, log?: (line: string) => void }} [options] */
export async function runScale({
  seconds = Number(process.env.SCALE_SECONDS || 60),
  log: print = (line) => console.log(line),
} = {}) {
  const started = performance.now();
  const log = (line) =>
    print(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);
  const durationMs = seconds * 1000;
  ensureBuild();
  const work = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-scale-"));
  /** @type {(() => Promise<void>)[]} */
  const cleanups = [];
  let keepLogs = Boolean(process.env.SCALE_KEEP_LOGS);
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => {});
  };
  try {
    // ---- one PostgreSQL server, a fresh database on it --------------------------------
    const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "";
    const embeddedRoot = given ? "" : mkdtempSync(path.join(os.tmpdir(), "seitenwerk-scale-db-"));
    const embedded = given
      ? undefined
      : await ensureEmbeddedPostgres({ dataDir: embeddedRoot, log: () => {} });
    if (embedded)
      cleanups.push(async () => {
        await embedded.release();
        rmSync(embeddedRoot, { recursive: true, force: true });
      });
    const serverUrl = given || /** @type {NonNullable<typeof embedded>} */ (embedded).url;
    const name = `scale_${Date.now().toString(36)}_${process.pid}`;
    const onServer = async (sql) => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(sql);
      } finally {
        await admin.end();
      }
    };
    // SCALE_TEMPLATE_DATABASE (the integration suite's migrated template): a copy of it
    // instead of the migrations started twice, which tests/integration/migrate-lock.test.ts
    // covers there
    const template = process.env.SCALE_TEMPLATE_DATABASE;
    if (template)
      await until(
        "Kopie der Vorlagendatenbank",
        // the template may be open for another worker's copy this moment
        () => onServer(`CREATE DATABASE ${name} TEMPLATE ${template}`).then(() => true),
        30_000,
        200,
      );
    else await onServer(`CREATE DATABASE ${name}`);
    cleanups.push(() => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const dbUrl = new URL(serverUrl);
    dbUrl.pathname = `/${name}`;

    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const smtp = await startSmtpSink({});
    cleanups.push(() => smtp.close());

    const ports = [await freePort(), await freePort()];
    const backends = ports.map((p) => `http://127.0.0.1:${p}`);
    const proxy = await startProxy({ backends });
    cleanups.push(() => proxy.close());
    // nothing of the caller's configuration leaks in (the test suite's DEV_TOOLS=1, …)
    const env = {
      ...Object.fromEntries(
        ["PATH", "HOME", "TMPDIR", "LANG", "TZ"]
          .filter((key) => process.env[key] !== undefined)
          .map((key) => [key, process.env[key]]),
      ),
      APP_ENV: "production",
      NODE_ENV: "production",
      APP_URL: proxy.origin,
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: dbUrl.toString(),
      SESSION_SECRET: `scale-${randomUUID()}`,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      ...s3.env,
      STRIPE_SECRET_KEY: "sk_test_scale",
      STRIPE_WEBHOOK_SECRET: "whsec_scale",
      PROVIDER_NAME: "Seitenwerk Beispiel GmbH",
      PROVIDER_ADDRESS: "Musterstraße 1, 10115 Berlin",
      PROVIDER_EMAIL: "kontakt@seitenwerk.example",
      PROVIDER_VAT_ID: "DE123456789",
      PROVIDER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
      PROVIDER_MANAGING_DIRECTOR: "Erika Mustermann",
      ADMIN_NOTIFY_EMAIL: AGENCY,
      // the shape under test
      JOBS_WORKER: "0",
      RATE_LIMIT_STORE: "database",
      TRUST_PROXY: "1",
      JOBS_POLL_SECONDS: "1",
      // all load comes from one address; the contact limit is checked by rate-limit.test.ts,
      // the sign-in limit across instances below
      RATE_LIMIT_CONTACT: "1000000",
      LOG_LEVEL: "warn",
      LOG_FORMAT: "json",
    };

    // ---- both instances' migrations at the same moment ---------------------------------
    const problems = [];
    if (!template) {
      const migrations = await Promise.all([migrateOnce(env), migrateOnce(env)]);
      const applying = migrations.filter((m) => m.output.includes("Migrationen angewandt:"));
      const idle = migrations.filter((m) => m.output.includes("keine Migration offen"));
      if (migrations.every((m) => m.code === 0) && applying.length === 1 && idle.length === 1)
        log(
          "Migrationen, zweimal gleichzeitig gestartet: einmal angewandt, der zweite Lauf fand nichts offen ✓",
        );
      else
        problems.push(
          `Migrationen, zweimal gleichzeitig gestartet:\n${migrations.map((m) => `Exit-Code ${m.code}: ${m.output}`).join("\n")}`,
        );
    }

    // ---- two instances, one worker -----------------------------------------------------
    const instances = ports.map(() => /** @type {ReturnType<typeof startChild> | null} */ (null));
    const startInstance = async (i) => {
      instances[i] = startChild(
        ["server/index.mjs", "build/index.js"],
        { ...env, PORT: String(ports[i]) },
        path.join(work, `app-${i + 1}.log`),
      );
      await until(`Instanz ${i + 1} bereit`, ready(backends[i]));
    };
    const stopChild = async (c) => {
      if (!c || c.child.exitCode !== null || c.child.signalCode) return;
      c.child.kill("SIGTERM");
      await c.exited;
    };
    cleanups.push(() => Promise.all(instances.map(stopChild)).then(() => {}));
    const worker = startChild(
      ["--import", "tsx", "scripts/worker.ts"],
      { ...env, JOBS_WORKER: "1", LOG_LEVEL: "info" },
      path.join(work, "worker.log"),
    );
    cleanups.push(() => stopChild(worker));
    await Promise.all([startInstance(0), startInstance(1)]);
    // a worker that never got going says why in the error, not only in its log file
    await until("Worker läuft", async () => worker.output().includes("Worker läuft")).catch(
      (error) => {
        throw new Error(`${error.message}\n${worker.output().slice(-2_000)}`);
      },
    );
    log(
      `2 Instanzen (${backends.join(", ")}) hinter ${proxy.origin}, 1 Worker; Protokolle in ${work}`,
    );

    // this process seeds and checks through the app's own modules, on the same database
    Object.assign(process.env, env);
    const { prisma } = await import("../app/utils/db.server.ts");
    cleanups.push(() => prisma.$disconnect());
    const { createCustomer } = await import("../tests/support/fixtures.ts");
    const { createDraftOrder } = await import("../app/models/order/order.server.ts");
    const { hashPassword } = await import("../app/utils/password.server.ts");
    const agent = new http.Agent({ keepAlive: false });
    // a request sent to one instance directly carries what the load balancer adds; the
    // instances trust one hop, here this script (Remix refuses a form post whose Origin is
    // not the host it was addressed to: a balancer must pass Host or X-Forwarded-Host on)
    const asThroughProxy = {
      "X-Forwarded-Host": new URL(proxy.origin).host,
      "X-Forwarded-Proto": "http",
    };
    const direct = (i, req) =>
      send(
        { ...req, headers: { ...asThroughProxy, ...req.headers } },
        { origin: backends[i], agent },
      );
    const formBody = (fields) => new URLSearchParams(fields).toString();
    const postForm = (i, pathname, fields, headers = {}) =>
      direct(i, {
        method: "POST",
        path: pathname,
        headers: {
          Origin: proxy.origin,
          "Content-Type": "application/x-www-form-urlencoded",
          ...asThroughProxy,
          ...headers,
        },
        body: formBody(fields),
      });
    const cookieOf = (r) =>
      []
        .concat(r.headers["set-cookie"] ?? [])
        .map((c) => c.split(";")[0])
        .join("; ");
    const other5xx = { count: 0 };
    const noteDirect = (what, r) => {
      if (r.status >= 500) other5xx.count += 1;
      return r;
    };

    // ---- a session made on one instance works on the other -----------------------------
    const password = "skalierung-passwort-1";
    const person = await createCustomer({
      firstName: "Skalina",
      passwordHash: await hashPassword(password),
    });
    const login = noteDirect(
      "login",
      await postForm(0, "/login", { email: person.email, password }),
    );
    const sessionCookie = cookieOf(login);
    const dashboardOn = async (i) =>
      noteDirect(
        "dashboard",
        await direct(i, { path: "/dashboard", headers: { Cookie: sessionCookie } }),
      );
    const sessionWorks = async () => {
      const answers = await Promise.all([dashboardOn(0), dashboardOn(1)]);
      return answers.every((r) => r.status === 200 && r.body.toString().includes(person.firstName));
    };
    if (login.status !== 302 || !sessionCookie)
      problems.push(`Anmeldung auf Instanz 1: HTTP ${login.status}`);
    else if (!(await sessionWorks()))
      problems.push("Sitzung von Instanz 1 gilt nicht auf beiden Instanzen");
    else log("Sitzung: auf Instanz 1 angemeldet, /dashboard auf beiden Instanzen 200 ✓");

    // ---- a file uploaded through one downloads through the other ------------------------
    const order = await createDraftOrder(person.id, {
      packageId: "starter",
      paymentType: "onetime",
      additionalPagesCount: 0,
      bilingual: false,
      blogSystem: false,
      bookingSystem: false,
    });
    const chunks = fileChunks(4242, 300 * 1024 + 17);
    const upload = await uploadFile({
      origin: backends[0],
      path: `/api/orders/${order.id}/upload?section=company`,
      cookie: sessionCookie,
      name: "skalierung.bin",
      chunks,
      size: 300 * 1024 + 17,
      agent,
    });
    noteDirect("upload", upload);
    const uploadedId = upload.status === 200 ? JSON.parse(upload.body).files?.[0]?.id : undefined;
    if (!uploadedId) problems.push(`Hochladen über Instanz 1: HTTP ${upload.status}`);
    else {
      const download = noteDirect(
        "download",
        await direct(1, { path: `/files/${uploadedId}`, headers: { Cookie: sessionCookie } }),
      );
      const hash = createHash("sha256").update(download.body).digest("hex");
      if (download.status !== 200 || hash !== chunks.sha256())
        problems.push(`Datei über Instanz 2: HTTP ${download.status}, SHA-256 ${hash}`);
      else log("Datei: über Instanz 1 hochgeladen, über Instanz 2 byte-gleich geladen ✓");
    }

    // ---- a rate limit counts across both instances --------------------------------------
    // five wrong passwords, alternately on each instance, from one client address (the
    // instances trust one proxy hop, here this script); the sixth attempt, with the right
    // password, must be refused: each instance alone has seen only two or three
    const throttled = await createCustomer({ passwordHash: await hashPassword(password) });
    const client = { "X-Forwarded-For": "198.51.100.23" };
    const wrong = [];
    for (let attempt = 0; attempt < 5; attempt++)
      wrong.push(
        noteDirect(
          "login",
          await postForm(
            attempt % 2,
            "/login",
            { email: throttled.email, password: "falsch-falsch-1" },
            client,
          ),
        ).status,
      );
    const sixth = noteDirect(
      "login",
      await postForm(1, "/login", { email: throttled.email, password }, client),
    );
    if (wrong.some((s) => s !== 401) || sixth.status !== 429)
      problems.push(
        `Anmelde-Limit über beide Instanzen: Fehlversuche ${wrong.join(", ")}, sechster Versuch ${sixth.status} statt 429`,
      );
    else
      log(
        "Rate-Limit: 5 Fehlversuche abwechselnd auf beiden Instanzen, der sechste (richtiges Passwort) wird mit 429 abgewiesen ✓",
      );

    // ---- the mixed load through the proxy, one instance killed halfway -------------------
    const seeded = await seedMixedLoad(proxy.origin);
    const contacts = { acknowledged: new Set(), unknown: new Set() };
    let contactSeq = 0;
    const loadAgent = new http.Agent({ keepAlive: true, maxSockets: CONTACT_WORKERS });
    const contactWorker = async (end, note) => {
      while (performance.now() < end) {
        const email = `anfrage-${++contactSeq}-${process.pid}@example.com`;
        try {
          const r = await send(
            {
              method: "POST",
              path: "/kontakt",
              headers: {
                Origin: proxy.origin,
                "Content-Type": "application/x-www-form-urlencoded",
              },
              body: formBody({
                firstName: "Lena",
                lastName: `Anfrage ${contactSeq}`,
                email,
                message: "Wir hätten gern ein Angebot für eine neue Website.",
              }),
            },
            { origin: proxy.origin, agent: loadAgent },
          );
          if (r.headers[LOST_HEADER]) {
            contacts.unknown.add(email);
            continue;
          }
          note("contact", r.status, r.status === 302);
          if (r.status === 302) contacts.acknowledged.add(email);
        } catch {
          contacts.unknown.add(email);
        }
      }
    };
    const killed = 0;
    const fault = { killedAt: 0, backAfterMs: 0 };
    const loadStarted = performance.now();
    const faultDone = (async () => {
      await new Promise((resolve) => setTimeout(resolve, durationMs / 2));
      const victim = /** @type {NonNullable<(typeof instances)[number]>} */ (instances[killed]);
      proxy.markKilled(killed);
      victim.child.kill("SIGKILL");
      await victim.exited;
      const t0 = performance.now();
      fault.killedAt = (t0 - loadStarted) / 1000;
      // what a supervisor (compose's restart policy, systemd) does: start it again
      await startInstance(killed);
      await until("Proxy sieht die neue Instanz", async () => !proxy.killedOutstanding);
      fault.backAfterMs = performance.now() - t0;
    })();
    // a failed restart is reported when the load is over, not as an unhandled rejection in it
    faultDone.catch(() => {});
    const { counts, expected, owners } = await runMixedLoad({
      origin: proxy.origin,
      durationMs,
      seeded,
      lostInFault: (r) => Boolean(r.headers[LOST_HEADER]),
      extra: Array.from({ length: CONTACT_WORKERS }, () => contactWorker),
    });
    await faultDone;
    loadAgent.destroy();
    log(
      `Last ${seconds} s: ${counts.requests} Anfragen ${JSON.stringify(counts.byKind)}; Instanz ${killed + 1} nach ${fault.killedAt.toFixed(1)} s mit SIGKILL beendet, nach ${(fault.backAfterMs / 1000).toFixed(1)} s wieder im Proxy; ` +
        `laufend auf der getöteten Instanz und verloren: ${counts.lostInFault + contacts.unknown.size} (nicht als 5xx gezählt); ` +
        `Verbindungen im Proxy neu versucht: ${proxy.stats.retriedAfterRefusal}; verteilt: ${proxy.served.join(" / ")}`,
    );
    if (counts.unexpected.length) log(`Unerwartete Antworten: ${counts.unexpected.join(", ")}`);
    if (counts.errors) problems.push(`${counts.errors} Anfragen ohne Antwort vom Proxy`);

    // the session from before the kill still works on both, the restarted one included
    if (!(await sessionWorks()))
      problems.push("Sitzung nach dem Neustart nicht mehr auf beiden Instanzen gültig");

    // ---- every acknowledged write is there ----------------------------------------------
    const check = await checkOrders({ origin: proxy.origin, expected, owners });
    const stored = new Set(
      (
        await prisma.contactInquiry.findMany({
          where: { email: { in: [...contacts.acknowledged, ...contacts.unknown] } },
          select: { email: true },
        })
      ).map((r) => r.email),
    );
    const lostContacts = [...contacts.acknowledged].filter((e) => !stored.has(e));
    const lostWrites = check.problems.length + lostContacts.length;
    log(
      `Prüfung: ${check.summary}; ${contacts.acknowledged.size} Kontaktanfragen bestätigt, ${lostContacts.length} fehlen`,
    );
    for (const p of [
      ...check.problems,
      ...lostContacts.map((e) => `Kontaktanfrage ${e} fehlt`),
    ].slice(0, 10))
      log(`  - ${p}`);

    // ---- every job exactly once ----------------------------------------------------------
    const jobsOf = async () =>
      prisma.$queryRawUnsafe(
        `SELECT id, state, data FROM pgboss.job WHERE name = 'send-mail'
         UNION ALL SELECT id, state, data FROM pgboss.archive WHERE name = 'send-mail'`,
      );
    await until(
      "alle Mail-Aufträge erledigt",
      async () =>
        /** @type {{ state: string }[]} */ (await jobsOf()).every((j) =>
          ["completed", "failed", "cancelled"].includes(j.state),
        ),
      120_000,
      250,
    ).catch(async (error) => {
      // what was left, by state: waiting (created/retry) or taken and not finished (active)
      const states = tallyBy(/** @type {{ state: string }[]} */ (await jobsOf()), (j) => j.state);
      throw new Error(`${error.message} (${JSON.stringify(Object.fromEntries(states))})`);
    });
    // a mail the sink has accepted is parsed a moment later
    const jobs =
      /** @type {{ id: string, state: string, data: { to: unknown, subject: string } }[]} */ (
        await jobsOf()
      );
    await until(
      "alle Mails im Postfach",
      async () => smtp.mails.length >= jobs.length,
      10_000,
    ).catch(() => {});
    const wanted = tallyBy(jobs, (j) => `${emailsIn(j.data.to)}|${j.data.subject}`);
    const got = tallyBy(smtp.mails, (m) => `${emailsIn(m.to)}|${m.subject}`);
    const jobProblems = [];
    for (const job of jobs)
      if (job.state !== "completed") jobProblems.push(`Auftrag ${job.id}: ${job.state}`);
    for (const key of new Set([...wanted.keys(), ...got.keys()]))
      if ((wanted.get(key) ?? 0) !== (got.get(key) ?? 0))
        jobProblems.push(`${key}: ${wanted.get(key) ?? 0} Aufträge, ${got.get(key) ?? 0} Mails`);
    for (const email of contacts.acknowledged) {
      const confirmations = smtp.mails.filter((m) => m.to.includes(email)).length;
      if (confirmations !== 1) jobProblems.push(`Bestätigung an ${email}: ${confirmations}×`);
    }
    const exactlyOnce = jobProblems.length === 0;
    log(
      `Aufträge: ${jobs.length} Mail-Aufträge, ${smtp.mails.length} Mails im Postfach, ${jobProblems.length} Abweichungen`,
    );
    for (const p of jobProblems.slice(0, 10)) log(`  - ${p}`);

    const m = counts.status5xx + other5xx.count;
    for (const p of problems) log(`✗ ${p}`);
    log(`Dauer: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    print(
      `scale: 2 instances + worker, ${counts.requests} requests, ${lostWrites} lost writes, jobs exactly once: ${exactlyOnce ? "yes" : "no"}, 5xx outside the killed instance: ${m}`,
    );
    const ok = lostWrites === 0 && exactlyOnce && m === 0 && problems.length === 0;
    keepLogs ||= !ok;
    return { ok };
  } finally {
    await cleanup();
    if (!keepLogs) rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { ok } = await runScale();
  process.exit(ok ? 0 : 1);
}
