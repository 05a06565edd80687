// "Was ansteht" on the admin dashboard: the work waiting, mine or everybody's (a GET link, so
// it works without JavaScript), each row linking to where it is handled.
import { Link, useSearchParams } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import {
  ATTENTION_LABELS,
  ATTENTION_VIEWS,
  type AttentionItem,
  type AttentionView,
} from "~/models/team/attention";

export function AttentionQueue({
  items,
  view,
  counts,
}: {
  items: AttentionItem[];
  view: AttentionView;
  counts: Record<AttentionView, number>;
}) {
  const [params] = useSearchParams();
  const hrefFor = (next: AttentionView) => {
    const search = new URLSearchParams(params);
    if (next === "all") search.set("queue", "all");
    else search.delete("queue");
    const query = search.toString();
    return `/admin/dashboard${query ? `?${query}` : ""}`;
  };
  return (
    <section
      aria-labelledby="attention-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="attention-queue"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="attention-title" className="text-lg font-semibold text-slate-900">
          Was ansteht
        </h2>
        <nav aria-label="Was ansteht: Auswahl" className="flex gap-2">
          {(Object.keys(ATTENTION_VIEWS) as AttentionView[]).map((v) => (
            <Link
              key={v}
              to={hrefFor(v)}
              preventScrollReset
              aria-current={v === view ? "page" : undefined}
              className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${
                v === view
                  ? "bg-slate-900 text-white ring-slate-900"
                  : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
              }`}
            >
              {ATTENTION_VIEWS[v]} ({counts[v]})
            </Link>
          ))}
        </nav>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {view === "mine" ? "Für Sie steht gerade nichts an." : "Es steht gerade nichts an."}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.key} data-testid="attention-item" data-kind={item.kind}>
              <Link
                to={item.href}
                className="flex flex-col gap-1 py-2.5 hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="sm:w-48">
                  <Badge tone={item.urgent ? "warning" : "neutral"}>
                    {ATTENTION_LABELS[item.kind]}
                  </Badge>
                </span>
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
                  {item.title}
                </span>
                <span
                  className={`text-sm ${item.urgent ? "font-semibold text-red-700" : "text-slate-600"}`}
                >
                  {item.detail}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
