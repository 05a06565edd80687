import type { CookieConsent } from "./root-data";

// A plain (unsigned, readable) value, as the spec stores it: all | necessary. It holds
// no secret, and the page mirrors it to localStorage.
const NAME = "cookieConsent";
const ONE_YEAR = 60 * 60 * 24 * 365;

export function serializeCookieConsent(choice: CookieConsent): string {
  return `${NAME}=${choice}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}

export function getCookieConsent(request: Request): CookieConsent | null {
  const header = request.headers.get("Cookie") ?? "";
  const match = header.match(/(?:^|;\s*)cookieConsent=([^;]*)/);
  const value = match?.[1];
  return value === "all" || value === "necessary" ? value : null;
}
