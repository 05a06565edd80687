import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { adminSignOutHeaders } from "~/utils/auth.server";

// Ends only the admin session; a customer session in the other cookie stays.
export async function action({ request }: ActionFunctionArgs) {
  return redirect("/admin/login", { headers: await adminSignOutHeaders(request) });
}

// logging out is a state change: never on GET
export function loader() {
  return redirect("/admin/login");
}
