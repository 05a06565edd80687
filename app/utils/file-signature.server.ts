// The first bytes of a stored file against the type it is shown as. A file is only shown
// in the browser when its content starts the way that type starts: the name and the
// uploader's declared type are the uploader's word, the bytes are the file.
import { Readable } from "node:stream";

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  "image/png": (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/jpeg": (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  "image/gif": (h) => startsWith(h, ascii("GIF87a")) || startsWith(h, ascii("GIF89a")),
  "image/webp": (h) => startsWith(h, ascii("RIFF")) && startsWith(h, ascii("WEBP"), 8),
  "application/pdf": (h) => startsWith(h, ascii("%PDF-")),
};

/** The most bytes a signature above needs. */
export const SIGNATURE_BYTES = 12;

/** Whether `head` (the file's first bytes) starts as a file of `type` does. */
export function hasSignatureOf(type: string, head: Uint8Array): boolean {
  return SIGNATURES[type]?.(head) ?? false;
}

/**
 * The first `bytes` of a stream and a stream that still yields all of it, so a download can
 * be checked before it is answered without reading the file twice.
 */
export async function peekStream(
  body: Readable,
  bytes: number,
): Promise<{ head: Buffer; body: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = body[Symbol.asyncIterator]();
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.from(next.value as Uint8Array);
    chunks.push(chunk);
    length += chunk.length;
  }
  const read = Buffer.concat(chunks);
  async function* replay() {
    if (read.length) yield read;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Uint8Array;
    }
  }
  return { head: read.subarray(0, bytes), body: Readable.from(replay(), { objectMode: false }) };
}
