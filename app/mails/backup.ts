// The mail to the agency when a scheduled backup or its restore drill fails.
import { teamMail } from "./layout";
import type { Mail } from "~/utils/mail.server";

export function backupFailedMail(
  to: string,
  failure: { kind: "backup" | "drill"; at: string; message: string },
): Mail {
  const what =
    failure.kind === "backup" ? "Die nächtliche Sicherung" : "Die Probe-Wiederherstellung";
  return teamMail(to, `${what} ist fehlgeschlagen`, {
    paragraphs: [
      `${what} vom ${failure.at} ist fehlgeschlagen:`,
      failure.message,
      failure.kind === "backup"
        ? "Bitte prüfen Sie den Speicherplatz und die Protokolle und sichern Sie von Hand: npm run backup. Ältere Sicherungen sind unverändert."
        : "Die betroffene Sicherung lässt sich nicht sicher wiederherstellen. Bitte prüfen Sie sie mit npm run backup:verify und legen Sie eine neue an.",
    ],
  });
}
