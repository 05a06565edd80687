import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../support/s3-server";
import type { AddressInfo } from "node:net";
import { resetEnvCache } from "~/utils/env.server";
import {
  createS3Storage,
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

type PutFault = "reset" | 500 | 503 | 403;

/**
 * An HTTP hop in front of the S3 server that spoils the next PUTs as listed (the connection
 * reset is what a keep-alive socket closed by the server looks like) and passes the rest.
 */
async function faultyHop(target: number) {
  const faults: PutFault[] = [];
  const puts: string[] = [];
  const server = http.createServer((req, res) => {
    const fault = req.method === "PUT" ? faults.shift() : undefined;
    if (req.method === "PUT") puts.push(fault ? String(fault) : "ok");
    if (fault === "reset") return void req.socket.destroy();
    if (fault) {
      const code = { 500: "InternalError", 503: "SlowDown", 403: "AccessDenied" }[fault];
      req.resume();
      req.on("end", () => {
        res.writeHead(fault, { "content-type": "application/xml" });
        res.end(
          `<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
        );
      });
      return;
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    faults,
    puts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("S3 storage rides out a failed PutObject", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let hop: Awaited<ReturnType<typeof faultyHop>>;
  let storage: Storage;
  beforeAll(async () => {
    s3 = await startS3Server();
    hop = await faultyHop(s3.port);
    storage = createS3Storage(
      {
        endpoint: `http://127.0.0.1:${hop.port}`,
        region: s3.env.S3_REGION,
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
        bucket: s3.bucket,
      },
      { attempts: 3, delayMs: 0 },
    );
  });
  afterAll(async () => {
    await hop.close();
    await s3.close();
  });

  it.each<[string, PutFault[]]>([
    ["a connection reset mid-request", ["reset"]],
    ["two server errors", [500, 503]],
  ])("stores the file after %s, byte for byte", async (_, faults) => {
    hop.puts.length = 0;
    hop.faults.push(...faults);
    const data = randomBytes(3 * 65536 + 17);
    const key = `retry/${faults.join("-")}`;
    await expect(
      storage.put(key, chunked(data), { contentType: "application/pdf" }),
    ).resolves.toEqual({ size: data.length });
    expect(hop.puts).toEqual([...faults.map(String), "ok"]);
    const back = await storage.get(key);
    expect(sha(await readAll(back.body))).toBe(sha(data));
  });

  it("gives up after three attempts, and at once on a refusal", async () => {
    hop.puts.length = 0;
    hop.faults.push(500, 500, 500);
    await expect(
      storage.put("retry/never", chunked(Buffer.from("x")), { contentType: "text/plain" }),
    ).rejects.toMatchObject({ name: "InternalError" });
    expect(hop.puts).toEqual(["500", "500", "500"]);

    hop.puts.length = 0;
    hop.faults.push(403);
    await expect(
      storage.put("retry/denied", chunked(Buffer.from("x")), { contentType: "text/plain" }),
    ).rejects.toMatchObject({ name: "AccessDenied" });
    expect(hop.puts).toEqual(["403"]);
    await expect(storage.get("retry/never")).rejects.toBeTruthy();
  });
});
