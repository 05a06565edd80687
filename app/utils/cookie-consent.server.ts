import { createCookie } from "@remix-run/node";
import type { CookieConsent } from "~/components/cookie-banner";

// Not httpOnly and not signed: it holds no secret, and the page mirrors it to localStorage.
export const cookieConsentCookie = createCookie("cookieConsent", {
  path: "/",
  sameSite: "lax",
  maxAge: 60 * 60 * 24 * 365,
});

export async function getCookieConsent(request: Request): Promise<CookieConsent | null> {
  const value = await cookieConsentCookie.parse(request.headers.get("Cookie"));
  return value === "all" || value === "necessary" ? value : null;
}
