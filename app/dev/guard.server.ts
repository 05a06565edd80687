// The one guard of the development tools (app/dev, the dev.* routes): what they may do is
// decided here, and production never reaches them (the stand-in is only ever imported
// dynamically, after this check or when no Stripe key is configured).
import { getEnv } from "~/utils/env.server";

/**
 * `stand-in`: the pages that play Stripe's hosted pages (only without Stripe keys);
 * `clock`: the deadline and retention tools; `test`: the e2e suite's sign-in shortcut.
 */
export type DevTool = "stand-in" | "clock" | "test";

export function devToolAvailable(tool: DevTool): boolean {
  const env = getEnv();
  if (tool === "test") return env.APP_ENV === "test";
  if (env.APP_ENV === "production") return false;
  return tool !== "stand-in" || !env.services.stripe;
}

/** 404, as for any unknown address, wherever the tool is not available. */
export function requireDevTool(tool: DevTool) {
  if (!devToolAvailable(tool)) throw new Response("Nicht gefunden", { status: 404 });
}
