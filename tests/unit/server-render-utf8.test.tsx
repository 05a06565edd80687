// React 18.3.1's server renderer flushed its whole 2 KB buffer when a multi-byte character
// did not fit into the last bytes, so unwritten zero bytes reached the page: a German
// umlaut at that boundary showed as "�ü" (seen in CI on the admin dashboard's
// "Auftrag öffnen: überfälliges Abo" label). patches/react-dom+18.3.1.patch writes only the
// bytes written; this renders umlauts across many boundaries and reads the bytes back.
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

function render(element: JSX.Element): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

describe("server rendering of German text", () => {
  it("never writes a zero byte or a replacement character, wherever an umlaut meets the 2 KB buffer's end", async () => {
    for (let pad = 0; pad < 12; pad++) {
      const html = await render(
        <ul>
          <li>{"x".repeat(pad)}</li>
          {Array.from({ length: 400 }, (_, i) => (
            <li key={i} aria-label={`Auftrag öffnen: überfälliges Abo #${i}`}>
              überfällig
            </li>
          ))}
        </ul>,
      );
      expect(html.includes(0), `zero byte with ${pad} characters of padding`).toBe(false);
      const text = html.toString("utf8");
      expect(text).not.toContain("\uFFFD");
      expect(text.match(/überfälliges Abo/g)).toHaveLength(400);
    }
  });
});
