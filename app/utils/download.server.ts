// Every private file we hand out (invoices, archives, exports) leaves with the same headers:
// a name that survives any character, never cached by a shared cache, never sniffed into
// something the browser would run.
import { Readable } from "node:stream";
import { contentDisposition } from "./misc";

export function privateDownload(
  body: Readable | ReadableStream<Uint8Array>,
  file: { name: string; type: string; size?: number },
) {
  return new Response(body instanceof Readable ? (Readable.toWeb(body) as ReadableStream) : body, {
    headers: {
      "Content-Type": file.type,
      "Content-Disposition": contentDisposition(file.name),
      ...(file.size ? { "Content-Length": String(file.size) } : {}),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
