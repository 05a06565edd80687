// The real HTTP layer (server/app.mjs) around the real production build, in the test
// process: the build's modules find the test's database client on globalThis (see
// setPrismaClient), so a test can seed data and then talk HTTP to the same app the
// Docker image serves. Builds when the build is missing, older than the sources or the
// development build of `npm run dev` (scripts/stale-build.mjs; scripts/test.mjs builds first).
//
// Each test file gets its own copy of the build's modules: test files share a process
// (vitest.config.ts: isolate: false), and the build keeps what it read once – the env with
// the file's DATA_DIR and services, its rate limits, its job handlers – in module state.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { expect } from "vitest";
import { staleBuildReason } from "../../scripts/stale-build.mjs";
import { createApp } from "../../server/app.mjs";
import { nativeImport } from "./native-import.mjs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "~/utils/logger.server";

let loaded: { testPath: string; build: Promise<ServerBuild> } | undefined;
let copies = 0;

/** The build's modules for the current test file (one copy per file, shared by its apps). */
function buildForThisFile(): Promise<ServerBuild> {
  const testPath = expect.getState().testPath ?? "";
  if (loaded?.testPath !== testPath) {
    // Node's own import, not Vitest's: the build is plain JavaScript that imports only
    // packages, so Vitest need not transform its 1.4 MB, and a query string is a new copy
    const url = pathToFileURL(path.resolve("build/index.js"));
    url.search = `copy=${++copies}`;
    loaded = { testPath, build: nativeImport(url.href) as Promise<ServerBuild> };
  }
  return loaded.build;
}

export async function startHttpApp({
  production = false,
  trustProxy,
  bodyIdleTimeoutMs,
}: { production?: boolean; trustProxy?: number; bodyIdleTimeoutMs?: number } = {}) {
  if (staleBuildReason()) {
    const r = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
    if (r.status !== 0) throw new Error("remix build fehlgeschlagen");
  }
  const build = await buildForThisFile();
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
