// Readiness: 200 when the database answers `SELECT 1` and the storage answers its ping,
// 503 (German JSON) otherwise, so a load balancer sends traffic only to instances that
// can serve it. Each check gives up after a short timeout: a hanging dependency must not
// hang the probe. (While the server shuts down, server/app.mjs answers 503 itself.)
import { json } from "@remix-run/node";
import { prisma } from "~/utils/db.server";
import { getStorage } from "~/utils/storage.server";

const CHECK_TIMEOUT_MS = 2_000;

async function check(run: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function loader() {
  const [database, storage] = await Promise.all([
    check(() => prisma.$queryRaw`SELECT 1`),
    check(() => getStorage().ping()),
  ]);
  const ok = database && storage;
  const failed = [!database && "Datenbank", !storage && "Dateispeicher"]
    .filter(Boolean)
    .join(" und ");
  return json(
    {
      status: ok ? "bereit" : "nicht bereit",
      checks: {
        database: database ? "ok" : "nicht erreichbar",
        storage: storage ? "ok" : "nicht erreichbar",
      },
      ...(ok ? {} : { message: `${failed} nicht erreichbar.` }),
    },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
