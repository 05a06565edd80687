// Shared plumbing of the JSON API (01 §7). Errors answer with a non-2xx status and a
// plain-text body whose first line is the German message of the matching screen (the
// spec's client shows "status: body"); validation errors list "feld: Meldung" lines
// below it. The one exception is the staff API's refusal (403 from the admin API, or a
// staff member's role): its callers are tools that parse every answer as JSON, so it is a
// JSON object carrying the same German message (docs/decisions/110-api-403-json.md).
// Authentication is the pages' cookie session; a userId sent by the client is never
// trusted, only compared.
import { getAdminUserId, getUserId } from "./auth.server";
import { logger } from "./logger.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { z } from "zod";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[] | undefined>,
    /** "json" only for the staff API's 403 (see the head of this file) */
    readonly format: "text" | "json" = "text",
  ) {
    super(message);
  }
}

/** The staff API's refusal: 403 with `{"error": message, "status": 403}`. */
export const staffApiForbidden = (message: string = API_MESSAGES.forbidden) =>
  new ApiError(403, message, undefined, "json");

export const API_MESSAGES = {
  unauthenticated: "Anmeldung erforderlich",
  forbidden: "Keine Berechtigung",
  notFound: "Nicht gefunden",
  badJson: "Ungültige Anfrage: JSON erwartet",
  validation: "Bitte prüfen Sie Ihre Eingaben",
  methodNotAllowed: "Methode nicht erlaubt",
} as const;

function apiErrorResponse(error: ApiError) {
  if (error.format === "json")
    return new Response(JSON.stringify({ error: error.message, status: error.status }), {
      status: error.status,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    });
  const lines = [error.message];
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {}))
    if (messages?.length) lines.push(`${field || "Formular"}: ${messages.join(", ")}`);
  return new Response(lines.join("\n"), {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Runs an API handler, turning ApiErrors (and thrown Responses) into answers. */
export async function api(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof ApiError) return apiErrorResponse(error);
    if (error instanceof Response) return error;
    logger.error({ error }, "API-Fehler");
    return apiErrorResponse(new ApiError(500, "Ein Fehler ist aufgetreten"));
  }
}

export function apiJson(data: unknown, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(data), { ...init, headers });
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.json();
    if (body && typeof body === "object" && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ApiError(400, API_MESSAGES.badJson);
}

/**
 * The answer of an API route to a method it does not offer (a GET to a call that only
 * takes POST, a POST to a read-only one): 405 with the German message, never a 500.
 */
export function methodNotAllowed() {
  return apiErrorResponse(new ApiError(405, API_MESSAGES.methodNotAllowed));
}

export function requireMethod(request: Request, ...methods: string[]) {
  if (!methods.includes(request.method.toUpperCase()))
    throw new ApiError(405, API_MESSAGES.methodNotAllowed);
}

/** The signed-in customer; a `userId` in body or query must be the same user (else 403). */
async function requireApiCustomer(request: Request, claimedUserId?: unknown): Promise<string> {
  const userId = await getUserId(request);
  if (!userId) throw new ApiError(401, API_MESSAGES.unauthenticated);
  const fromQuery = new URL(request.url).searchParams.get("userId");
  for (const claimed of [claimedUserId, fromQuery])
    if (claimed !== undefined && claimed !== null && claimed !== "" && claimed !== userId)
      throw new ApiError(403, API_MESSAGES.forbidden);
  return userId;
}

async function requireApiAdmin(request: Request): Promise<string> {
  const adminId = await getAdminUserId(request);
  if (adminId) return adminId;
  // a signed-in customer is known but not allowed; nobody signed in is unauthenticated
  if (await getUserId(request)) throw staffApiForbidden();
  throw new ApiError(401, API_MESSAGES.unauthenticated);
}

function validationError(
  fieldErrors: Record<string, string[] | undefined>,
  message: string = API_MESSAGES.validation,
) {
  return new ApiError(400, message, fieldErrors);
}

/** A 429 with the German message in plain text and the throttle's headers (Retry-After). */
export function tooManyResponse(message: string, headers: Record<string, string>) {
  return new Response(message, {
    status: 429,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The 400 for a body its zod schema refused: `message` first, then a line per field. */
export function schemaError(error: z.ZodError, message?: string) {
  return validationError(
    fieldErrorsOf(error.flatten().fieldErrors as Record<string, string[]>),
    message ?? error.issues[0]?.message,
  );
}

/** A model's refusal (status, German message, maybe the field it is about) as an API error. */
export function refusal(error: { status: number; message: string; field?: string | null }) {
  return new ApiError(
    error.status,
    error.message,
    error.field ? { [error.field]: [error.message] } : undefined,
  );
}

/** Flattens a conform/zod error record into field → messages. */
function fieldErrorsOf(error: Record<string, string[] | null> | null | undefined) {
  return Object.fromEntries(
    Object.entries(error ?? {})
      .filter(([, v]) => v && v.length)
      .map(([k, v]) => [k, v as string[]]),
  );
}

type ApiCaller = { customer: string; admin: string; anyone: null };

/**
 * One JSON call: the method, who may call it and the body's zod schema, then the handler with
 * the parsed body. In this order: 405 for another method, 401/403 for the caller (nothing of
 * the body is read for a stranger), 400 for a body that is not a JSON object, 403 when the
 * `userId` the body claims is not the session's, 400 with the schema's German messages
 * ("feld: Meldung" lines under `invalid`).
 */
type ApiMethod = "POST" | "PATCH" | "PUT" | "DELETE";

export function apiAction<S extends z.ZodTypeAny, W extends keyof ApiCaller>(config: {
  /** one method, or the several a call is documented with */
  method: ApiMethod | ApiMethod[];
  auth: W;
  schema: S;
  /** first line of the 400 when the schema refuses the body (default: the first problem's message) */
  invalid?: string;
  /** the account the caller claims to act for (default: the body's userId) */
  claimedUserId?: (args: ActionFunctionArgs, body: Record<string, unknown>) => unknown;
  /** an empty or unreadable body counts as {} (calls whose every field is optional) */
  bodyOptional?: boolean;
  /** a further check of the caller (a staff member's role), before the body is read */
  authorize?: (request: Request) => Promise<unknown>;
  handler: (
    args: ActionFunctionArgs & { body: z.infer<S>; userId: ApiCaller[W] },
  ) => Promise<Response>;
}) {
  return (args: ActionFunctionArgs) =>
    api(async () => {
      requireMethod(args.request, ...[config.method].flat());
      const userId = (
        config.auth === "customer"
          ? await requireApiCustomer(args.request)
          : config.auth === "admin"
            ? await requireApiAdmin(args.request)
            : null
      ) as ApiCaller[W];
      if (config.authorize) await config.authorize(args.request);
      const raw: Record<string, unknown> = config.bodyOptional
        ? await readJson(args.request).catch(() => ({}))
        : await readJson(args.request);
      if (config.auth === "customer") {
        const claimed = config.claimedUserId ? config.claimedUserId(args, raw) : raw.userId;
        await requireApiCustomer(args.request, claimed);
      }
      const parsed = config.schema.safeParse(raw);
      if (!parsed.success) throw schemaError(parsed.error, config.invalid);
      return config.handler({ ...args, body: parsed.data, userId });
    });
}

export const cents = (value: number | null | undefined) =>
  value === null || value === undefined ? null : value / 100;
