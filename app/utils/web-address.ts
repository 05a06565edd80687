// One rule for every web address we store and later print as a link or into a mail: parsed
// by the WHATWG URL parser, https only, and stored in its parsed form. The raw text must
// already look like what the parser makes of it: browsers repair "https:evil.example",
// "https:/evil" and "https:\\evil" into real addresses, so such spellings are refused
// instead of silently pointing somewhere the admin did not read.
import { z } from "zod";

export type WebAddressProblem = "invalid" | "https" | "characters";

export const WEB_ADDRESS_CHARACTERS_MESSAGE =
  "Die Adresse enthält unzulässige Zeichen (z. B. Leerzeichen, Zeilenumbrüche, Steuerzeichen oder „\\“).";

// whitespace, C0/C1 controls, line and paragraph separators, zero-width and bidi marks,
// and the backslash that the parser reads as "/"
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff\\]/u;

/** The parsed https address, or why it is not one. */
export function parseWebAddress(
  raw: string,
): { ok: true; href: string } | { ok: false; problem: WebAddressProblem } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: "invalid" };
  }
  // the parser drops or encodes these silently; the admin would never see what was stored
  if (FORBIDDEN.test(raw)) return { ok: false, problem: "characters" };
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { ok: false, problem: "invalid" };
  // "scheme://" spelled out, a host, and no user name: "https://evil@good.de" reads as
  // good.de to a person and leads to evil
  if (!/^https?:\/\/[^/]/i.test(raw) || !url.hostname || url.username || url.password)
    return { ok: false, problem: "invalid" };
  if (url.protocol !== "https:") return { ok: false, problem: "https" };
  return { ok: true, href: url.href };
}

/**
 * A form field for an https address: trimmed, one German message per problem, and the
 * parsed form as its value.
 */
export function webAddressField(messages: { required: string; invalid: string; https: string }) {
  return z
    .string({ required_error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(2000, messages.invalid)
    .transform((value, ctx) => {
      const parsed = parseWebAddress(value);
      if (parsed.ok) return parsed.href;
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message:
          parsed.problem === "characters"
            ? WEB_ADDRESS_CHARACTERS_MESSAGE
            : messages[parsed.problem],
      });
      return z.NEVER;
    });
}
