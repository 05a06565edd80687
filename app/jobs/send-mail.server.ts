// TEMPORARY shim until the jobs-queue branch lands
// The real queueMail writes a job in the caller's transaction (`db`) and a worker sends it
// with retries. Until then the mail goes out at once; a failure is logged and never undoes
// the caller's change.
import type { Prisma } from "@prisma/client";
import { sendMail, type Mail } from "~/utils/mail.server";

export async function queueMail(mail: Mail, opts: { db?: Prisma.TransactionClient } = {}) {
  if (!opts.db) return sendMail(mail);
  try {
    await sendMail(mail);
  } catch (error) {
    console.error(
      `E-Mail „${mail.subject}“ konnte nicht gesendet werden:`,
      error instanceof Error ? error.message : error,
    );
  }
}
