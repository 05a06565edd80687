import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/http/staff.server";
import { onlyGet } from "~/utils/form-data.server";

// /admin has no page of its own: the dashboard is the admin's start page
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return redirect("/admin/dashboard");
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
