// docker-compose.scale.yml checked without Docker (scripts/check-compose-scale.ts; CI also
// runs it in scripts/check-deploy.ts). Each broken variant below must be caught, so the
// check cannot pass by looking at nothing.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkScaleCompose, SCALE_COMPOSE_FILE } from "../../scripts/check-compose-scale";

const text = readFileSync(SCALE_COMPOSE_FILE, "utf8");

describe("docker-compose.scale.yml", () => {
  it("has a proxy, two request-only instances, a worker and a one-shot migration they wait for", () => {
    expect(checkScaleCompose(text)).toEqual([]);
  });

  it.each([
    [
      "an instance that would run jobs too",
      (t: string) => t.replace('JOBS_WORKER: "0"', 'JOBS_WORKER: "1"'),
      "app-1: JOBS_WORKER muss 0 sein, ist 1",
    ],
    [
      "rate limits per instance",
      (t: string) => t.replace("RATE_LIMIT_STORE: database", "RATE_LIMIT_STORE: memory"),
      "app-1: RATE_LIMIT_STORE muss database sein, ist memory",
    ],
    [
      "instances that start before the migration finished",
      (t: string) =>
        t.replace(
          "  depends_on:\n    migrate:\n      condition: service_completed_successfully",
          "  depends_on:\n    migrate:\n      condition: service_started",
        ),
      "app-1: startet nicht erst nach der Migration",
    ],
    [
      "a worker on another database",
      (t: string) =>
        t.replace(
          '      JOBS_WORKER: "1"\n',
          '      JOBS_WORKER: "1"\n      DATABASE_URL: postgresql://x@elsewhere/db\n',
        ),
      "DATABASE_URL: nicht auf allen Instanzen und dem Worker gleich",
    ],
    [
      "a migration that restarts",
      (t: string) => t.replace('    restart: "no"\n\n  app-1', "    restart: always\n\n  app-1"),
      'migrate: muss einmalig laufen (restart: "no")',
    ],
    [
      "a dependency on a service that does not exist",
      (t: string) =>
        t.replace(
          "      app-2:\n        condition: service_healthy",
          "      app-3:\n        condition: service_healthy",
        ),
      "proxy hängt von unbekanntem Dienst app-3 ab",
    ],
    [
      "a production environment the app refuses",
      (t: string) => t.replace("  S3_ENDPOINT: http://minio:9000\n", ""),
      "S3_ENDPOINT",
    ],
    ["no YAML at all", () => "services: [", "kein gültiges YAML"],
  ])("catches %s", (_what, breakIt, expected) => {
    const broken = breakIt(text);
    expect(broken).not.toBe(text);
    expect(checkScaleCompose(broken).join("\n")).toContain(expected);
  });
});
