import http from "node:http";

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer };

// the framing Node sets itself, which no two servers send alike
const FRAMING = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
]);

/**
 * Status, headers and body as sent: fetch would decode a compressed body, so its size and
 * encoding could not be checked. Used by the HTTP suite and the bench (bytes on the wire).
 */
export function rawResponse(
  url: string | URL,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers)
                .filter(([name]) => !FRAMING.has(name))
                .map(([name, value]) => [name, String(value)]),
            ),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}
