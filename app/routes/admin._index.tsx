import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdminUserId } from "~/utils/auth.server";

// /admin has no page of its own: the dashboard is the admin's start page
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminUserId(request);
  return redirect("/admin/dashboard");
}
