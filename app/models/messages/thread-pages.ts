// Which page shows which order's thread – and so marks it read – for the customer and for the
// agency. Browser-safe: the layouts' loaders leave that order out of the unread count (they run
// beside the page's loader, which marks the thread read), and their `shouldRevalidate` counts
// again when a client-side navigation changes the thread shown.

/** The inbox paths are those `inboxThreadUrl` (messages.ts) builds. */
const THREAD_PAGES = {
  // the order page shows its thread, as do its messages page and the inbox with ?thread=
  customer: { inbox: "/nachrichten", page: /^\/order-details\/([^/]+)(?:\/messages)?\/?$/ },
  agency: { inbox: "/admin/nachrichten", page: /^\/admin\/orders\/([^/]+)(?:\/messages)?\/?$/ },
} as const;

/** The order whose thread the page at `url` shows for one side, or null. */
export function threadShownAt(url: string | URL, side: keyof typeof THREAD_PAGES): string | null {
  const { pathname, searchParams } = new URL(url);
  const pages = THREAD_PAGES[side];
  if (pathname === pages.inbox) return searchParams.get("thread") || null;
  return pages.page.exec(pathname)?.[1] ?? null;
}

/**
 * A layout's `shouldRevalidate`: besides Remix's own reasons (a form post, a changed query),
 * the header's unread count is asked again when the navigation opens or leaves a thread.
 */
export function revalidateOnThreadChange(side: keyof typeof THREAD_PAGES) {
  return ({
    currentUrl,
    nextUrl,
    defaultShouldRevalidate,
  }: {
    currentUrl: URL;
    nextUrl: URL;
    defaultShouldRevalidate: boolean;
  }) => defaultShouldRevalidate || threadShownAt(currentUrl, side) !== threadShownAt(nextUrl, side);
}
