// TEMPORARY shim until the jobs-queue branch lands
import type { Prisma } from "@prisma/client";
import { sendMail, type Mail } from "~/utils/mail.server";

export async function queueMail(mail: Mail, opts?: { db?: Prisma.TransactionClient }) {
  void opts;
  try {
    await sendMail(mail);
  } catch (error) {
    // a lost mail must not undo the change that caused it
    console.error(
      "E-Mail konnte nicht gesendet werden:",
      error instanceof Error ? error.message : error,
    );
  }
}
