// TEMPORARY shim until the jobs-queue branch lands: the lead replaces this file with the
// queue's own `queueMail` at merge. Same call shape, so callers do not change.
import type { Prisma } from "@prisma/client";
import { sendMail, type Mail } from "~/utils/mail.server";

// `db` is accepted for the queue's signature (enqueue inside the caller's transaction);
// the shim sends at once and only logs a failure, so a mail never undoes the change it reports.
export async function queueMail(mail: Mail, _opts: { db?: Prisma.TransactionClient } = {}) {
  try {
    await sendMail(mail);
  } catch (error) {
    console.error(
      "E-Mail konnte nicht gesendet werden:",
      error instanceof Error ? error.message : error,
    );
  }
}
