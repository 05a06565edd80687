// Every outgoing mail as a job: queueMail() stores it (in the caller's transaction, if
// given), a worker sends it with sendMail(), and an SMTP outage only delays it. With
// retryDelay 30 s and backoff, ten retries wait about 8.5–17 hours in total before the
// job is given up (logged as an error; the job stays in pgboss.archive as "failed").
//
// Delivery is at least once: if the process dies after the SMTP server accepted the mail
// but before the job was marked complete, the mail is sent again. SMTP offers no way to
// make that exactly-once; it is rare and harmless for our notification mails.
import { buffer } from "node:stream/consumers";
import { enqueue, type RawQueryable } from "./queue.server";
import { defineJob } from "./registry.server";
import { sendMail, type Mail } from "~/utils/mail.server";
import { getStorage } from "~/utils/storage.server";

/** An attachment in a queued mail: a file in our storage (uploads), or small inline content. */
type QueuedAttachment = { filename: string; contentType?: string } & (
  { storageKey: string } | { contentBase64: string }
);

/** A mail as stored in the job (JSON). */
interface QueuedMail extends Omit<Mail, "attachments"> {
  attachments?: QueuedAttachment[];
}

declare module "./registry.server" {
  interface JobPayloads {
    "send-mail": QueuedMail;
  }
}

// job rows are read on every poll; larger files belong in storage, referenced by key
const MAX_INLINE_ATTACHMENT_BYTES = 512 * 1024;

export const sendMailJob = defineJob(
  "send-mail",
  async (mail) => {
    const attachments = await Promise.all(
      (mail.attachments ?? []).map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content:
          "storageKey" in a
            ? await buffer((await getStorage().get(a.storageKey)).body)
            : Buffer.from(a.contentBase64, "base64"),
      })),
    );
    await sendMail({ ...mail, attachments: attachments.length ? attachments : undefined });
  },
  { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, concurrency: 2 },
);

/** Attachments given as Buffer are stored inline (base64); keep them small. */
export type MailToQueue = Omit<Mail, "attachments"> & {
  attachments?: (QueuedAttachment | { filename: string; contentType?: string; content: Buffer })[];
};

/**
 * Queues a mail for sending. Pass `db: tx` inside `prisma.$transaction` so the mail goes
 * out only if the transaction commits (and, on the embedded database, so it does not wait
 * for that transaction).
 */
export async function queueMail(
  mail: MailToQueue,
  options: { db?: RawQueryable } = {},
): Promise<string | null> {
  const attachments = mail.attachments?.map((a): QueuedAttachment => {
    if (!("content" in a)) return a;
    if (a.content.length > MAX_INLINE_ATTACHMENT_BYTES)
      throw new Error(
        `Anhang ${a.filename} ist zu groß für die Mail-Warteschlange; bitte als Datei speichern und per storageKey anhängen`,
      );
    return {
      filename: a.filename,
      contentType: a.contentType,
      contentBase64: a.content.toString("base64"),
    };
  });
  const data: QueuedMail = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (mail.replyTo) data.replyTo = mail.replyTo;
  if (attachments?.length) data.attachments = attachments;
  return enqueue("send-mail", data, { db: options.db });
}
