import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { prisma } from "~/utils/db.server";
import { getVisitorSession, sessionStorage } from "~/utils/session.server";

export async function action({ request }: ActionFunctionArgs) {
  const session = await getVisitorSession(request);
  const sessionId = session.get("sessionId");
  if (sessionId) await prisma.session.deleteMany({ where: { id: sessionId } });
  return redirect("/", {
    headers: { "Set-Cookie": await sessionStorage().destroySession(session) },
  });
}

// logging out is a state change: never on GET
export function loader() {
  return redirect("/");
}
