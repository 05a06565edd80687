// The structure of docker-compose.scale.yml, checked without Docker (CI has none): the
// services are there, each waits for what it needs (the apps and the worker for the
// one-shot migration), the apps are configured for more than one instance, and every app-like
// service passes the app's own production configuration check with compose's defaults.
// Used by scripts/check-deploy.ts and by tests/unit/compose-scale.test.ts (so `npm test`
// runs it too).
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { parseEnv, productionWarnings } from "../app/utils/env.server";

export const SCALE_COMPOSE_FILE = "docker-compose.scale.yml";

type Service = {
  image?: string;
  build?: string | { context?: string; target?: string };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: unknown;
  restart?: string;
  volumes?: string[];
  ports?: string[];
};

/** `${VAR:-default}` → default: what somebody without an .env file gets. */
const interpolate = (value: unknown) =>
  String(value ?? "").replace(/\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (_m, _k, d) => d ?? "");

const environmentOf = (service: Service | undefined) =>
  Object.fromEntries(
    Object.entries(service?.environment ?? {}).map(([k, v]) => [k, interpolate(v)]),
  );

const dependencies = (service: Service | undefined): Record<string, string | undefined> => {
  const deps = service?.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, "service_started"]));
  return Object.fromEntries(
    Object.entries(deps).map(([d, v]) => [d, v?.condition ?? "service_started"]),
  );
};

const commandOf = (service: Service | undefined) =>
  Array.isArray(service?.command) ? service.command.join(" ") : (service?.command ?? "");

const SHARED = [
  "DATABASE_URL",
  "SESSION_SECRET",
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "SMTP_HOST",
  "SMTP_PORT",
  "APP_URL",
] as const;

/**
 * Problems of the compose file's text (German, one line each); empty when it is sound.
 * `root` is where the files it names (Caddyfile, Dockerfile) are looked up.
 */
export function checkScaleCompose(text: string, root = "."): string[] {
  const problems: string[] = [];
  let compose: { services?: Record<string, Service> };
  try {
    // `<<: *anchor` merge keys, as Docker Compose reads them
    compose = parse(text, { merge: true }) as typeof compose;
  } catch (error) {
    return [`${SCALE_COMPOSE_FILE}: kein gültiges YAML (${(error as Error).message})`];
  }
  const services = compose?.services ?? {};
  const need = (name: string) => {
    if (!services[name]) problems.push(`Dienst ${name} fehlt`);
    return services[name];
  };
  const proxy = need("proxy");
  const migrate = need("migrate");
  const apps = [need("app-1"), need("app-2")];
  const worker = need("worker");
  for (const name of ["postgres", "minio", "minio-init", "mailpit"]) need(name);

  for (const [name, service] of Object.entries(services))
    for (const [dep, condition] of Object.entries(dependencies(service))) {
      if (!services[dep]) problems.push(`${name} hängt von unbekanntem Dienst ${dep} ab`);
      if (
        !["service_started", "service_healthy", "service_completed_successfully"].includes(
          condition ?? "",
        )
      )
        problems.push(`${name}: unbekannte Bedingung ${condition} für ${dep}`);
      if (condition === "service_healthy" && services[dep] && !services[dep].healthcheck)
        problems.push(`${name} wartet auf ${dep}, der keinen healthcheck hat`);
    }

  // ---- the one-shot migration
  if (migrate) {
    if (!/scripts\/migrate\.mjs/.test(commandOf(migrate)))
      problems.push("migrate: führt nicht scripts/migrate.mjs aus");
    if (migrate.restart !== "no") problems.push('migrate: muss einmalig laufen (restart: "no")');
    if (dependencies(migrate).postgres !== "service_healthy")
      problems.push("migrate: wartet nicht auf eine gesunde Datenbank (postgres: service_healthy)");
  }

  // ---- the app instances and the worker
  const validate = (name: string, service: Service | undefined) => {
    const env = environmentOf(service);
    try {
      const parsed = parseEnv({ ...env, DATA_DIR: os.tmpdir() });
      for (const warning of productionWarnings(parsed)) problems.push(`${name}: ${warning}`);
    } catch (error) {
      problems.push(
        `${name}: Umgebung besteht die Produktionsprüfung nicht: ${(error as Error).message}`,
      );
    }
    if (dependencies(service).migrate !== "service_completed_successfully")
      problems.push(
        `${name}: startet nicht erst nach der Migration (migrate: service_completed_successfully)`,
      );
    return env;
  };
  const appEnvs = apps.map((app, i) => {
    const name = `app-${i + 1}`;
    if (!app) return {};
    const env = validate(name, app);
    const want = {
      JOBS_WORKER: "0",
      RATE_LIMIT_STORE: "database",
      SKIP_MIGRATIONS: "1",
      TRUST_PROXY: "1",
    };
    for (const [key, value] of Object.entries(want))
      if (env[key] !== value)
        problems.push(`${name}: ${key} muss ${value} sein, ist ${env[key] ?? "nicht gesetzt"}`);
    if (!app.healthcheck) problems.push(`${name}: ohne healthcheck (der Proxy wartet darauf)`);
    return env;
  });
  const workerEnv = worker ? validate("worker", worker) : {};
  if (worker) {
    if (!/scripts\/worker\.ts/.test(commandOf(worker)))
      problems.push("worker: führt nicht scripts/worker.ts aus");
    if (workerEnv.JOBS_WORKER === "0")
      problems.push("worker: JOBS_WORKER=0 – er würde keine Aufträge bearbeiten");
    const target = typeof worker.build === "object" ? worker.build.target : undefined;
    const dockerfile = path.join(root, "Dockerfile");
    if (
      target &&
      existsSync(dockerfile) &&
      !new RegExp(`^FROM .* AS ${target}$`, "m").test(readFileSync(dockerfile, "utf8"))
    )
      problems.push(`worker: Build-Stufe ${target} fehlt im Dockerfile`);
  }
  const migrateEnv = environmentOf(migrate);
  for (const key of SHARED) {
    const values = new Set([...appEnvs, workerEnv].map((env) => env[key]));
    if (values.size !== 1)
      problems.push(
        `${key}: nicht auf allen Instanzen und dem Worker gleich (${[...values].join(" | ")})`,
      );
  }
  if (migrate && migrateEnv.DATABASE_URL !== appEnvs[0]?.DATABASE_URL)
    problems.push("migrate: andere DATABASE_URL als die Instanzen");

  // ---- the load balancer
  if (proxy) {
    const deps = dependencies(proxy);
    for (const app of ["app-1", "app-2"])
      if (deps[app] !== "service_healthy")
        problems.push(`proxy: wartet nicht auf eine gesunde Instanz ${app} (service_healthy)`);
    const mount = (proxy.volumes ?? []).find((v) => /Caddyfile|nginx/.test(v));
    const source = mount?.split(":")[0];
    if (!source || !existsSync(path.join(root, source)))
      problems.push(`proxy: Konfiguration ${source ?? "(kein Volume)"} fehlt`);
    else {
      const config = readFileSync(path.join(root, source), "utf8");
      const port = appEnvs[0]?.PORT ?? "3000";
      for (const app of ["app-1", "app-2"])
        if (!config.includes(`${app}:${port}`))
          problems.push(`proxy: ${source} leitet nicht an ${app}:${port} weiter`);
      if (!/\/readyz/.test(config)) problems.push(`proxy: ${source} fragt /readyz nicht ab`);
    }
    if (!(proxy.ports ?? []).length) problems.push("proxy: kein Port nach außen");
  }
  return problems;
}
