// Outgoing mail through nodemailer. With SMTP configured mails go out over SMTP; without,
// each mail is written as an .eml file to DATA_DIR/mail and its links are logged, so a
// developer can follow them.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** where a reply goes instead of the agency's inbox (e.g. the sender of an inquiry) */
  replyTo?: string;
}

/** The agency's inbox for replies: several mails ask the customer to answer them. */
function agencyReplyTo(): string | undefined {
  const env = getEnv();
  return env.MAIL_REPLY_TO ?? env.PROVIDER_EMAIL ?? env.ADMIN_NOTIFY_EMAIL;
}

let transporter: Transporter | undefined;
let transportKey = "";

/** SMTP_URL with nodemailer's `pool=true` unless the URL sets `pool` itself. */
function pooledUrl(url: string) {
  const parsed = new URL(url);
  if (!parsed.searchParams.has("pool")) parsed.searchParams.set("pool", "true");
  return parsed.toString();
}

// Pooled: a burst of mails (a payment mails the customer, the agency and the invoice) goes
// over one or two open connections instead of a new connection, greeting, TLS handshake and
// login per mail: a server that greets late (as real servers do, to catch clients that talk
// too soon) makes each new connection cost far more than the mail itself. The pool also sends a mail again on a fresh connection when its connection drops.
function smtpTransport(): Transporter {
  const env = getEnv();
  const key = JSON.stringify([env.SMTP_URL, env.SMTP_HOST, env.SMTP_PORT, env.SMTP_USER]);
  if (transporter && transportKey === key) return transporter;
  transporter?.close();
  transportKey = key;
  transporter = env.SMTP_URL
    ? nodemailer.createTransport(pooledUrl(env.SMTP_URL))
    : nodemailer.createTransport({
        pool: true,
        maxConnections: 2, // the send-mail queue's concurrency per process
        host: env.SMTP_HOST,
        port: env.SMTP_PORT ?? 587,
        secure: env.SMTP_SECURE === "true",
        // local catchers (and our test sink) speak plain SMTP
        ignoreTLS:
          env.SMTP_SECURE !== "true" &&
          (env.SMTP_HOST === "127.0.0.1" || env.SMTP_HOST === "localhost"),
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? "" } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
      });
  return transporter;
}

export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  const message = {
    from: env.MAIL_FROM,
    replyTo: mail.replyTo ?? agencyReplyTo(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
  };
  if (env.services.smtp) {
    await smtpTransport().sendMail(message);
    return;
  }
  const fileTransport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const info = await fileTransport.sendMail(message);
  const dir = path.resolve(env.DATA_DIR, "mail");
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to.replace(/[^\w.@-]/g, "_")}.eml`,
  );
  writeFileSync(file, info.message as Buffer);
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  logger.info(
    `[mail] ${mail.subject} → ${mail.to} (gespeichert in ${file})${links.length ? `\n[mail] Link: ${links.join("\n[mail] Link: ")}` : ""}`,
  );
}
