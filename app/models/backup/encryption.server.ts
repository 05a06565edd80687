// Optional encryption of the archives in the age format (age-encryption.org/v1), with the
// reference implementation's JavaScript port (docs/decisions/120-backup-s3-and-encryption.md):
// a passphrase (scrypt) or age public keys. An encrypted archive is the gzip stream encrypted
// as a whole, so it is readable with the `age` command too: `age -d x.tar.gz.age | tar tz`.
// Restore, verify and the drill recognise an encrypted archive by its first bytes.
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from "node:crypto";
import { readFileSync } from "node:fs";
import { Duplex, Readable } from "node:stream";
import { TransformStream, type ReadableStream as NodeReadableStream } from "node:stream/web";
import { Decrypter, Encrypter, Stanza, type Identity, type Recipient } from "age-encryption";
import { BackupError, corrupt } from "./errors";
import { getEnv, type Env } from "~/utils/env.server";

/** The first line of every age file. */
const AGE_MAGIC = Buffer.from("age-encryption.org/v1\n");
export const ENCRYPTED_SUFFIX = ".age";

export interface EncryptionSettings {
  passphrase?: string;
  recipients?: string[];
  /** scrypt's log2(N) for a passphrase; age's default when unset (tests lower it) */
  scryptWorkFactor?: number;
}

export interface DecryptionKeys {
  passphrase?: string;
  /** AGE-SECRET-KEY-1… lines */
  identities: string[];
  /** where the identities came from, for messages */
  identityFile?: string;
}

/** What the configuration asks for: null when the archives stay unencrypted. */
export function encryptionSettings(env: Env = getEnv()): EncryptionSettings | null {
  if (env.BACKUP_PASSPHRASE) return { passphrase: env.BACKUP_PASSPHRASE };
  if (env.BACKUP_AGE_RECIPIENT) return { recipients: [env.BACKUP_AGE_RECIPIENT] };
  return null;
}

/** The keys restore, verify and the drill try: BACKUP_PASSPHRASE and BACKUP_AGE_IDENTITY's file. */
export function decryptionKeys(env: Env = getEnv()): DecryptionKeys {
  const keys: DecryptionKeys = { passphrase: env.BACKUP_PASSPHRASE, identities: [] };
  const file = env.BACKUP_AGE_IDENTITY;
  if (file) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      throw new BackupError(
        `Die Schlüsseldatei ${file} (BACKUP_AGE_IDENTITY) lässt sich nicht lesen (${(error as NodeJS.ErrnoException).code ?? "Fehler"}).`,
      );
    }
    // the format of age-keygen: comments, then one key a line
    keys.identities = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => /^AGE-SECRET-KEY-(PQ-)?1/.test(line));
    if (!keys.identities.length)
      throw new BackupError(
        `Die Datei ${file} (BACKUP_AGE_IDENTITY) enthält keinen age-Schlüssel (AGE-SECRET-KEY-1…).`,
      );
    keys.identityFile = file;
  }
  return keys;
}

const SCRYPT_LABEL = "age-encryption.org/v1/scrypt";
/** age's default work factor (what the `age` command uses too) */
const SCRYPT_WORK_FACTOR = 18;
/** what age itself accepts when decrypting */
const SCRYPT_MAX_WORK_FACTOR = 20;

