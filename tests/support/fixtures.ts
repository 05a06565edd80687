// Test data and requests for integration tests (loaders and actions on a real database).
import { randomUUID } from "node:crypto";
import { recordFirstPayment } from "~/models/billing/order-payment.server";
import { DEFAULT_PAYMENT_TYPE } from "~/models/catalog/catalog";
import { EMPTY_ADD_ONS, type PackageConfig } from "~/models/catalog/pricing";
import { createDbSession } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";
import { commitVisitorSession, sessionStorage } from "~/utils/session.server";

export const BASE = "http://localhost:3000";

export async function createCustomer(
  overrides: Partial<{
    email: string;
    firstName: string;
    lastName: string;
    emailVerified: boolean;
    passwordHash: string | null;
    isAdmin: boolean;
    /** a staff member's role; an admin without one is an owner (Inhaber) */
    staffRole: "owner" | "project_lead" | "production" | "accounting";
  }> = {},
) {
  return prisma.user.create({
    data: {
      email: overrides.email ?? `kunde-${randomUUID().slice(0, 8)}@example.com`,
      firstName: overrides.firstName ?? "Erika",
      lastName: overrides.lastName ?? "Mustermann",
      emailVerified: overrides.emailVerified ?? true,
      passwordHash: overrides.passwordHash ?? null,
      isAdmin: overrides.isAdmin ?? Boolean(overrides.staffRole),
      staffRole: overrides.staffRole ?? (overrides.isAdmin ? "owner" : null),
    },
  });
}

/** A Cookie header value for a signed-in customer session. */
export async function customerCookie(userId: string): Promise<string> {
  const dbSession = await createDbSession(userId);
  const session = await sessionStorage().getSession();
  session.set("sessionId", dbSession.id);
  return cookieFromSetCookie(await commitVisitorSession(session));
}

/** Turns Set-Cookie header values into a Cookie request header. */
export function cookieFromSetCookie(...setCookies: Array<string | null | undefined>): string {
  return setCookies
    .filter(Boolean)
    .flatMap((h) => splitSetCookie(h!))
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function splitSetCookie(header: string): string[] {
  return header.split(/,(?=\s*[^;,=\s]+=)/).map((s) => s.trim());
}

export function getRequest(path: string, cookie?: string) {
  return new Request(`${BASE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

export function formRequest(
  path: string,
  fields: Record<string, string | string[]>,
  cookie?: string,
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: BASE,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body,
  });
}

/** Loader/action arguments; `context.clientIp` is the client address the server determined. */
export const routeArgs = (
  request: Request,
  params: Record<string, string> = {},
  context: { clientIp?: string } = {},
) => ({ request, params, context });

/** Awaits a loader/action and returns its Response whether it was returned or thrown. */
export async function thrown(p: Promise<unknown> | unknown): Promise<Response> {
  try {
    return (await p) as Response;
  } catch (r) {
    if (r instanceof Response) return r;
    throw r;
  }
}

/** A Cookie header value for a signed-in administrator session (the admin cookie). */
export async function adminCookieFor(userId: string): Promise<string> {
  const { adminSessionStorage } = await import("~/utils/session.server");
  const dbSession = await createDbSession(userId, "admin");
  const session = await adminSessionStorage().getSession();
  session.set("sessionId", dbSession.id);
  return cookieFromSetCookie(await adminSessionStorage().commitSession(session));
}

/** A multipart form post (fields and files) from the site itself. */
export function multipart(
  path: string,
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; data: Buffer; type?: string }>,
  cookie: string,
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files)
    body.append(
      f.field,
      new Blob([new Uint8Array(f.data)], { type: f.type ?? "application/octet-stream" }),
      f.name,
    );
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: BASE },
  });
}

/** A package order without add-ons, as the package page starts it. */
export function defaultPackageConfig(
  packageId: PackageConfig["packageId"] = "standard",
  paymentType: PackageConfig["paymentType"] = DEFAULT_PAYMENT_TYPE,
): PackageConfig {
  return { packageId, paymentType, ...EMPTY_ADD_ONS };
}

/** An order's first card payment as Stripe's webhook reports it in test mode, recorded by the app. */
export function payInTestMode(
  orderId: string,
  { amountCents = 24900, sessionId = `cs_test_${randomUUID()}` } = {},
) {
  return recordFirstPayment(
    {
      orderId,
      sessionId,
      invoiceId: null,
      mode: "payment",
      paid: true,
      amountCents,
      paymentIntentId: null,
      subscriptionId: null,
      customerId: null,
      methodType: "card",
      livemode: false,
    },
    { testMode: true },
  );
}
