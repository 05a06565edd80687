// The one way we hand out private files: the bytes arrive whole whatever kind of stream the
// file comes from – archiver's zip (built on the readable-stream package, not node:stream), a
// Node stream (an S3 object) or a web stream (the invoice CSV) – with the download headers.
import { Readable } from "node:stream";
import { installGlobals } from "@remix-run/node";
import { ZipArchive } from "archiver";
import { beforeAll, describe, expect, it } from "vitest";
import { privateDownload } from "~/utils/download.server";

// the fetch classes the server runs on (server/index.mjs): Remix's, whose Response takes no
// Node stream as its body (setup-env.ts gives the next file Node's own again)
beforeAll(() => installGlobals({ nativeFetch: false }));

const ZIP_END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

describe("privateDownload", () => {
  it("sends archiver's zip whole (it is no node:stream Readable)", async () => {
    const zip = new ZipArchive({ zlib: { level: 6 } });
    zip.append("Rechnung 2026-0001", { name: "rechnungen/2026-0001.txt" });
    void zip.finalize();
    expect(zip instanceof Readable).toBe(false);
    const res = privateDownload(zip, { name: "rechnungen.zip", type: "application/zip" });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    expect(bytes.includes(ZIP_END_OF_CENTRAL_DIRECTORY)).toBe(true);
    expect(res.headers.get("content-type")).toBe("application/zip");
  });

  it("sends a Node stream and a web stream byte for byte, with the private headers", async () => {
    const text = "Datum;Betrag\n01.12.2026;1.190,00 €\n";
    const fromNode = privateDownload(Readable.from([Buffer.from(text)]), {
      name: "Übersicht.csv",
      type: "text/csv; charset=utf-8",
      size: Buffer.byteLength(text),
    });
    expect(await fromNode.text()).toBe(text);
    expect(fromNode.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));

    const web = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
    const fromWeb = privateDownload(web, { name: "Übersicht.csv", type: "text/csv" });
    expect(await fromWeb.text()).toBe(text);
    expect(fromWeb.headers.get("cache-control")).toBe("private, no-store");
    expect(fromWeb.headers.get("x-content-type-options")).toBe("nosniff");
    expect(fromWeb.headers.get("content-disposition")).toBe(
      `attachment; filename="_bersicht.csv"; filename*=UTF-8''%C3%9Cbersicht.csv`,
    );
  });
});
