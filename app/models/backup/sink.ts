// Where an archive is written: a file renamed into place when complete, or an S3 multipart
// upload completed at the end. The writer knows only this shape, so neither target imports the
// writer.
import type { Writable } from "node:stream";

/**
 * Where the archive's bytes go: a file (FileSink) or an S3 object (s3.server.ts). Until
 * `commit()` nothing is visible under the archive's name.
 */
export interface ArchiveSink {
  /** the archive's name in messages and in the backup log: a path or s3://bucket/key */
  readonly target: string;
  readonly stream: Writable;
  /** after the stream finished: makes the archive durable and visible under its name */
  commit(): Promise<void>;
  /** stops at once: nothing may become visible any more, even if the stream ends now */
  cancel(): void;
  /** removes what was written; may be called more than once */
  discard(): Promise<void>;
  /** a write error in German for the operator */
  describe(error: unknown): Error;
}
