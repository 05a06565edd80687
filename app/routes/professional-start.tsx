// Start of the professional checkout (02 §2.5): remembers the chosen profession in the
// visitor session, where /professional-checkout reads it. Anything else goes home.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PROFESSION_IDS } from "~/models/catalog/catalog";
import { readFormData } from "~/utils/form-data.server";
import { commitVisitorSession, getVisitorSession } from "~/utils/session.server";

const startSchema = z.object({ profession: z.enum(PROFESSION_IDS) });

export async function action({ request }: ActionFunctionArgs) {
  const parsed = startSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return redirect("/");
  const session = await getVisitorSession(request);
  session.set("profession", parsed.data.profession);
  return redirect("/professional-checkout", {
    headers: { "Set-Cookie": await commitVisitorSession(session) },
  });
}

export function loader() {
  return redirect("/");
}
