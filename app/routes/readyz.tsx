// Readiness: 200 when the database answers with the schema of this build (every migration
// applied: an answering database without tables cannot serve a customer) and the storage
// answers its ping, 503 (German JSON) otherwise, so a load balancer sends traffic only to
// instances that can serve it. Each check gives up after a short timeout: a hanging dependency must not
// hang the probe. (While the server shuts down, server/app.mjs answers 503 itself.)
import { json } from "@remix-run/node";
import { onlyGet } from "~/utils/form-data.server";
import { describeSchemaProblem, schemaStatus } from "~/utils/schema-status.server";
import { getStorage } from "~/utils/storage.server";

const CHECK_TIMEOUT_MS = 2_000;

async function check(run: () => Promise<unknown>): Promise<boolean | string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS);
  });
  try {
    const problem = await Promise.race([run(), timeout]);
    return typeof problem === "string" ? problem : true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function loader() {
  const [database, storage] = await Promise.all([
    check(async () => {
      const status = await schemaStatus();
      return status.current ? true : describeSchemaProblem(status);
    }),
    check(() => getStorage().ping()),
  ]);
  const ok = database === true && storage === true;
  const failed = [database === false && "Datenbank", storage !== true && "Dateispeicher"]
    .filter(Boolean)
    .join(" und ");
  const messages = [
    typeof database === "string" ? database : "",
    failed ? `${failed} nicht erreichbar.` : "",
  ].filter(Boolean);
  return json(
    {
      status: ok ? "bereit" : "nicht bereit",
      checks: {
        database:
          database === true ? "ok" : database === false ? "nicht erreichbar" : "Schema veraltet",
        storage: storage === true ? "ok" : "nicht erreichbar",
      },
      ...(ok ? {} : { message: messages.join(" ") }),
    },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
