import { json } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { emailOnlySchema } from "~/models/account/schemas";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { clientIp, consume, refusedBeforeBody, TOO_MANY_ATTEMPTS } from "~/utils/rate-limit.server";

/**
 * Handles a "send me a link" post: validates, throttles per address and per client and
 * always gives the same answer, so nobody learns whether an address has an account.
 */
export async function handleEmailRequest(
  request: Request,
  context: AppLoadContext | undefined,
  kind: string,
  send: (email: string) => Promise<void>,
  sentMessage: string,
) {
  const refused = await refusedBeforeBody("mailPerIp", `${kind}:${clientIp(context)}`);
  if (refused)
    return json({ result: refused.result, sent: null }, { status: 429, headers: refused.headers });
  const formData = await readFormData(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (submission.status !== "success")
    return json({ result: submission.reply(), sent: null }, { status: 400 });
  const email = submission.value.email;
  const perAddress = await consume("mailPerAddress", `${kind}:${email}`);
  const perIp = perAddress.allowed
    ? await consume("mailPerIp", `${kind}:${clientIp(context)}`)
    : perAddress;
  if (!perIp.allowed)
    return json(
      { result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS] }), sent: null },
      { status: 429, headers: { "Retry-After": String(perIp.retryAfter) } },
    );
  await send(email);
  return json({ result: submission.reply({ resetForm: true }), sent: sentMessage });
}
