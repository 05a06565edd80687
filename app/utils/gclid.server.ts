import { hasDeadSessionId } from "./auth.server";
import { commitVisitorSession, getVisitorSession } from "./session.server";
import type { VisitorSessionData } from "./session.server";
import type { Session } from "@remix-run/node";

/** Sets a valid Google Ads click id from the query on the session; true when it changed. */
function applyGclid(request: Request, session: Session<VisitorSessionData>): boolean {
  const gclid = new URL(request.url).searchParams.get("gclid")?.trim();
  if (!gclid || gclid.length > 200 || !/^[\w-]+$/.test(gclid)) return false;
  if (session.get("gclid") === gclid) return false;
  session.set("gclid", gclid);
  return true;
}

/**
 * The visitor cookie for a GET: a Google Ads click id from the query kept in it (02 §2.2),
 * and the id of a session that no longer exists dropped. The root loader and the
 * pages that capture the gclid both send it, and a response applies the last Set-Cookie of
 * a name – so both write the same content. The rest of the visitor data (package choice,
 * profession) stays. `captureGclid` sends it whenever something changed, `root` only for a
 * dead session (`deadSessionOnly`), with the id it already looked up.
 */
export async function visitorCookieUpdate(
  request: Request,
  options: { deadSessionOnly?: boolean; userId?: string | null } = {},
): Promise<HeadersInit | undefined> {
  const session = await getVisitorSession(request);
  const dead = await hasDeadSessionId(request, options.userId);
  if (options.deadSessionOnly && !dead) return undefined;
  if (dead) session.unset("sessionId");
  const gclidChanged = applyGclid(request, session);
  if (!dead && !gclidChanged) return undefined;
  return { "Set-Cookie": await commitVisitorSession(session) };
}

/** Keeps a Google Ads click id from the query in the session (02 §2.2), for the account. */
export function captureGclid(request: Request): Promise<HeadersInit | undefined> {
  return visitorCookieUpdate(request);
}
