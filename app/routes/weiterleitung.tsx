// 02 §2.7: a redirect page that sends every visitor to the start page.
import { redirect } from "@remix-run/node";

export function loader() {
  return redirect("/");
}
