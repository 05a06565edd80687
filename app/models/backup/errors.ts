// The backup's German errors, in a module of their own so that the archive, the S3 target and
// the encryption can all throw them without importing one another.

/** A message for a person, in German; the commands print it without a stack trace. */
export class BackupError extends Error {
  name = "BackupError";
}

const CORRUPT =
  "Das Archiv ist beschädigt oder unvollständig – es lässt sich nicht vollständig lesen";

export function corrupt(detail?: string): BackupError {
  return new BackupError(`${CORRUPT}${detail ? ` (${detail})` : ""}.`);
}
