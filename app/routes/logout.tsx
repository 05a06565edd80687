import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOutHeaders } from "~/utils/auth.server";

export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", { headers: await signOutHeaders(request) });
}

// logging out is a state change: never on GET
export function loader() {
  return redirect("/");
}
