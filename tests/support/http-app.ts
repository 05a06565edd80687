// The real HTTP layer (server/app.mjs) around the real production build, in the test
// process: the build's modules find the test's database client on globalThis (see
// setPrismaClient), so a test can seed data and then talk HTTP to the same app the
// Docker image serves. Builds once when there is no build (scripts/test.mjs builds first).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { createApp } from "../../server/app.mjs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "~/utils/logger.server";

export async function startHttpApp({
  production = false,
  trustProxy,
  bodyIdleTimeoutMs,
}: { production?: boolean; trustProxy?: number; bodyIdleTimeoutMs?: number } = {}) {
  if (!existsSync("build/index.js")) {
    const r = spawnSync("npx", ["--no-install", "remix", "build"], { stdio: "inherit" });
    if (r.status !== 0) throw new Error("remix build fehlgeschlagen");
  }
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  const logs: string[] = [];
  const logger = createLogger({
    level: "debug",
    pretty: false,
    destination: { write: (line: string) => void logs.push(line.trimEnd()) },
  });
  const app = createApp({
    build,
    logger,
    production,
    appUrl: process.env.APP_URL,
    ...(trustProxy === undefined ? {} : { trustProxy }),
    ...(bodyIdleTimeoutMs === undefined ? {} : { bodyIdleTimeoutMs }),
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    logs,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
