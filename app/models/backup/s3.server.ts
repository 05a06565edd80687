// Archives in an S3 bucket instead of a folder: s3://bucket/key names one, s3://bucket/prefix/
// a place for dated ones. Endpoint, region and keys are BACKUP_S3_* and default to the app's
// S3_*, so the uploads' bucket can hold the backups under a prefix, or another account's
// bucket can. The upload streams in parts (memory stays at a few parts whatever the size) and
// is completed only after the archive's last byte: a failed or killed backup never leaves
// an object that looks complete.
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { BackupError } from "./errors";
import type { ArchiveSink } from "./sink";
import { getEnv, type Env } from "~/utils/env.server";

/** 8 MiB parts, two in flight: the upload's memory whatever the archive's size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

export interface S3Location {
  bucket: string;
  /** the object's key, or a prefix ending in "/" (or "") for a place */
  key: string;
}

export function isS3Ref(ref: string) {
  return ref.startsWith("s3://");
}

export function parseS3Ref(ref: string): S3Location {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(ref);
  if (!match || !match[1])
    throw new BackupError(`${ref} ist keine S3-Adresse der Form s3://bucket/schlüssel.`);
  return { bucket: match[1], key: match[2] };
}

function s3Ref({ bucket, key }: S3Location) {
  return `s3://${bucket}/${key}`;
}

/** The scheduled backups' place in S3 (BACKUP_S3_BUCKET and BACKUP_S3_PREFIX), or null. */
export function backupS3Place(env: Env = getEnv()): string | null {
  if (!env.BACKUP_S3_BUCKET) return null;
  const prefix = (env.BACKUP_S3_PREFIX ?? "").replace(/^\/+/, "");
  return s3Ref({
    bucket: env.BACKUP_S3_BUCKET,
    key: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
  });
}

let cached: { key: string; client: S3Client } | undefined;

