// The app's one logger (pino). Production (APP_ENV=production, or LOG_FORMAT=json) writes one
// JSON object per line for a log collector; development gets pino-pretty's readable lines,
// also when the output goes to a file or a pipe, so multi-line start-up notices such as the
// stand-in banner and the generated development admin read as text.
// Secret-bearing fields are masked by key at any depth, and credentials in URLs are
// masked in messages. server/index.mjs uses this same instance (the build re-exports it).
import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";

const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key|session/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  // keeps the type, message, stack, causes and fields such as Prisma's `code`
  if (value instanceof Error) return redact({ ...pino.stdSerializers.err(value) }, depth + 1);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    out[key] = SECRET_KEY.test(key) ? "[verborgen]" : redact(v, depth + 1);
  return out;
}

/** Strips credentials from connection strings that may end up in a message. */
export function maskUrls(text: string) {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/\s@]+):[^@\s/]+@/gi, "$1:[verborgen]@");
}

function wantsPretty() {
  const format = process.env.LOG_FORMAT;
  return format === "pretty" || (format !== "json" && process.env.APP_ENV !== "production");
}

export function createLogger({
  level = process.env.LOG_LEVEL || "info",
  destination,
  pretty: readable = wantsPretty(),
}: { level?: string; destination?: DestinationStream; pretty?: boolean } = {}): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        // a word instead of pino's number, as before; pino-pretty reads the number
        ...(readable ? {} : { level: (label: string) => ({ level: label }) }),
        log: (fields) => redact(fields) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          const i = typeof args[0] === "string" ? 0 : 1;
          if (typeof args[i] === "string") args[i] = maskUrls(args[i] as string);
          return method.apply(this, args);
        },
      },
    },
    readable
      ? pretty({
          destination: destination ?? 1,
          sync: true,
          ignore: "pid,hostname",
          translateTime: "SYS:HH:MM:ss",
        })
      : destination,
  );
}

export const logger = createLogger();
