// The order form's sections: tabs with JavaScript, an in-page menu without. Either shows
// how many required fields of a section are missing.
import { cn } from "~/components/ui/cn";
import { ORDER_TABS, type OrderTab } from "~/models/order/details";

const missingText = (count: number) => (count === 1 ? "fehlende Angabe" : "fehlende Angaben");

export function OrderTabBar({
  hydrated,
  activeTab,
  onSelect,
  errorCount,
}: {
  hydrated: boolean;
  activeTab: OrderTab;
  onSelect: (tab: OrderTab) => void;
  errorCount: (tab: OrderTab) => number;
}) {
  if (!hydrated)
    return (
      <nav aria-label="Bereiche der Bestellung" className="mb-4 flex flex-wrap gap-2 text-sm">
        {ORDER_TABS.map((t) => {
          const count = errorCount(t.id);
          return (
            <a
              key={t.id}
              href={`#tab-${t.id}`}
              className={cn(
                "rounded-lg bg-slate-100 px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-200",
                count > 0 && "bg-red-50 text-red-700 ring-1 ring-red-300",
              )}
            >
              {t.label}
              {count > 0 ? (
                <span data-testid={`section-errors-${t.id}`}>
                  {" "}
                  ({count} {missingText(count)})
                </span>
              ) : null}
            </a>
          );
        })}
      </nav>
    );
  return (
    <div
      role="tablist"
      aria-label="Bereiche der Bestellung"
      className="mb-4 flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
    >
      {ORDER_TABS.map((t) => {
        const count = errorCount(t.id);
        return (
          <button
            key={t.id}
            id={`tab-button-${t.id}`}
            type="button"
            role="tab"
            aria-selected={activeTab === t.id}
            aria-controls={`tab-${t.id}`}
            onClick={() => onSelect(t.id)}
            className={cn(
              "flex-1 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition sm:px-4",
              activeTab === t.id
                ? "bg-white text-slate-900 shadow"
                : "text-slate-600 hover:text-slate-900",
              count > 0 && "text-red-700",
            )}
          >
            {t.label}
            {count > 0 ? (
              <>
                <span
                  aria-hidden="true"
                  data-testid={`tab-errors-${t.id}`}
                  className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 align-text-bottom text-xs font-bold text-white"
                >
                  {count}
                </span>
                <span className="sr-only">
                  {" "}
                  ({count} {missingText(count)})
                </span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
