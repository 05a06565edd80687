export function combineHeaders(...headers: Array<ResponseInit["headers"] | null | undefined>) {
  const combined = new Headers();
  for (const header of headers) {
    if (!header) continue;
    for (const [key, value] of new Headers(header).entries()) combined.append(key, value);
  }
  return combined;
}

/**
 * Only same-site relative paths are accepted as redirect targets ("/dashboard"),
 * never "//evil.example" or "https://…", so no redirect can leave the site.
 * Kept by hand: remix-utils' safeRedirect (7.7) lets "/a\r\nSet-Cookie: x" through, and a
 * header with CR/LF makes the redirect throw (a 500); this one falls back instead.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (!to || typeof to !== "string") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\") || /[\r\n\t]/.test(to))
    return fallback;
  return to;
}

/**
 * An attachment header that survives any file name (ASCII fallback plus RFC 5987 UTF-8).
 * Kept by hand: the content-disposition package (0.5.4, what Express brings) writes a
 * Latin-1 name such as "böse.html" as raw bytes into the quoted filename and adds no
 * UTF-8 filename*, which browsers decode differently; this writes only ASCII bytes.
 */
export function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Throws a response when a condition fails, as in the Epic Stack: the route's error boundary
 * shows the (German) message. The status is 400 unless given (404, 403, 409 …).
 */
/** A form post whose `intent` the action does not know (an old page, a hand-made post). */
export const UNKNOWN_INTENT = "Unbekannte Aktion. Bitte laden Sie die Seite neu.";

export function invariantResponse(
  condition: unknown,
  message: string,
  init?: ResponseInit,
): asserts condition {
  if (!condition)
    throw new Response(message, {
      status: 400,
      ...init,
      headers: combineHeaders({ "Content-Type": "text/plain; charset=utf-8" }, init?.headers),
    });
}

/** An id as the database makes them (UUID): anything else, a missing route param too, names no row. */
export function isUuid(value: string | undefined): value is string {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value ?? "");
}
