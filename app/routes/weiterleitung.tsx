// 02 §2.7: a redirect page that sends every visitor to the start page.
import { redirect } from "@remix-run/node";
import { onlyGet } from "~/utils/form-data.server";

export function loader() {
  return redirect("/");
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
