// The one way an action reads a form. `request.formData()` throws on a body
// that is missing, of another type (JSON, plain text) or broken, and Remix turns that into
// a 500 "Unexpected Server Error"; and it decodes broken %-escapes silently to U+FFFD,
// which would then be stored. Here each of those is a German 400 instead, before any
// route code sees the form. Multipart uploads go through parseUploadRequest, which reads
// plain forms through this function as well.
import { API_MESSAGES } from "./api.server";

export const FORM_MESSAGES = {
  notAForm:
    "Die Anfrage enthält keine Formulardaten. Bitte senden Sie das Formular über die Seite ab.",
  badEncoding:
    "Die Formulardaten sind fehlerhaft kodiert und wurden nicht gespeichert. Bitte senden Sie das Formular erneut über die Seite ab.",
} as const;

const URL_ENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

export function badRequest(message: string): Response {
  return new Response(message, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The media type of the body, lower case and without parameters ("" when none is sent). */
function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * The form of a POST; throws a German 400 Response when there is none or it cannot be
 * decoded exactly. Reads the body, so pass `request.clone()` when something else (the
 * sign-in strategy) reads it afterwards.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = mediaType(request);
  if (type === URL_ENCODED) return withoutBidiOverrides(decodeUrlEncoded(await bodyBytes(request)));
  if (type === MULTIPART) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw badRequest(FORM_MESSAGES.notAForm);
    }
    return withoutBidiOverrides(form);
  }
  throw badRequest(FORM_MESSAGES.notAForm);
}

// Embeddings, overrides and isolates reorder what follows them, so a name can read
// backwards in the admin's list, a greeting or a file name; nobody types them on purpose.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
const HAS_BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Every text field loses the bidirectional controls, whatever form it comes from.
 * Passwords keep every character: they are compared, never shown.
 */
function withoutBidiOverrides(form: FormData): FormData {
  let dirty = false;
  for (const [name, value] of form)
    if (typeof value === "string" && HAS_BIDI_CONTROL.test(value) && !/password/i.test(name)) {
      dirty = true;
      break;
    }
  if (!dirty) return form;
  const clean = new FormData();
  for (const [name, value] of form)
    clean.append(
      name,
      typeof value === "string" && !/password/i.test(name)
        ? value.replace(BIDI_CONTROLS, "")
        : value,
    );
  return clean;
}

async function bodyBytes(request: Request): Promise<ArrayBuffer> {
  try {
    return await request.arrayBuffer();
  } catch {
    // a body that broke off; the server has answered a stalled or oversized one already
    throw badRequest(FORM_MESSAGES.notAForm);
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Parses like URLSearchParams, but refuses what it would have to guess at: bytes that are
 * not UTF-8, a `%` without two hex digits, and escapes that do not decode to UTF-8
 * (`%FF`). Browsers never send any of these, so refusing costs no real visitor anything.
 */
function decodeUrlEncoded(bytes: ArrayBuffer): FormData {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw badRequest(FORM_MESSAGES.badEncoding);
  }
  for (const pair of text.split("&")) {
    try {
      decodeURIComponent(pair.replace(/\+/g, " "));
    } catch {
      throw badRequest(FORM_MESSAGES.badEncoding);
    }
  }
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
  return form;
}

// the JSON API's wording for the same refusal (server/request-guards.mjs uses it too)
export const METHOD_NOT_ALLOWED_MESSAGE = API_MESSAGES.methodNotAllowed;

/**
 * The action of a resource route that only answers GET: a German 405 with `Allow`, where
 * Remix would answer `{"message":"Unexpected Server Error"}`.
 */
export function onlyGet(): Response {
  return new Response(METHOD_NOT_ALLOWED_MESSAGE, {
    status: 405,
    headers: {
      Allow: "GET, HEAD",
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}
