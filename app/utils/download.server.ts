// Every private file we hand out (invoices, archives, exports) leaves with the same headers:
// a name that survives any character, never cached by a shared cache, never sniffed into
// something the browser would run.
import { Readable } from "node:stream";
import { contentDisposition } from "./misc";

export function privateDownload(
  body: NodeJS.ReadableStream | ReadableStream<Uint8Array>,
  file: { name: string; type: string; size?: number },
) {
  // a web stream goes as it is; anything else is a Node stream – also archiver's, which is
  // built on the readable-stream package and so no `instanceof Readable`
  const web =
    body instanceof ReadableStream ? body : (Readable.toWeb(body as Readable) as ReadableStream);
  return new Response(web, {
    headers: {
      "Content-Type": file.type,
      "Content-Disposition": contentDisposition(file.name),
      ...(file.size ? { "Content-Length": String(file.size) } : {}),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
