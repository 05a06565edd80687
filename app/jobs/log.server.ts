// The job queue's logger: the same JSON lines as server/log.mjs writes for requests, so
// job failures land in the same log collector. (Logging is due to move to pino; keep the
// calls here few and of the plain `log.level(message, fields)` shape.)
import { createLogger } from "../../server/log.mjs";

export const log = createLogger();