function scryptKey(passphrase: string, salt: Buffer, logN: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      passphrase,
      Buffer.concat([Buffer.from(SCRYPT_LABEL), salt]),
      32,
      { N: 2 ** logN, r: 8, p: 1, maxmem: 2 ** logN * 1024 + 32 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * age's scrypt stanza (the passphrase), computed with Node's native scrypt: the library's
 * pure-JS scrypt took seconds per archive and blocked the event loop of the serving app
 * while the nightly backup ran; Node's runs on the thread pool. The bytes are the same
 * format, so `age -d` reads them (and the library's own identity would too).
 */
class NativeScryptRecipient implements Recipient {
  constructor(
    private readonly passphrase: string,
    private readonly logN: number,
  ) {}

  async wrapFileKey(fileKey: Uint8Array) {
    const salt = randomBytes(16);
    const key = await scryptKey(this.passphrase, salt, this.logN);
    const cipher = createCipheriv("chacha20-poly1305", key, Buffer.alloc(12), {
      authTagLength: 16,
    });
    const body = Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
    const saltText = salt.toString("base64").replace(/=+$/, "");
    return [new Stanza(["scrypt", saltText, String(this.logN)], new Uint8Array(body))];
  }
}

class NativeScryptIdentity implements Identity {
  constructor(private readonly passphrase: string) {}

  async unwrapFileKey(stanzas: Stanza[]) {
    for (const stanza of stanzas) {
      if (stanza.args[0] !== "scrypt") continue;
      // the format allows a passphrase only as the file's sole recipient
      if (stanzas.length !== 1 || stanza.args.length !== 3 || stanza.body.length !== 32)
        throw corrupt("der Kopf der verschlüsselten Datei ist ungültig");
      const logN = Number(stanza.args[2]);
      if (!/^[1-9]\d*$/.test(stanza.args[2]) || logN > SCRYPT_MAX_WORK_FACTOR)
        throw new BackupError(
          "Die Sicherung verlangt einen unzulässigen scrypt-Aufwand; sie stammt nicht von Seitenwerk.",
        );
      const salt = Buffer.from(stanza.args[1], "base64");
      if (salt.length !== 16) throw corrupt("der Kopf der verschlüsselten Datei ist ungültig");
      const key = await scryptKey(this.passphrase, salt, logN);
      const body = Buffer.from(stanza.body);
      const decipher = createDecipheriv("chacha20-poly1305", key, Buffer.alloc(12), {
        authTagLength: 16,
      });
      decipher.setAuthTag(body.subarray(16));
      try {
        return new Uint8Array(
          Buffer.concat([decipher.update(body.subarray(0, 16)), decipher.final()]),
        );
      } catch {
        // another passphrase
        return null;
      }
    }
    return null;
  }
}

/** A stream stage that encrypts what passes through. */
export async function encryptingStream(settings: EncryptionSettings): Promise<Duplex> {
  const encrypter = new Encrypter();
  if (settings.passphrase)
    encrypter.addRecipient(
      new NativeScryptRecipient(
        settings.passphrase,
        settings.scryptWorkFactor ?? SCRYPT_WORK_FACTOR,
      ),
    );
  for (const recipient of settings.recipients ?? []) {
    try {
      encrypter.addRecipient(recipient);
    } catch {
      throw new BackupError(
        `BACKUP_AGE_RECIPIENT ist kein gültiger öffentlicher age-Schlüssel (${recipient.slice(0, 12)}…).`,
      );
    }
  }
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  // the library's types are the DOM's streams; Node's web streams are the same objects
  const encrypted = await encrypter.encrypt(readable as unknown as ReadableStream<Uint8Array>);
  return Duplex.fromWeb(
    { readable: encrypted as unknown as NodeReadableStream, writable },
    { objectMode: false },
  );
}

/** A web stream that reads `source` only as fast as it is consumed. */
function webStream(source: AsyncIterator<Buffer>, close: () => void) {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value));
    },
    cancel: close,
  });
}

/**
 * The archive's gzip bytes: `raw` itself, or its decryption when it starts as an age file.
 * A wrong or missing key is a German BackupError before a byte is returned.
 */
export async function plainArchive(raw: Readable, keys: () => DecryptionKeys): Promise<Readable> {
  const iterator = raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < AGE_MAGIC.length) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  const first = Buffer.concat(head);
  const rest: AsyncIterator<Buffer> = {
    next: async () => {
      if (head.length) return { done: false, value: head.shift()! };
      return ended ? { done: true, value: undefined } : iterator.next();
    },
    // a reader that stops early closes the file or the connection
    return: async () => {
      raw.destroy();
      return { done: true, value: undefined };
    },
  };
  head.splice(0, head.length, first);
  if (!first.subarray(0, AGE_MAGIC.length).equals(AGE_MAGIC))
    return Readable.from({ [Symbol.asyncIterator]: () => rest }, { objectMode: false });

  const { passphrase, identities, identityFile } = keys();
  if (!passphrase && !identities.length)
    throw new BackupError(
      "Die Sicherung ist verschlüsselt. Setzen Sie BACKUP_PASSPHRASE (Passwort) oder " +
        "BACKUP_AGE_IDENTITY (Pfad zur age-Schlüsseldatei) und rufen Sie den Befehl erneut auf.",
    );
  const decrypter = new Decrypter();
  if (passphrase) decrypter.addIdentity(new NativeScryptIdentity(passphrase));
  for (const identity of identities) decrypter.addIdentity(identity);
  let plain: ReadableStream<Uint8Array>;
  try {
    plain = (await decrypter.decrypt(
      webStream(rest, () => raw.destroy()),
    )) as unknown as ReadableStream<Uint8Array>;
  } catch (error) {
    raw.destroy();
    const message = (error as Error)?.message ?? "";
    // a key that matched but a header that does not verify is a changed file, not a wrong key
    if (/invalid header HMAC/i.test(message))
      throw corrupt("der Kopf der verschlüsselten Datei ist verfälscht");
    if (/no identity matched/i.test(message))
      throw new BackupError(
        passphrase && !identities.length
          ? "Das Passwort (BACKUP_PASSPHRASE) passt nicht zu dieser Sicherung."
          : `Weder BACKUP_PASSPHRASE noch der Schlüssel in ${identityFile ?? "BACKUP_AGE_IDENTITY"} ` +
              "passen zu dieser Sicherung.",
      );
    if (error instanceof BackupError) throw error;
    throw corrupt("der Kopf der verschlüsselten Datei ist unlesbar");
  }
  const reader = plain.getReader();
  return Readable.from(
    (async function* () {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          yield Buffer.from(value.buffer, value.byteOffset, value.byteLength);
        }
      } catch (error) {
        if (error instanceof BackupError) throw error;
        // every chunk carries its own tag: a changed or cut-off byte fails here
        throw corrupt("die verschlüsselten Daten sind verfälscht oder abgeschnitten");
      } finally {
        reader.releaseLock();
        raw.destroy();
      }
    })(),
    { objectMode: false },
  );
}
