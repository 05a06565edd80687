// @ts-check
// Structured logs: one JSON object per line on stdout/stderr, so a log collector can
// index them. Known secret-bearing fields are masked, and URLs are logged without their
// query string (reset and verification tokens travel there).
import { format } from "node:util";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key|session/i;

/** @param {unknown} value @param {number} [depth] @returns {unknown} */
export function redact(value, depth = 0) {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, v] of Object.entries(value))
    out[key] = SECRET_KEY.test(key) ? "[verborgen]" : redact(v, depth + 1);
  return out;
}

/** Strips credentials from connection strings that may end up in a message. */
/** @param {unknown} text */
export function maskUrls(text) {
  return String(text).replace(/([a-z][a-z0-9+.-]*:\/\/[^:/\s@]+):[^@\s/]+@/gi, "$1:[verborgen]@");
}

/**
 * @param {{ level?: string, write?: (line: string, level: string) => void }} [options]
 */
export function createLogger({ level = process.env.LOG_LEVEL || "info", write } = {}) {
  const min = LEVELS[/** @type {keyof typeof LEVELS} */ (level)] ?? LEVELS.info;
  const out =
    write ??
    ((line, lvl) => {
      (lvl === "error" || lvl === "warn" ? process.stderr : process.stdout).write(line + "\n");
    });
  /** @param {keyof typeof LEVELS} lvl @param {string} msg @param {Record<string, unknown>} [fields] */
  const log = (lvl, msg, fields = {}) => {
    if (LEVELS[lvl] < min) return;
    out(
      JSON.stringify({
        time: new Date().toISOString(),
        level: lvl,
        msg: maskUrls(msg),
        .../** @type {object} */ (redact(fields)),
      }),
      lvl,
    );
  };
  return {
    /** @param {string} msg @param {Record<string, unknown>} [f] */ debug: (msg, f) =>
      log("debug", msg, f),
    /** @param {string} msg @param {Record<string, unknown>} [f] */ info: (msg, f) =>
      log("info", msg, f),
    /** @param {string} msg @param {Record<string, unknown>} [f] */ warn: (msg, f) =>
      log("warn", msg, f),
    /** @param {string} msg @param {Record<string, unknown>} [f] */ error: (msg, f) =>
      log("error", msg, f),
  };
}

/**
 * Sends the app's own console output (model errors, the mail stand-in, start-up notes)
 * through `logger`, so production logs are JSON lines throughout. `console.error("text",
 * error)` and `console.error("text", { fields })` become a message with fields; a line that
 * already is a JSON log entry passes unchanged.
 * @param {ReturnType<typeof createLogger>} logger
 */
export function routeConsoleTo(logger, target = console) {
  /** @param {"debug" | "info" | "warn" | "error"} level */
  const forward =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      if (args.length === 1 && typeof args[0] === "string" && args[0].startsWith('{"time"')) {
        (level === "error" || level === "warn" ? process.stderr : process.stdout).write(
          args[0] + "\n",
        );
        return;
      }
      /** @type {Record<string, unknown>} */
      let fields = {};
      const last = args.at(-1);
      if (args.length > 1 && last instanceof Error) fields = { error: args.pop() };
      else if (
        args.length > 1 &&
        last &&
        typeof last === "object" &&
        Object.getPrototypeOf(last) === Object.prototype
      )
        fields = /** @type {Record<string, unknown>} */ (args.pop());
      else if (args.length === 1 && last instanceof Error) fields = { error: args.pop() };
      const msg = format(...args).replace(/[:\s]+$/, "");
      // Node prints its own process warnings through console.error
      logger[level === "error" && msg.startsWith("(node:") ? "warn" : level](msg, fields);
    };
  target.debug = forward("debug");
  target.log = forward("info");
  target.info = forward("info");
  target.warn = forward("warn");
  target.error = forward("error");
}
