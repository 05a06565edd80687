// The scheduled backups' calendar: the daily time in Berlin across both offsets, and which
// archives retention keeps (the newest of each of the last N days and M months).
import { describe, expect, it } from "vitest";
import { backupFileName } from "~/models/backup/backup.server";
import { archivesToDelete, lastScheduledAt } from "~/models/backup/schedule.server";

describe("the daily backup time", () => {
  const three = { hour: 3, minute: 0 };
  it.each([
    // winter (UTC+1): 03:00 in Berlin is 02:00 UTC
    ["2026-11-28T02:30:00Z", "2026-11-28T02:00:00.000Z"],
    ["2026-11-28T01:59:00Z", "2026-11-27T02:00:00.000Z"],
    // summer (UTC+2): 03:00 in Berlin is 01:00 UTC
    ["2026-07-01T00:30:00Z", "2026-06-30T01:00:00.000Z"],
    ["2026-07-01T01:00:00Z", "2026-07-01T01:00:00.000Z"],
  ])("at %s the last scheduled time was %s", (now, expected) => {
    expect(lastScheduledAt(new Date(now), three).toISOString()).toBe(expected);
  });
});

describe("retention", () => {
  const name = (iso: string) => backupFileName(new Date(iso));

  it("keeps the newest archive of each of the last N days and of each of the last M months", () => {
    const names = [
      name("2026-09-30T02:00:00Z"),
      name("2026-10-15T02:00:00Z"),
      name("2026-10-31T02:00:00Z"),
      name("2026-11-26T02:00:00Z"),
      name("2026-11-27T02:00:00Z"),
      name("2026-11-28T02:00:00Z"),
      // a second archive of the same day (a manual one): only the newer counts for the day
      name("2026-11-28T09:00:00Z"),
      "eigene-sicherung.tar.gz",
      "seitenwerk-backup-2026-11-28T09-00-00Z.tar.gz.123.unvollstaendig",
    ];
    expect(archivesToDelete(names, 2, 2).sort()).toEqual(
      [
        name("2026-09-30T02:00:00Z"),
        name("2026-10-15T02:00:00Z"),
        name("2026-11-26T02:00:00Z"),
        name("2026-11-28T02:00:00Z"),
      ].sort(),
    );
    // no monthly archives: only the days
    expect(archivesToDelete(names, 7, 0)).toEqual([name("2026-11-28T02:00:00Z")]);
  });
});
