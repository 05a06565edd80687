// What the root loader gives every page, typed here rather than read off `typeof loader` in
// root.tsx: components below the routes use it without importing upward.
import { useRouteLoaderData } from "@remix-run/react";
import type { Toast } from "./toast";

export const COOKIE_CONSENT_KEY = "cookieConsent";
export type CookieConsent = "all" | "necessary";

export type RootData = {
  toast: Toast | null;
  /** unreadMessages: the agency's messages the customer has not opened (header link) */
  user: { id: string; unreadMessages: number } | null;
  cookieConsent: CookieConsent | null;
};

export function useRootData() {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The signed-in user as the root loader saw the request, or null for a visitor. */
export function useOptionalUser() {
  return useRootData()?.user ?? null;
}
