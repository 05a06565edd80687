// Catch-all: any unknown path renders the German not-found screen with status 404.
import { ErrorView } from "~/components/error-boundary";
import { PageShell } from "~/components/page-shell";

export function loader() {
  throw new Response("Seite nicht gefunden", { status: 404 });
}

export default function NotFound() {
  return <ErrorView status={404} />;
}

export function ErrorBoundary() {
  return (
    <PageShell>
      <ErrorView status={404} />
    </PageShell>
  );
}
