// Liveness: the process is up and serving. (Readiness with database and storage checks
// is /readyz.)
import { onlyGet } from "~/utils/form-data.server";

export function loader() {
  return new Response("ok", {
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
