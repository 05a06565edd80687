// Dashboard notices of the hosting after the free year: shown from the first reminder
// until the customer decides, and during the grace period and the mark for shutdown.
import { Link } from "@remix-run/react";

export interface HostingNoticeData {
  orderId: string;
  shortId: string;
  site: string;
  status: string;
  freeUntil: string;
  date: string | null;
}

function noticeText(n: HostingNoticeData) {
  if (n.status === "grace")
    return `Das kostenlose Hosting-Jahr ist abgelaufen. Ihre Website bleibt bis zum ${n.date} online – bitte entscheiden Sie bis dahin.`;
  if (n.status === "shutdown_marked")
    return "Ihre Website ist zur Abschaltung vorgemerkt. Sie können das Hosting noch fortführen.";
  return `Ihr kostenloses Hosting endet am ${n.freeUntil}. Bitte entscheiden Sie, ob es weiterlaufen soll.`;
}

export function HostingNotices({ notices }: { notices: HostingNoticeData[] }) {
  if (!notices.length) return null;
  return (
    <section aria-labelledby="hosting-notices-title" className="mt-8 grid gap-3">
      <h2 id="hosting-notices-title" className="sr-only">
        Hinweise zum Hosting
      </h2>
      {notices.map((n) => (
        <div
          key={n.orderId}
          role="status"
          data-testid="hosting-notice"
          className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm">
            <strong className="font-semibold">
              Hosting {n.site} (#{n.shortId}):
            </strong>{" "}
            {noticeText(n)}
          </p>
          <Link
            to={`/hosting/${n.orderId}`}
            className="shrink-0 self-start rounded-xl bg-amber-900 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-950 sm:self-center"
          >
            Jetzt entscheiden
          </Link>
        </div>
      ))}
    </section>
  );
}
