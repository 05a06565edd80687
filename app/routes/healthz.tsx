// Liveness: the process is up and serving. (Readiness with database and storage checks
// is /readyz.)
export function loader() {
  return new Response("ok", {
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
