// Preloaded into the Prisma CLI by scripts/migrate.mjs. Its schema engine (WebAssembly) starts
// a 10 s timer for every run and never clears it, so `prisma migrate deploy` sat idle for 10 s
// after "All migrations have been successfully applied" – on every `npm start` (measured here
// with nothing to apply: 11.4 s → 1.4 s together with allowExitOnIdle in prisma.config.ts). A hand-written
// preload because no setting of the CLI reaches that timer. Timers of 5 s and more are unref'ed:
// they still fire while the CLI has work in flight (a database socket or file I/O keeps it
// alive), they just no longer keep a finished CLI from exiting.
"use strict";

// the threshold can be lowered for the tests, which then need no long timers themselves
const LONG_MS = Number(process.env.PRISMA_CLI_LONG_TIMER_MS) || 5_000;
const originalSetTimeout = globalThis.setTimeout;

globalThis.setTimeout = function setTimeout(callback, delay, ...args) {
  const timer = originalSetTimeout.call(this, callback, delay, ...args);
  if (Number(delay) >= LONG_MS && typeof timer?.unref === "function") timer.unref();
  return timer;
};
