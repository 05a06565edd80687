import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { checkHoneypot } from "./honeypot.server";
import { clientIp, consume, TOO_MANY_ATTEMPTS } from "./rate-limit.server";
import { emailOnlySchema } from "~/models/account-schemas";

/**
 * Handles a "send me a link" post: validates, throttles per address and per client and
 * always gives the same answer, so nobody learns whether an address has an account.
 */
export async function handleEmailRequest(
  request: Request,
  kind: string,
  send: (email: string) => Promise<void>,
  sentMessage: string,
) {
  const formData = await request.formData();
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (submission.status !== "success")
    return json({ result: submission.reply(), sent: null }, { status: 400 });
  const email = submission.value.email;
  const perAddress = await consume("mailPerAddress", `${kind}:${email}`);
  const perIp = perAddress.allowed
    ? await consume("mailPerIp", `${kind}:${clientIp(request)}`)
    : perAddress;
  if (!perIp.allowed)
    return json(
      { result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS] }), sent: null },
      { status: 429, headers: { "Retry-After": String(perIp.retryAfter) } },
    );
  await send(email);
  return json({ result: submission.reply({ resetForm: true }), sent: sentMessage });
}
