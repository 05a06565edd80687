// Test hook of the end-to-end suite (tests/e2e/fixtures.ts): POST { kind, email, password,
// package? } creates a verified customer (with a draft order for `package`, as registration
// would) or an admin, and answers with the matching session cookie. Tests that are not about
// sign-up start signed in this way, so only the account tests walk registration. The
// embedded database belongs to the server process, hence a route and not a direct insert.
// Exists only with APP_ENV=test: 404 in development and production.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireDevTool } from "~/dev/guard.server";
import { markEmailVerified, createCustomer } from "~/models/account/user.server";
import { packageChoiceSchema } from "~/models/catalog/package-config";
import { createDraftOrder } from "~/models/order/order.server";
import { ensureAdmin } from "~/models/team/admin.server";
import { adminSignInHeaders, signInHeaders } from "~/utils/auth.server";

const testSessionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("customer"),
    email: z.string().email(),
    password: z.string().min(8),
    package: packageChoiceSchema.nullish(),
  }),
  z.object({ kind: z.literal("admin"), email: z.string().email(), password: z.string().min(12) }),
]);

function onlyInTests() {
  requireDevTool("test");
}

export function loader() {
  onlyInTests();
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: ActionFunctionArgs) {
  onlyInTests();
  const parsed = testSessionSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return json({ error: parsed.error.flatten() }, { status: 400 });
  const input = parsed.data;
  if (input.kind === "admin") {
    const admin = await ensureAdmin(input.email, input.password);
    return json({ userId: admin.id }, { headers: await adminSignInHeaders(request, admin.id) });
  }
  const user = await createCustomer({ ...input, firstName: "Erika", lastName: "Muster" });
  await markEmailVerified(user.id);
  const order = input.package ? await createDraftOrder(user.id, input.package) : null;
  return json(
    { userId: user.id, orderId: order?.id ?? null },
    { headers: await signInHeaders(request, user.id) },
  );
}
