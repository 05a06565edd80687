// Cookie sessions. The customer cookie carries the id of a database session (never the
// user id itself) plus small visitor state the spec keeps in session storage: the chosen
// package config, the gclid and the chosen profession.
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { getEnv } from "./env.server";

export interface VisitorSessionData {
  sessionId: string;
  /** the package chosen before signing up; the cookie layer keeps it opaque, and its readers
   * parse it with models/package-config's `storedPackageConfig` */
  packageConfig: unknown;
  gclid: string;
  /** the profession page the visitor came from (a catalogue id, looked up where read) */
  profession: string;
  /** the professional setup Checkout Session this browser started (sign-in rule on return) */
  professionalCheckoutSessionId: string;
}

type Storage = ReturnType<typeof createCookieSessionStorage<VisitorSessionData>>;

function cookieOptions(name: string) {
  const env = getEnv();
  return {
    name,
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    // secure whenever the public URL is https, always in production
    secure: env.APP_ENV === "production" || env.appUrl.startsWith("https:"),
    // first secret signs, the others still verify: rotate by prepending a new one
    secrets: env.sessionSecrets,
  };
}

let visitorStorage: Storage | undefined;
export function sessionStorage(): Storage {
  return (visitorStorage ??= createCookieSessionStorage<VisitorSessionData>({
    cookie: { ...cookieOptions("__session"), maxAge: 60 * 60 * 24 * 30 },
  }));
}

let adminStorage: ReturnType<typeof createCookieSessionStorage<{ sessionId: string }>> | undefined;
/** The admin area has a cookie of its own (01 §2). */
export function adminSessionStorage() {
  return (adminStorage ??= createCookieSessionStorage<{ sessionId: string }>({
    cookie: { ...cookieOptions("__admin"), maxAge: 60 * 60 * 12 },
  }));
}

export async function getVisitorSession(request: Request): Promise<Session<VisitorSessionData>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export async function commitVisitorSession(session: Session<VisitorSessionData>) {
  return sessionStorage().commitSession(session);
}
