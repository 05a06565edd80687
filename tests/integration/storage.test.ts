import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../support/s3-server";
import { resetEnvCache } from "~/utils/env.server";
import {
  FileTooLargeError,
  getStorage,
  MAX_UPLOAD_BYTES,
  type Storage,
} from "~/utils/storage.server";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

/** A stream of `size` random bytes in 64 KB chunks, like a network upload. */
function chunked(buffer: Buffer) {
  return Readable.from(
    (function* () {
      for (let i = 0; i < buffer.length; i += 65536) yield buffer.subarray(i, i + 65536);
    })(),
  );
}

function contract(name: string, storage: () => Storage) {
  describe(name, () => {
    it("round-trips a 20 MB file byte for byte", async () => {
      const data = randomBytes(MAX_UPLOAD_BYTES);
      const { size } = await storage().put("test/big", chunked(data), {
        contentType: "application/pdf",
      });
      expect(size).toBe(data.length);
      const back = await storage().get("test/big");
      expect(back.size).toBe(data.length);
      expect(sha(await readAll(back.body))).toBe(sha(data));
    });

    it("refuses a file over the limit and keeps nothing", async () => {
      const data = randomBytes(1024 * 1024 + 10);
      await expect(
        storage().put("test/too-big", chunked(data), {
          contentType: "text/plain",
          maxBytes: 1024 * 1024,
        }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      await expect(storage().get("test/too-big")).rejects.toBeTruthy();
    });

    it("deletes", async () => {
      await storage().put("test/delete-me", chunked(Buffer.from("hallo")), {
        contentType: "text/plain",
      });
      await storage().delete("test/delete-me");
      await expect(storage().get("test/delete-me")).rejects.toBeTruthy();
      await storage().ping();
    });
  });
}

contract("local storage", () => {
  resetEnvCache();
  const s = getStorage();
  expect(s.kind).toBe("local");
  return s;
});

describe("S3 storage against a real S3-compatible server", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(process.env, s3.env);
    resetEnvCache();
  });
  afterAll(async () => {
    for (const key of Object.keys(s3.env)) delete process.env[key];
    resetEnvCache();
    await s3.close();
  });
  contract("s3", () => {
    const s = getStorage();
    expect(s.kind).toBe("s3");
    return s;
  });
});
