// The one guard of the development tools (app/dev, the dev.* routes): what they may do is
// decided here, and production never reaches them (the stand-in is only ever imported
// dynamically, after this check or when no Stripe key is configured).
import { requireAdminUserId } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";

/**
 * `stand-in`: the pages that play Stripe's hosted pages (only without Stripe keys);
 * `clock`: the deadline and retention tools; `test`: the e2e suite's sign-in shortcut.
 */
export type DevTool = "stand-in" | "clock" | "test";

function devToolAvailable(tool: DevTool): boolean {
  const env = getEnv();
  if (tool === "test") return env.APP_ENV === "test";
  if (env.APP_ENV === "production") return false;
  // the stand-in's pages belong to the Stripe stand-in: without them no test payment works
  if (tool === "stand-in") return !env.services.stripe;
  return operatorToolsOn();
}

/**
 * Asked for explicitly (DEV_TOOLS=1, which `npm start` sets without APP_ENV): a staging
 * server that merely forgot APP_ENV must not offer them.
 */
function operatorToolsOn() {
  const env = getEnv();
  return env.APP_ENV !== "production" && env.DEV_TOOLS === "1";
}

/** 404, as for any unknown address, wherever the tool is not available. */
export function requireDevTool(tool: DevTool) {
  if (!devToolAvailable(tool)) throw new Response("Nicht gefunden", { status: 404 });
}

/**
 * The operator's side of the tools (every customer's orders, accepting, renewing, moving
 * deadlines): only with DEV_TOOLS=1, and only to a signed-in admin. The stand-in's pages a
 * paying customer reaches (checkout, portal, invoice) stay open, as Stripe's own are.
 */
export async function requireOperatorTool(request: Request, tool: Exclude<DevTool, "test">) {
  requireDevTool(tool);
  if (!operatorToolsOn()) throw new Response("Nicht gefunden", { status: 404 });
  return requireAdminUserId(request);
}
