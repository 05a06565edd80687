import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
} from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ReactNode } from "react";
import { CookieBanner } from "~/components/cookie-banner";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageShell } from "~/components/page-shell";
import { Toaster } from "~/components/toaster";
import { countUnreadForCustomer } from "~/models/messages/inbox.server";
import { revalidateOnThreadChange, threadShownAt } from "~/models/messages/thread-pages";
import stylesheet from "~/tailwind.css";
import { getUserId } from "~/utils/auth.server";
import { getCookieConsent } from "~/utils/cookie-consent.server";
import { visitorCookieUpdate } from "~/utils/gclid.server";
import { combineHeaders } from "~/utils/misc";
import { useNonce } from "~/utils/nonce-provider";
import { useRootData, type RootData } from "~/utils/root-data";
import { getToast } from "~/utils/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", type: "image/svg+xml", href: "/favicon.svg" },
];

export const meta: MetaFunction = () => [
  { title: "Seitenwerk – Professionelle Websites für Unternehmen" },
  {
    name: "description",
    content:
      "Professionelle Websites für Unternehmen, Kanzleien und Praxen: fertig in maximal 7 Tagen, Hosting inklusive, DSGVO-konform.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers: toastHeaders }, userId, cookieConsent] = await Promise.all([
    getToast(request),
    getUserId(request),
    getCookieConsent(request),
  ]);
  // a cookie naming a session that no longer exists loses that id (the package choice and
  // the rest of the visitor data stay); only then is a cookie sent, and no query is added
  const visitorHeaders = userId
    ? undefined
    : await visitorCookieUpdate(request, { deadSessionOnly: true, userId });
  // one count for a signed-in customer (the header's "Nachrichten"); none for a visitor
  const user = userId
    ? {
        id: userId,
        unreadMessages: await countUnreadForCustomer(
          userId,
          threadShownAt(request.url, "customer"),
        ),
      }
    : null;
  return json<RootData>(
    { toast, user, cookieConsent },
    { headers: combineHeaders(toastHeaders, visitorHeaders) },
  );
}

// a step into an order page marks its thread read: the header counts again
export const shouldRevalidate = revalidateOnThreadChange("customer");

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  // Set in the same render as every other component's useHydrated() switch, so the e2e
  // tests (tests/e2e/fixtures.ts) act on the page the visitor sees once scripts have run.
  const hydrated = useHydrated();
  return (
    <html lang="de" className="h-full" data-hydrated={hydrated ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-full">
        {children}
        <Toaster toast={data?.toast ?? null} />
        <CookieBanner consent={data?.cookieConsent ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* `npm run dev` only (renders nothing in a production build): reloads on a rebuild */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <PageShell>
      <GeneralErrorBoundary />
    </PageShell>
  );
}
