// TEMPORARY shim until the jobs-queue branch lands
import { sendMail, type Mail } from "~/utils/mail.server";

export async function queueMail(mail: Mail, _opts: { db?: unknown } = {}): Promise<void> {
  await sendMail(mail).catch(() => undefined);
}
