/** A unique-key clash, as Prisma reports it or as the driver adapter passes it through. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (e.code === "P2002" || e.code === "23505") return true;
  if (typeof e.message === "string" && /unique constraint/i.test(e.message)) return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
}
