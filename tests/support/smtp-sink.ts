// A real SMTP server on loopback that keeps every received mail (parsed) in memory and,
// optionally, as JSON files in a folder (for Playwright, which runs in another process).
import { EventEmitter, once } from "node:events";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  /** the Reply-To address, lower case ("" when the mail has none) */
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  // base64 keeps the record JSON-safe (the e2e sink writes it to disk)
  attachments: { filename: string; contentType: string; base64: string }[];
  receivedAt: number;
}

function toReceived(mail: ParsedMail): ReceivedMail {
  const addresses = (field: ParsedMail["to"]) =>
    (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
      a.value.map((v) => (v.address ?? "").toLowerCase()),
    );
  return {
    to: addresses(mail.to),
    from: mail.from?.text ?? "",
    replyTo: addresses(mail.replyTo)[0] ?? "",
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? "",
      contentType: a.contentType,
      base64: a.content.toString("base64"),
    })),
    receivedAt: Date.now(),
  };
}

/** `port`: listen on this port (e.g. to bring a stopped sink back); default a free one. */
export async function startSmtpSink(options: { dir?: string; port?: number } = {}) {
  const mails: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let connections = 0;
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // the app keeps its SMTP connections open (a pool): close() ends them at once instead of
    // waiting 30 s for the client to leave (0 would mean the default)
    closeTimeout: 1,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = toReceived(parsed);
          mails.push(mail);
          arrivals.emit("mail");
          if (options.dir)
            writeFileSync(
              path.join(options.dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`),
              JSON.stringify(mail),
            );
          callback();
        })
        .catch(callback);
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () =>
      resolve((server.server.address() as { port: number }).port),
    );
  });
  return {
    port,
    mails,
    /** SMTP connections opened so far */
    get connections() {
      return connections;
    },
    async waitFor(
      to: string,
      match: (m: ReceivedMail) => boolean = () => true,
      timeoutMs = 10_000,
    ) {
      // woken by each arriving mail, not by polling
      const signal = AbortSignal.timeout(timeoutMs);
      for (;;) {
        const found = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()) && match(m));
        if (found) return found;
        await once(arrivals, "mail", { signal }).catch(() => {
          throw new Error(`Keine Mail an ${to} innerhalb von ${timeoutMs} ms`);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A mail file never changes once written (one file per mail), so each is parsed once per
// process: waitForMail polls the folder, and re-parsing every mail with its base64 PDFs on
// every poll cost the Playwright workers more CPU than the tests' own steps late in a run.
const parsedMailFiles = new Map<string, ReceivedMail>();

/** Reads mails the e2e server's sink wrote to disk, oldest first. */
export function readMailDir(dir: string): ReceivedMail[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  const mails: ReceivedMail[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    let mail = parsedMailFiles.get(file);
    if (!mail) {
      try {
        mail = JSON.parse(readFileSync(file, "utf8")) as ReceivedMail;
      } catch {
        // written this very moment (writeFileSync is not atomic): the next poll reads it
        continue;
      }
      parsedMailFiles.set(file, mail);
    }
    mails.push(mail);
  }
  return mails;
}
