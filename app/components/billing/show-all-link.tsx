// The newest entries of a /billing list, or all of them: a plain link (GET parameters
// `zahlungen=alle`, `rechnungen=alle`), so it works without JavaScript, can be bookmarked
// and keeps the other list as it is.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export interface BillingLists {
  allPayments: boolean;
  allInvoices: boolean;
}

function billingHref(lists: BillingLists, anchor: string) {
  const params = new URLSearchParams();
  if (lists.allInvoices) params.set("rechnungen", "alle");
  if (lists.allPayments) params.set("zahlungen", "alle");
  const search = params.toString();
  return `/billing${search ? `?${search}` : ""}#${anchor}`;
}

export function ShowAllLink({
  lists,
  list,
  more,
  shown,
  what,
  anchor,
  testId,
}: {
  lists: BillingLists;
  list: keyof BillingLists;
  /** more entries than shown exist */
  more: boolean;
  shown: number;
  /** plural noun: 'Zahlungen', 'Rechnungen und Gutschriften' */
  what: string;
  anchor: string;
  testId: string;
}) {
  const all = lists[list];
  if (!more && !all) return null;
  return (
    <p className="mt-3 text-sm text-slate-600" data-testid={testId}>
      {all ? `Alle ${what} (${shown}). ` : `Die ${shown} neuesten ${what}. `}
      <Link
        to={billingHref({ ...lists, [list]: !all }, anchor)}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {all ? "Nur die neuesten anzeigen" : `Alle ${what} anzeigen`}
      </Link>
    </p>
  );
}

/** Below a /billing list: the link to all (or only the newest) entries, or why it is empty. */
export function BillingListEnd({
  empty,
  ...link
}: Parameters<typeof ShowAllLink>[0] & { empty: ReactNode }) {
  return link.shown ? (
    <ShowAllLink {...link} />
  ) : (
    <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-600">
      {empty}
    </p>
  );
}
