// remix-auth with the form strategy: checks e-mail and password against the database on all
// four sign-in paths (customer and admin, HTML form and JSON). Sessions are ours (database
// sessions, see auth.server.ts); remix-auth v4 only verifies.
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { verifyLogin, type LoginResult } from "~/models/account/user.server";

const authenticator = new Authenticator<LoginResult>();

authenticator.use(
  new FormStrategy(async ({ form }) =>
    verifyLogin(String(form.get("email") ?? ""), String(form.get("password") ?? "")),
  ),
  "form",
);

/** A posted sign-in form (its body is read by the strategy). */
export function authenticateForm(request: Request) {
  return authenticator.authenticate("form", request);
}

/**
 * Credentials that arrived another way (a JSON call, a form the route has already read): handed
 * to the same strategy as a form post, so every path runs the one credential check.
 */
export function authenticateCredentials(request: Request, email: string, password: string) {
  return authenticator.authenticate(
    "form",
    new Request(request.url, { method: "POST", body: new URLSearchParams({ email, password }) }),
  );
}
