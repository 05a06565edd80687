import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { hasSignatureOf, peekStream } from "~/utils/file-signature.server";

describe("file signatures", () => {
  it("tells the five shown types by their first bytes", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(hasSignatureOf("image/png", png)).toBe(true);
    expect(hasSignatureOf("image/jpeg", Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe(true);
    expect(hasSignatureOf("image/gif", Buffer.from("GIF89a..."))).toBe(true);
    expect(hasSignatureOf("image/webp", Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe(true);
    expect(hasSignatureOf("application/pdf", Buffer.from("%PDF-1.4"))).toBe(true);
    // an HTML page named and declared as a picture, a PNG declared as a PDF, an empty file
    expect(hasSignatureOf("image/png", Buffer.from("<html><script>"))).toBe(false);
    expect(hasSignatureOf("application/pdf", png)).toBe(false);
    expect(hasSignatureOf("image/png", Buffer.alloc(0))).toBe(false);
    expect(hasSignatureOf("text/html", Buffer.from("<html>"))).toBe(false);
  });

  it("peeks at the start of a stream and still passes on every byte, across chunks", async () => {
    const chunks = [
      Buffer.from("%P"),
      Buffer.from("DF-1"),
      Buffer.from(".7 rest"),
      Buffer.from("!"),
    ];
    const { head, body } = await peekStream(Readable.from(chunks), 5);
    expect(head.toString()).toBe("%PDF-");
    const all: Buffer[] = [];
    for await (const chunk of body) all.push(Buffer.from(chunk));
    expect(Buffer.concat(all).toString()).toBe("%PDF-1.7 rest!");
    const short = await peekStream(Readable.from([Buffer.from("ab")]), 12);
    expect(short.head.toString()).toBe("ab");
    const rest: Buffer[] = [];
    for await (const chunk of short.body) rest.push(Buffer.from(chunk));
    expect(Buffer.concat(rest).toString()).toBe("ab");
  });
});
