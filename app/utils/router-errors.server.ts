// German texts for the errors Remix's router produces itself – a POST to a page without an
// action (405), a data request for a route id that does not match the URL (403), an unknown
// page (404), an Error thrown in a loader (sanitized to "Unexpected Server Error" in
// production). They reach people in two places besides the error page: the JSON of a data
// request (handleDataRequest in entry.server.tsx) and the hydration data in every page's
// HTML. Our own thrown Responses keep their texts.
import type { EntryContext } from "@remix-run/node";

const MESSAGES: Record<number, string> = {
  400: "Ungültige Anfrage.",
  403: "Zugriff verweigert.",
  404: "Seite nicht gefunden.",
  405: "Methode nicht erlaubt.",
};
const FALLBACK =
  "Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später erneut.";

function routerErrorMessage(status: number): string {
  return MESSAGES[status] ?? FALLBACK;
}

/** A data request's error answered by the router itself, with the German text. */
export function germanDataError(response: Response): Response {
  if (response.headers.get("X-Remix-Error") !== "yes") return response;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify({ message: routerErrorMessage(response.status) }), {
    status: response.status,
    headers,
  });
}

type SerializedError = {
  __type?: string;
  internal?: boolean;
  status?: number;
  data?: unknown;
  error?: unknown;
  message?: string;
  stack?: string;
};

// the same escaping Remix applies to the hand-off script (its escapeHtml)
const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * Rewrites the errors in the page's hydration data: the router's English notes ("You made a
 * POST request to …") and sanitized "Unexpected Server Error" messages become German.
 */
export function germanRouterErrors(context: EntryContext): void {
  const handoff = context.serverHandoffString;
  if (!handoff || !/"__type":"(RouteErrorResponse|Error)"/.test(handoff)) return;
  const parsed = JSON.parse(handoff) as { state?: { errors?: Record<string, SerializedError> } };
  const errors = parsed.state?.errors;
  if (!errors) return;
  let changed = false;
  for (const error of Object.values(errors)) {
    if (error?.__type === "RouteErrorResponse" && error.internal) {
      error.data = routerErrorMessage(error.status ?? 500);
      delete error.error;
      changed = true;
    } else if (error?.__type === "Error") {
      error.message = FALLBACK;
      error.stack = undefined;
      changed = true;
    }
  }
  if (changed)
    context.serverHandoffString = JSON.stringify(parsed).replace(
      /[&><\u2028\u2029]/g,
      (c) => ESCAPES[c]!,
    );
}
