// Scheduled backups: once a day at BACKUP_SCHEDULE (Europe/Berlin) an archive goes to
// BACKUP_DIR (or BACKUP_S3_BUCKET under BACKUP_S3_PREFIX), the last BACKUP_KEEP_DAILY days and BACKUP_KEEP_MONTHLY months are kept, the
// newest archive is restored as a drill once a week, and the agency is mailed when either
// fails. Every run is a BackupRun row, which the admin dashboard reads.
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { berlinParts } from "../billing/terms";
import { BACKUP_FILE_PATTERN, createBackup } from "./backup.server";
import { drillBackup, type ThrowawayFactory } from "./drill.server";
import { backupS3Place, deleteFromS3Place, listS3Place } from "./s3.server";
import { formatDateTime } from "./texts";
import { queueMail } from "~/jobs/send-mail.server";
import { backupFailedMail } from "~/mails/backup";
import { databaseUrl, prisma } from "~/utils/db.server";
import { getEnv, type Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { getStorage } from "~/utils/storage.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The dashboard turns red when the newest good backup is older than this. */
const BACKUP_OVERDUE_MS = 36 * HOUR;
const DRILL_EVERY_MS = 7 * DAY;

export interface BackupSettings {
  /** the daily time in Europe/Berlin, or null when switched off */
  schedule: { hour: number; minute: number } | null;
  dir: string;
  /** s3://bucket/prefix/ instead of `dir` (BACKUP_S3_BUCKET) */
  s3?: string | null;
  keepDaily: number;
  keepMonthly: number;
}

export function backupSettings(env: Env = getEnv()): BackupSettings {
  const setting = env.BACKUP_SCHEDULE ?? (env.APP_ENV === "test" ? "off" : "03:00");
  const [hour, minute] = setting.split(":").map(Number);
  return {
    schedule: setting === "off" ? null : { hour, minute },
    dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
    s3: backupS3Place(env),
    keepDaily: env.BACKUP_KEEP_DAILY,
    keepMonthly: env.BACKUP_KEEP_MONTHLY,
  };
}

/** The latest moment at or before `now` when the daily time was reached in Berlin. */
export function lastScheduledAt(now: Date, time: { hour: number; minute: number }): Date {
  const p = berlinParts(now);
  // Berlin's offset from UTC right now (on the two changeover days the time may be an hour off)
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - now.getTime();
  const today = Date.UTC(p.year, p.month - 1, p.day, time.hour, time.minute) - offset;
  return new Date(today <= now.getTime() ? today : today - DAY);
}

/** The scheduled time still waiting for its backup at `now`, or null. */
export async function backupDue(now: Date, settings = backupSettings()): Promise<Date | null> {
  if (!settings.schedule) return null;
  const at = lastScheduledAt(now, settings.schedule);
  const run = await prisma.backupRun.findFirst({
    where: { kind: "backup", startedAt: { gte: at } },
    select: { id: true },
  });
  return run ? null : at;
}

/**
 * The archives retention removes: of the names matching the scheduled backups' pattern, all
 * but the newest of each of the newest `keepDaily` days and of each of the newest
 * `keepMonthly` months. Other files in the folder are never touched.
 */
export function archivesToDelete(names: string[], keepDaily: number, keepMonthly: number) {
  const archives = names
    .filter((n) => BACKUP_FILE_PATTERN.test(n))
    .sort()
    .reverse();
  const keep = new Set<string>();
  const days = new Set<string>();
  const months = new Set<string>();
  for (const name of archives) {
    const day = BACKUP_FILE_PATTERN.exec(name)![1];
    if (!days.has(day) && days.size < keepDaily) {
      days.add(day);
      keep.add(name);
    }
    const month = day.slice(0, 7);
    if (!months.has(month) && months.size < keepMonthly) {
      months.add(month);
      keep.add(name);
    }
  }
  return archives.filter((n) => !keep.has(n));
}

/** Where the scheduled archives go: the S3 place, else the folder. */
export function backupTarget(settings: BackupSettings) {
  return settings.s3 ?? `${settings.dir}${path.sep}`;
}

/**
 * Applies retention to the folder, and removes what killed backups left behind (a day old).
 * In S3 a killed backup leaves no object, only an unfinished multipart upload, which the
 * bucket's lifecycle rule removes (docs/backups.md).
 */
export async function applyRetention(settings: BackupSettings, now: Date) {
  if (settings.s3) {
    const place = settings.s3;
    const doomed = archivesToDelete(
      await listS3Place(place),
      settings.keepDaily,
      settings.keepMonthly,
    );
    for (const name of doomed) await deleteFromS3Place(place, name);
    return doomed;
  }
  const names = await readdir(settings.dir).catch(() => [] as string[]);
  const doomed = archivesToDelete(names, settings.keepDaily, settings.keepMonthly);
  for (const name of names.filter((n) => n.endsWith(".unvollstaendig"))) {
    const { mtimeMs } = await stat(path.join(settings.dir, name));
    if (now.getTime() - mtimeMs > DAY) doomed.push(name);
  }
  for (const name of doomed) await rm(path.join(settings.dir, name), { force: true });
  return doomed;
}

async function mailFailure(kind: "backup" | "drill", at: Date, message: string) {
  const env = getEnv();
  const to = env.ADMIN_NOTIFY_EMAIL ?? env.PROVIDER_EMAIL;
  if (!to) {
    logger.error({ kind, message }, "Sicherung fehlgeschlagen; keine Adresse für die Meldung");
    return;
  }
  await queueMail(backupFailedMail(to, { kind, at: formatDateTime(at), message }));
}

export interface ScheduledRunOptions {
  now: Date;
  /** the last attempt of the job: a failure is mailed */
  final: boolean;
  settings?: BackupSettings;
  throwaway?: ThrowawayFactory;
}

/** One scheduled run: the backup, retention, and the weekly drill when it is due. */
export async function runScheduledBackup({
  now,
  final,
  settings = backupSettings(),
  throwaway,
}: ScheduledRunOptions) {
  const run = await prisma.backupRun.create({ data: { kind: "backup", startedAt: now } });
  let file: string;
  try {
    const result = await createBackup({
      databaseUrl: databaseUrl(),
      storage: getStorage(),
      out: backupTarget(settings),
      now,
    });
    file = result.file;
    await prisma.backupRun.update({
      where: { id: run.id },
      data: { finishedAt: new Date(), ok: true, archive: file, bytes: BigInt(result.bytes) },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await prisma.backupRun.update({
      where: { id: run.id },
      data: { finishedAt: new Date(), ok: false, message },
    });
    if (final) await mailFailure("backup", now, message);
    throw error;
  }
  const removed = await applyRetention(settings, now);
  if (removed.length) logger.info({ removed }, "Alte Sicherungen entfernt");

  const lastDrill = await prisma.backupRun.findFirst({
    where: { kind: "drill", ok: true, startedAt: { gt: new Date(now.getTime() - DRILL_EVERY_MS) } },
    select: { id: true },
  });
  if (!lastDrill) await runDrill(file, now, throwaway);
}

/** Restores `file` as a drill and records the outcome; a failed drill is mailed at once. */
async function runDrill(file: string, now: Date, throwaway?: ThrowawayFactory) {
  const run = await prisma.backupRun.create({
    data: { kind: "drill", startedAt: now, archive: file },
  });
  let report;
  try {
    report = await drillBackup({ file, throwaway });
  } catch (error) {
    report = { ok: false, lines: [error instanceof Error ? error.message : String(error)] };
  }
  const message = report.lines.join("\n");
  await prisma.backupRun.update({
    where: { id: run.id },
    data: { finishedAt: new Date(), ok: report.ok, message },
  });
  if (!report.ok) await mailFailure("drill", now, message);
  return report;
}

export interface BackupStatus {
  /** "Letzte Sicherung: … (geprüft am …)" */
  text: string;
  /** no good backup within BACKUP_OVERDUE_MS, or the newest drill failed */
  alarm: boolean;
  /** what is wrong or switched off, one sentence each */
  details: string[];
}

/** What the admin dashboard says about the backups. */
export async function backupStatus(
  now = new Date(),
  settings = backupSettings(),
): Promise<BackupStatus> {
  // one statement: the dashboard's query budget (tests/integration/queries-per-page.test.ts)
  const rows = await prisma.$queryRaw<{ what: string; startedAt: Date; finishedAt: Date | null }[]>`
    (SELECT 'good' AS what, "startedAt", "finishedAt" FROM backup_runs
      WHERE kind = 'backup' AND ok ORDER BY "startedAt" DESC LIMIT 1)
    UNION ALL
    (SELECT 'failed', "startedAt", "finishedAt" FROM backup_runs
      WHERE kind = 'backup' AND ok = false ORDER BY "startedAt" DESC LIMIT 1)
    UNION ALL
    (SELECT CASE WHEN ok THEN 'drill' ELSE 'drill-failed' END, "startedAt", "finishedAt"
       FROM backup_runs WHERE kind = 'drill' AND ok IS NOT NULL ORDER BY "startedAt" DESC LIMIT 1)
    UNION ALL
    (SELECT 'passed', "startedAt", "finishedAt" FROM backup_runs
      WHERE kind = 'drill' AND ok ORDER BY "startedAt" DESC LIMIT 1)`;
  const find = (what: string) => rows.find((r) => r.what === what);
  const good = find("good");
  const lastFailed = find("failed");
  // the newest drill decides the alarm; "geprüft am" names the newest one that passed
  const drillFailed = find("drill-failed");
  const passed = find("passed");
  const checked = passed
    ? ` (geprüft am ${formatDateTime(passed.finishedAt ?? passed.startedAt)})`
    : " (noch nicht geprüft)";
  const text = good
    ? `Letzte Sicherung: ${formatDateTime(good.startedAt)}${checked}`
    : "Letzte Sicherung: noch keine";
  const details: string[] = [];
  if (lastFailed && (!good || lastFailed.startedAt > good.startedAt))
    details.push(`Die Sicherung vom ${formatDateTime(lastFailed.startedAt)} ist fehlgeschlagen.`);
  if (drillFailed)
    details.push(
      `Die Probe-Wiederherstellung vom ${formatDateTime(drillFailed.startedAt)} ist fehlgeschlagen.`,
    );
  if (!settings.schedule)
    details.push("Die automatische Sicherung ist ausgeschaltet (BACKUP_SCHEDULE=off).");
  const stale = !good || now.getTime() - good.startedAt.getTime() > BACKUP_OVERDUE_MS;
  if (stale)
    details.unshift(
      good
        ? "Seit mehr als 36 Stunden gibt es keine erfolgreiche Sicherung. Sichern Sie von Hand (npm run backup) und prüfen Sie die Protokolle."
        : "Es gibt noch keine erfolgreiche Sicherung. Sichern Sie von Hand (npm run backup).",
    );
  return { text, alarm: stale || Boolean(drillFailed), details };
}

/** Records a backup made with `npm run backup`, so the dashboard knows it too. */
export async function recordManualBackup(result: { file: string; bytes: number }, startedAt: Date) {
  await prisma.backupRun.create({
    data: {
      kind: "backup",
      startedAt,
      finishedAt: new Date(),
      ok: true,
      archive: result.file,
      bytes: BigInt(result.bytes),
    },
  });
}

/** Records a drill run with `npm run backup:verify`. */
export async function recordManualDrill(
  file: string,
  report: { ok: boolean; lines: string[] },
  startedAt: Date,
) {
  await prisma.backupRun.create({
    data: {
      kind: "drill",
      startedAt,
      finishedAt: new Date(),
      ok: report.ok,
      archive: file,
      message: report.lines.join("\n"),
    },
  });
}