/** The client for the backups' bucket: BACKUP_S3_*, else the app's S3_* settings. */
export function backupS3Client(env: Env = getEnv()): S3Client {
  const endpoint = env.BACKUP_S3_ENDPOINT ?? env.S3_ENDPOINT;
  const accessKeyId = env.BACKUP_S3_ACCESS_KEY_ID ?? env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.BACKUP_S3_SECRET_ACCESS_KEY ?? env.S3_SECRET_ACCESS_KEY;
  const region = env.BACKUP_S3_REGION ?? env.S3_REGION;
  if (!endpoint)
    throw new BackupError(
      "Für eine Sicherung in S3 fehlt BACKUP_S3_ENDPOINT (oder S3_ENDPOINT) mit den Zugangsdaten.",
    );
  const key = JSON.stringify([endpoint, accessKeyId, secretAccessKey, region]);
  if (cached?.key === key) return cached.client;
  const client = new S3Client({
    endpoint,
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // as the app's storage (storage.server.ts): path-style and no aws-chunked bodies work
    // with MinIO and AWS alike
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  cached = { key, client };
  return client;
}

type SdkError = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };

function status(error: unknown) {
  return (error as SdkError)?.$metadata?.httpStatusCode;
}

/** An S3 failure said in German. */
function describeS3Error(error: unknown, ref: string, writing: boolean): Error {
  if (error instanceof BackupError) return error;
  const { name = "", code = "" } = (error ?? {}) as SdkError;
  const { bucket } = parseS3Ref(ref);
  if (name === "NoSuchBucket")
    return new BackupError(`Den S3-Bucket ${bucket} gibt es nicht (${ref}).`);
  if (name === "AccessDenied" || status(error) === 403)
    return new BackupError(
      `Zugriff auf ${ref} verweigert: Prüfen Sie BACKUP_S3_ACCESS_KEY_ID und BACKUP_S3_SECRET_ACCESS_KEY (bzw. S3_*).`,
    );
  if (["ECONNREFUSED", "ENOTFOUND", "ETIMEDOUT", "ECONNRESET", "EAI_AGAIN"].includes(code))
    return new BackupError(
      `Der S3-Speicher für ${ref} ist nicht erreichbar (${code}). ${writing ? "Es wurde keine Sicherung abgelegt." : ""}`.trim(),
    );
  // not the bucket's answer (a file that could not be read): said by the code that failed
  if (!(error as SdkError)?.$metadata)
    return error instanceof Error ? error : new Error(String(error));
  const message = error instanceof Error ? error.message : String(error);
  return new BackupError(
    writing
      ? `Das Hochladen der Sicherung nach ${ref} ist fehlgeschlagen (${message}). Es wurde keine Sicherung abgelegt; ältere sind unverändert.`
      : `${ref} lässt sich nicht lesen (${message}).`,
  );
}

/** The archive's object: sent in parts while it is written, completed by `commit()` only. */
export class S3Sink implements ArchiveSink {
  readonly stream = new PassThrough({ highWaterMark: 1024 * 1024 });
  private readonly upload: Upload;
  private readonly uploaded: Promise<unknown>;

  constructor(
    readonly target: string,
    client: S3Client,
  ) {
    const { bucket, key } = parseS3Ref(target);
    this.upload = new Upload({
      client,
      params: {
        Bucket: bucket,
        Key: key,
        Body: this.stream,
        ContentType: "application/octet-stream",
      },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // an aborted multipart upload deletes its parts
      leavePartsOnError: false,
    });
    this.uploaded = this.upload.done();
    // a failed upload must end the writing too, or the pipeline waits for it forever
    this.uploaded.catch((error) => this.stream.destroy(error));
  }

  async commit() {
    await this.uploaded;
  }

  cancel() {
    // the upload then fails on its own body and aborts its multipart upload before `done()`
    // settles; `upload.abort()` would settle `done()` at once and leave the parts behind
    this.stream.destroy(new Error("Sicherung abgebrochen"));
  }

  async discard() {
    await this.uploaded.catch(() => {});
  }

  describe(error: unknown) {
    return describeS3Error(error, this.target, true);
  }
}

/** The archive's S3 name for `out` (s3://bucket/key, or a place ending in "/" for a dated one). */
export async function resolveS3Target(
  out: string,
  fileName: string,
  client = backupS3Client(),
): Promise<string> {
  const location = parseS3Ref(out);
  const key =
    location.key === "" || location.key.endsWith("/") ? `${location.key}${fileName}` : location.key;
  const target = s3Ref({ bucket: location.bucket, key });
  try {
    await client.send(new HeadObjectCommand({ Bucket: location.bucket, Key: key }));
  } catch (error) {
    if ((error as SdkError)?.name === "NotFound" || status(error) === 404) return target;
    throw describeS3Error(error, target, true);
  }
  throw new BackupError(
    `${target} gibt es schon. Eine Sicherung überschreibt keine andere – wählen Sie einen anderen Namen.`,
  );
}

/** The archive's bytes as they lie in the bucket. */
export async function openS3Archive(ref: string, client = backupS3Client()): Promise<Readable> {
  const { bucket, key } = parseS3Ref(ref);
  if (!key || key.endsWith("/"))
    throw new BackupError(
      `${ref} nennt keine Sicherung, nur einen Ort. Geben Sie die Archivdatei an.`,
    );
  try {
    const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return result.Body as Readable;
  } catch (error) {
    if ((error as SdkError)?.name === "NoSuchKey" || status(error) === 404)
      throw new BackupError(`Die Sicherung ${ref} gibt es nicht.`);
    throw describeS3Error(error, ref, false);
  }
}

/** The names directly in a place (without the prefix), for retention. */
export async function listS3Place(place: string, client = backupS3Client()): Promise<string[]> {
  const { bucket, key: prefix } = parseS3Ref(place);
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      // only this level: a prefix inside the uploads bucket need not walk every upload
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix,
        Delimiter: "/",
        ContinuationToken: token,
      }),
    );
    for (const { Key } of page.Contents ?? []) {
      const name = Key?.slice(prefix.length);
      if (name && !name.includes("/")) names.push(name);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

export async function deleteFromS3Place(place: string, name: string, client = backupS3Client()) {
  const { bucket, key: prefix } = parseS3Ref(place);
  await client.send(
    new DeleteObjectCommand({ Bucket: bucket, Key: path.posix.join(prefix, name) }),
  );
}
