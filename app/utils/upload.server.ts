// Streams the files of a multipart request into storage as they arrive. Text fields are
// collected as usual. A file over the limit, or one the storage refuses, is recorded as
// an error by name and skipped; everything else of the request is kept.
import { randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import {
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { readFormData } from "./form-data.server";
import { logger } from "./logger.server";
import { FileTooLargeError, getStorage, MAX_UPLOAD_BYTES } from "./storage.server";

export interface StoredUpload {
  field: string;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
}

export interface UploadError {
  field: string;
  name: string;
  message: string;
  tooLarge: boolean;
  /** the storage failed (not the file's fault): the request may be retried */
  storageFailed?: boolean;
}

const MAX_TEXT_FIELD_BYTES = 64 * 1024;
const MAX_FILES_PER_REQUEST = 50;

/** Keeps a file name displayable and harmless: no folders, no control characters. */
function sanitizeFileName(raw: string | undefined | null): string {
  const base = (raw ?? "").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // control characters are exactly what this strips, so the regex must name them
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/^[.\s]+/, "")
    .trim()
    .slice(0, 200);
  return cleaned || "datei";
}

function waitForDrain(stream: PassThrough) {
  return new Promise<void>((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

const tooLargeMessage = (name: string) =>
  `Die Datei „${name}“ ist größer als 20 MB und wurde nicht hochgeladen.`;
class EmptyFileError extends Error {}
const emptyFileMessage = (name: string) =>
  `Die Datei „${name}“ ist leer und wurde nicht hochgeladen.`;
export const storageFailedMessage = (name: string) =>
  `Die Datei „${name}“ konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.`;

export async function parseUploadRequest(
  request: Request,
  keyPrefix: string,
  maxBytes = MAX_UPLOAD_BYTES,
) {
  const files: StoredUpload[] = [];
  const errors: UploadError[] = [];
  // a form without files (or no form at all) has nothing to stream: the shared form reader
  // answers what is not a form with its German 400
  if (!isMultipart(request)) return { formData: await readFormData(request), files, errors };
  const storage = getStorage();

  const handler: UploadHandler = async ({ name: field, filename, contentType, data }) => {
    if (filename === undefined) {
      // a plain text field
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of data) {
        size += chunk.length;
        if (size <= MAX_TEXT_FIELD_BYTES) chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString("utf8");
    }
    const name = sanitizeFileName(filename);
    if (!filename) {
      // an empty file input submits a part without a name and without content
      for await (const _ of data) void _;
      return undefined;
    }
    if (files.length >= MAX_FILES_PER_REQUEST) {
      for await (const _ of data) void _;
      errors.push({
        field,
        name,
        message: `Zu viele Dateien auf einmal (höchstens ${MAX_FILES_PER_REQUEST}).`,
        tooLarge: false,
      });
      return undefined;
    }
    const storageKey = `${keyPrefix}/${randomUUID()}`;
    const type = contentType || "application/octet-stream";
    const pass = new PassThrough();
    // failures are collected through `putting`; a part that is too large in its first chunk
    // is destroyed before the local storage has attached its pipeline (it awaits a mkdir),
    // and an 'error' event without a listener would end the process
    pass.on("error", () => {});
    let failure: unknown = null;
    const putting = storage
      .put(storageKey, pass, { contentType: type, maxBytes })
      .catch((error) => {
        failure ??= error;
        // nobody reads the stream any more: closing it releases a write waiting for drain
        pass.destroy();
        return null;
      });
    let size = 0;
    try {
      // this loop is the only consumer of the part: it must read it to the end, even
      // after giving up on the file, or the parser would buffer the rest in memory
      for await (const chunk of data) {
        if (failure) continue;
        size += chunk.length;
        if (size > maxBytes) {
          failure = new FileTooLargeError(maxBytes);
          pass.destroy(failure as Error);
          continue;
        }
        if (!pass.write(chunk)) await waitForDrain(pass);
      }
    } catch (error) {
      // the body broke off inside this file (client gone, stalled, no closing boundary):
      // the storage's stream is destroyed, which closes its file and removes it
      failure ??= error;
      pass.destroy();
      await putting;
      await storage.delete(storageKey).catch(() => {});
      throw error;
    }
    // an empty file helps nobody (and is what a browser re-sends when a form is reposted)
    if (!failure && size === 0) {
      failure = new EmptyFileError();
      pass.destroy();
    }
    if (!failure) pass.end();
    const stored = await putting;
    if (failure || !stored) {
      const tooLarge = failure instanceof FileTooLargeError;
      await storage.delete(storageKey).catch(() => {});
      const empty = failure instanceof EmptyFileError;
      if (!tooLarge && !empty)
        logger.error({ error: failure }, `Upload von „${name}“ fehlgeschlagen`);
      errors.push({
        field,
        name,
        message: tooLarge
          ? tooLargeMessage(name)
          : empty
            ? emptyFileMessage(name)
            : storageFailedMessage(name),
        tooLarge,
        storageFailed: !tooLarge && !empty,
      });
      return undefined;
    }
    files.push({ field, name, contentType: type, size: stored.size, storageKey });
    return undefined;
  };

  try {
    const formData = await parseMultipartFormData(request, handler);
    return { formData, files, errors };
  } catch (error) {
    // A body that broke off keeps nothing: files of this request stored before the break
    // would never be attached to anything. (A stalled or oversized body has already been
    // answered by the server, a vanished client needs no answer; a malformed one gets 400.)
    await Promise.all(files.map((f) => storage.delete(f.storageKey).catch(() => {})));
    logger.warn(
      { error: error instanceof Error ? error.message : String(error), stored: files.length },
      "Upload abgebrochen, Teildateien verworfen",
    );
    throw new Response(INCOMPLETE_UPLOAD_MESSAGE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}

export const INCOMPLETE_UPLOAD_MESSAGE =
  "Die Übertragung der Dateien war unvollständig und wurde verworfen. Bitte laden Sie die Dateien erneut hoch.";

export function isMultipart(request: Request) {
  return (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
}

/** 413 when a file was too large, 503 when the storage failed, else 400. */
export function uploadErrorStatus(errors: UploadError[]) {
  if (errors.some((e) => e.tooLarge)) return 413;
  if (errors.some((e) => e.storageFailed)) return 503;
  return 400;
}

/** Removes what a refused post had already stored (best effort: a missing object is fine). */
export async function discardUploads(files: StoredUpload[]) {
  await Promise.all(
    files.map((f) =>
      getStorage()
        .delete(f.storageKey)
        .catch(() => {}),
    ),
  );
}
