// @ts-check
// Whether `npm start` has to build first: a missing build, a development build (written by
// `npm run dev`: React's development code and the live-reload client, which the production
// server must not serve), or a source file changed after the build was written. The
// compiler's own inputs are compared with build/index.js, the last file `remix build` writes.
import { existsSync, openSync, readSync, readdirSync, closeSync, statSync } from "node:fs";
import path from "node:path";

/** What the build is made from: the app and the files that configure the compiler. */
const BUILD_INPUTS = [
  "app",
  "remix.config.js",
  "tailwind.config.ts",
  "postcss.config.js",
  "tsconfig.json",
  "package-lock.json",
];

/** @param {string} file @returns {string | null} the build's mode ("production", "development") */
function buildMode(file) {
  // the compiler writes `var mode = "…"` near the end of the server bundle
  const size = statSync(file).size;
  const length = Math.min(size, 256 * 1024);
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, "r");
  try {
    readSync(fd, buffer, 0, length, size - length);
  } finally {
    closeSync(fd);
  }
  return /\bmode = "(\w+)"/.exec(buffer.toString("utf8"))?.[1] ?? null;
}

/**
 * The newest file under `entry` modified after `since` (ms), or null.
 * @param {string} entry @param {number} since @returns {string | null}
 */
function newerThan(entry, since) {
  if (!existsSync(entry)) return null;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs > since ? entry : null;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.name.startsWith(".")) continue;
    const found = newerThan(path.join(entry, child.name), since);
    if (found) return found;
  }
  return null;
}

/**
 * Why the build in `root` must be made again, in German, or null when it is current.
 * @param {{ root?: string, serverBuild?: string }} [options]
 * @returns {string | null}
 */
export function staleBuildReason({ root = process.cwd(), serverBuild = "build/index.js" } = {}) {
  const build = path.join(root, serverBuild);
  if (!existsSync(build)) return "Kein Build gefunden";
  if (buildMode(build) === "development")
    return "Der Build stammt von npm run dev (Entwicklungsmodus)";
  const builtAt = statSync(build).mtimeMs;
  for (const input of BUILD_INPUTS) {
    const changed = newerThan(path.join(root, input), builtAt);
    if (changed) return `${path.relative(root, changed)} ist neuer als der Build`;
  }
  return null;
}
