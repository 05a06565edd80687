import { commitVisitorSession, getVisitorSession } from "./session.server";

/** Keeps a Google Ads click id from the query in the session (02 §2.2), for the account. */
export async function captureGclid(request: Request): Promise<HeadersInit | undefined> {
  const gclid = new URL(request.url).searchParams.get("gclid")?.trim();
  if (!gclid || gclid.length > 200 || !/^[\w-]+$/.test(gclid)) return undefined;
  const session = await getVisitorSession(request);
  if (session.get("gclid") === gclid) return undefined;
  session.set("gclid", gclid);
  return { "Set-Cookie": await commitVisitorSession(session) };
}
