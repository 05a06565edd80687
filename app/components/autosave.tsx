// Draft autosave with JavaScript (the professional portal and the order details form):
// a change schedules one save AUTOSAVE_DELAY_MS after the last keystroke (never one request
// per keystroke), and a quiet status line says 'Gespeichert um HH:MM'. Without JavaScript
// the forms' own save buttons do the work.
import { useMatches, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { AUTOSAVE_DELAY_MS } from "~/models/professional/professional";

export const AUTOSAVE_INTENT = "autosave";

/** 'HH:MM' of the browser's clock, as the status line shows it. */
function timeNow() {
  return new Date().toLocaleTimeString("de-DE", { hour: "2-digit", minute: "2-digit" });
}

/**
 * `schedule()` after every change; `build()` returns the form data to send (or null to
 * skip). The page's own action answers the intent 'autosave' with `{ savedAt }`.
 *
 * The save goes past Remix's router, as the data request its fetchers send (`_data` names
 * the route whose action answers): a fetcher's answer arriving while a save button's
 * redirect was loading made the router abort that navigation and finish it with the data
 * it already had (@remix-run/router's handleFetcherAction), so the save's one-time notice
 * 'Entwurf gespeichert' was lost (tests/e2e/autosave-race.spec.ts). The answer changes
 * nothing the page shows but the status line, so no route needs to hear of it.
 */
export function useDraftAutosave(options: {
  action: string;
  enabled: boolean;
  build: () => FormData | null;
}) {
  const { action, enabled, build } = options;
  const routeId = useMatches().at(-1)?.id;
  const navigation = useNavigation();
  const timer = useRef<number>();
  const inFlight = useRef<AbortController | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const buildRef = useRef(build);
  buildRef.current = build;
  // a save button's post or a step change carries the whole form: no autosave beside it
  const navigating = useRef(false);
  navigating.current = navigation.state !== "idle";

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const save = useCallback(
    async (data: FormData) => {
      if (!routeId) return;
      const url = new URL(action, window.location.href);
      url.searchParams.set("_data", routeId);
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setSaving(true);
      try {
        const response = await fetch(url, {
          method: "POST",
          body: data,
          signal: controller.signal,
        });
        const answer = response.ok
          ? ((await response.json()) as { savedAt?: string | null })
          : null;
        if (answer?.savedAt) setSavedAt(timeNow());
      } catch {
        // offline, signed out or left the page: the next change or the save button saves
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setSaving(false);
        }
      }
    },
    [action, routeId],
  );

  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!enabled) return;
    timer.current = window.setTimeout(() => {
      if (navigating.current) return;
      const data = buildRef.current();
      if (!data) return;
      data.set("intent", AUTOSAVE_INTENT);
      void save(data);
    }, AUTOSAVE_DELAY_MS);
  }, [enabled, save]);

  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  return { schedule, cancel, saving, savedAt };
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
