import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from "./honeypot";

/**
 * Refuses a submission whose honeypot field is filled: a 400 with a plain German
 * message and nothing else (no hint which field gave it away). Call it first thing in
 * the action of every public form.
 */
export function checkHoneypot(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  if (typeof value === "string" && value.trim() !== "")
    throw new Response(HONEYPOT_MESSAGE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
}
