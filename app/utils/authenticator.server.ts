// remix-auth with the form strategy: checks e-mail and password against the database.
// Sessions are ours (database sessions, see auth.server.ts); remix-auth v4 only verifies.
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { verifyLogin, type LoginResult } from "~/models/user.server";

export const authenticator = new Authenticator<LoginResult>();

authenticator.use(
  new FormStrategy(async ({ form }) =>
    verifyLogin(String(form.get("email") ?? ""), String(form.get("password") ?? "")),
  ),
  "form",
);
