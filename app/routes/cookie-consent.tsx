import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { serializeCookieConsent } from "~/utils/cookie-consent.server";
import { readFormData } from "~/utils/form-data.server";
import { safeRedirect } from "~/utils/misc";

const consentSchema = z.object({
  choice: z.enum(["all", "necessary"]),
  redirectTo: z.string().optional(),
  js: z.string().optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  const parsed = consentSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ error: "Ungültige Auswahl" }, { status: 400 });
  const headers = { "Set-Cookie": serializeCookieConsent(parsed.data.choice) };
  // with JavaScript the banner closes in place; without, the browser goes back to the page
  if (parsed.data.js) return json({ ok: true }, { headers });
  return redirect(safeRedirect(parsed.data.redirectTo, "/"), { headers });
}

export function loader() {
  return redirect("/");
}
