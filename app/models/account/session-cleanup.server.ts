// Expired sessions and spent one-time tokens are deleted: a session
// row is the key to an account and a token row a link into it, so neither outlives its use.
// Runs as a sweep of the job queue (app/job-handlers/session-cleanup.server.ts); idempotent, and
// every rule is relative to `now`, so tests pass the date they mean.
//
// Used tokens are kept until their own expiry (at most a day, see TOKEN_TTL_MS), because
// they are still read: an e-mail verification link opened a second time (a mail scanner
// fetched it first, a double click) answers "bereits bestätigt", an e-mail change link
// "bereits verwendet" instead of "ungültig". USED_TOKEN_KEPT_MS bounds that for any future
// purpose with a longer lifetime.
import { prisma } from "~/utils/db.server";

const USED_TOKEN_KEPT_MS = 24 * 60 * 60 * 1000;

export async function cleanupExpiredSessions(now: Date = new Date()) {
  const sessions = await prisma.session.deleteMany({ where: { expiresAt: { lte: now } } });
  const tokens = await prisma.verification.deleteMany({
    where: {
      OR: [
        { expiresAt: { lte: now } },
        { usedAt: { lte: new Date(now.getTime() - USED_TOKEN_KEPT_MS) } },
      ],
    },
  });
  return { sessions: sessions.count, tokens: tokens.count };
}
