// Draft autosave with JavaScript (the professional portal and the order details form):
// a change schedules one save AUTOSAVE_DELAY_MS after the last keystroke through a
// fetcher (never one request per keystroke), and a quiet status line says
// 'Gespeichert um HH:MM'. Without JavaScript the forms' own save buttons do the work.
import { useFetcher, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { AUTOSAVE_DELAY_MS } from "~/models/professional";

export { AUTOSAVE_DELAY_MS };
export const AUTOSAVE_INTENT = "autosave";

/**
 * A route's `shouldRevalidate` for pages with an autosave: its answer changes nothing a
 * loader reads, so no loader runs again for it. The root uses it too: run again, its loader
 * could take the one-time notice (toast) a save button's redirect had just set, and
 * 'Entwurf gespeichert' did not show when an autosave ended during that save.
 */
export const skipRevalidationForAutosave: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get("intent") === AUTOSAVE_INTENT ? false : defaultShouldRevalidate);

/** 'HH:MM' of the browser's clock, as the status line shows it. */
export function timeNow() {
  return new Date().toLocaleTimeString("de-DE", { hour: "2-digit", minute: "2-digit" });
}

/**
 * `schedule()` after every change; `build()` returns the form data to send (or null to
 * skip). The action answers the intent 'autosave' with `{ savedAt }`.
 */
export function useDraftAutosave(options: {
  action: string;
  enabled: boolean;
  build: () => FormData | null;
}) {
  const { action, enabled, build } = options;
  const fetcher = useFetcher<{ savedAt?: string | null }>();
  const timer = useRef<number>();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const buildRef = useRef(build);
  buildRef.current = build;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.savedAt) setSavedAt(timeNow());
  }, [fetcher.state, fetcher.data]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const { submit } = fetcher;
  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!enabled) return;
    timer.current = window.setTimeout(() => {
      const data = buildRef.current();
      if (!data) return;
      data.set("intent", AUTOSAVE_INTENT);
      submit(data, { method: "post", action });
    }, AUTOSAVE_DELAY_MS);
  }, [enabled, submit, action]);

  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  return { schedule, cancel, saving: fetcher.state !== "idle", savedAt };
}

export function AutosaveStatus({
  saving,
  savedAt,
  className,
}: {
  saving: boolean;
  savedAt: string | null;
  className?: string;
}) {
  return (
    <p
      className={className ?? "text-xs text-slate-500"}
      role="status"
      aria-live="polite"
      data-testid="autosave"
    >
      {saving ? "Speichert..." : savedAt ? `Gespeichert um ${savedAt}` : ""}
    </p>
  );
}
