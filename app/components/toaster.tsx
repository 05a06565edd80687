// One toast at a time, 5 s, F8 focuses the notification region (01 §9). Rendered on the
// server too, so a flashed toast shows without JavaScript (CSS then fades it out).
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { cn } from "./ui/cn";
import type { Toast } from "~/utils/toast";

const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** The box and the dot of each kind of toast. */
const TONES: Record<Toast["type"], { box: string; dot: string }> = {
  error: { box: "border-red-200 bg-red-50 text-red-900", dot: "bg-red-500" },
  success: { box: "border-emerald-200 bg-white text-slate-900", dot: "bg-emerald-500" },
  message: { box: "border-slate-200 bg-white text-slate-900", dot: "bg-brand-500" },
};

const TOAST_EVENT = "app:toast";

const TOAST_DISMISS_EVENT = "app:toast-dismiss";

/** Shows a toast from client code (replaces the visible one); returns its id. */
export function showToast(toast: Omit<Toast, "id"> & { id?: string }): string {
  const detail = { id: Math.random().toString(36).slice(2), ...toast };
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail }));
  return detail.id;
}

/** Takes a toast away early if it is still the visible one (a notice about a moment). */
export function dismissToast(id: string) {
  window.dispatchEvent(new CustomEvent(TOAST_DISMISS_EVENT, { detail: id }));
}

export function Toaster({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<Toast | null>(toast);
  const regionRef = useRef<HTMLElement>(null);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    if (toast) setCurrent(toast);
  }, [toast]);

  useEffect(() => {
    const onToast = (e: Event) => setCurrent((e as CustomEvent<Toast>).detail);
    const onDismiss = (e: Event) =>
      setCurrent((c) => (c?.id === (e as CustomEvent<string>).detail ? null : c));
    window.addEventListener(TOAST_EVENT, onToast);
    window.addEventListener(TOAST_DISMISS_EVENT, onDismiss);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      window.removeEventListener(TOAST_DISMISS_EVENT, onDismiss);
      window.removeEventListener("keydown", onKey);
    };
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label="Benachrichtigungen (F8)"
      className="toast-region pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 outline-none sm:bottom-4 sm:left-auto sm:right-4 sm:items-end"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full sm:w-96">
        {current ? (
          <div
            key={current.id}
            data-testid="toast"
            data-type={current.type}
            className={cn(
              "flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg",
              TONES[current.type].box,
              // without JavaScript it can be neither closed nor swiped away: a tap goes to
              // what lies beneath (on a phone it covers the bottom of the page for 5 s)
              hydrated ? "pointer-events-auto" : "toast-auto-hide",
            )}
            onPointerDown={(e) => (startX.current = e.clientX)}
            onPointerUp={(e) => {
              if (startX.current !== null && e.clientX - startX.current > SWIPE_THRESHOLD_PX)
                setCurrent(null);
              startX.current = null;
            }}
          >
            <span
              aria-hidden="true"
              className={cn("mt-1 h-2.5 w-2.5 shrink-0 rounded-full", TONES[current.type].dot)}
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{current.title}</p>
              {current.description ? (
                <p className="mt-0.5 text-sm opacity-90">{current.description}</p>
              ) : null}
            </div>
            {hydrated ? (
              <button
                type="button"
                onClick={() => setCurrent(null)}
                className="rounded-md p-1 text-sm opacity-70 hover:opacity-100"
                aria-label="Benachrichtigung schließen"
              >
                ✕
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
