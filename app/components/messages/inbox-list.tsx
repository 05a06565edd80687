// An inbox: one line per order's thread, each opening that thread in the inbox. A plain list
// of links, so it works the same with and without JavaScript.
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { INBOX_TEXTS, MESSAGE_TEXTS, type InboxThread } from "~/models/messages/messages";
import { formatDateTime } from "~/utils/format";

type Viewer = "customer" | "admin";

function sender(last: InboxThread["last"], viewer: Viewer) {
  if (last.internal) return MESSAGE_TEXTS.internalBadge;
  if (last.fromAgency) return viewer === "admin" ? MESSAGE_TEXTS.fromAgency : "Seitenwerk-Team";
  return viewer === "admin" ? MESSAGE_TEXTS.fromCustomer : MESSAGE_TEXTS.you;
}

export function InboxList({
  threads,
  viewer,
  selected,
  className = "mt-6",
}: {
  threads: InboxThread[];
  viewer: Viewer;
  /** the order whose thread is open beside the list */
  selected?: string;
  className?: string;
}) {
  if (threads.length === 0)
    return (
      <p
        className={cn(
          "rounded-2xl border border-slate-200 bg-white p-6 text-slate-600 shadow-sm",
          className,
        )}
      >
        {viewer === "admin" ? INBOX_TEXTS.emptyAdmin : INBOX_TEXTS.empty}
      </p>
    );
  return (
    <ul className={cn("space-y-3", className)} aria-label="Unterhaltungen">
      {threads.map((t) => (
        <li key={t.orderId} data-testid="inbox-thread" data-unread={t.unread > 0 || undefined}>
          <a
            href={t.href}
            aria-current={t.orderId === selected ? "page" : undefined}
            className={cn(
              "block rounded-2xl border p-4 shadow-sm transition hover:border-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:p-5",
              t.orderId === selected
                ? "border-brand-500 bg-white ring-1 ring-brand-500"
                : t.unread
                  ? "border-brand-200 bg-brand-50/60"
                  : "border-slate-200 bg-white",
            )}
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className={cn("text-slate-900", t.unread ? "font-bold" : "font-semibold")}>
                {t.title}
              </span>
              <span className="font-mono text-sm text-slate-500">#{t.shortId}</span>
              {t.unread ? (
                <Badge tone="brand" className="whitespace-nowrap">
                  {t.unread} neu
                </Badge>
              ) : null}
              <time dateTime={t.last.createdAt} className="ml-auto text-xs text-slate-500">
                {formatDateTime(t.last.createdAt)}
              </time>
            </div>
            {viewer === "admin" ? (
              <p className="mt-0.5 text-sm text-slate-600">{t.customer}</p>
            ) : null}
            <p className="mt-2 line-clamp-2 break-words text-sm text-slate-700">
              <span className="font-medium text-slate-900">{sender(t.last, viewer)}: </span>
              {t.last.preview ||
                (t.last.fileCount === 1 ? "1 Datei" : `${t.last.fileCount} Dateien`)}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {t.total === 1 ? "1 Nachricht" : `${t.total} Nachrichten`}
              {t.last.fileCount && t.last.preview
                ? ` · letzte mit ${t.last.fileCount === 1 ? "1 Datei" : `${t.last.fileCount} Dateien`}`
                : ""}
            </p>
          </a>
        </li>
      ))}
    </ul>
  );
}
