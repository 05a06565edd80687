// The staff member's own mail switches ("Meine Benachrichtigungen" on /admin/profil): the
// form's one schema and its German texts, shared by the action and the browser.
import { z } from "zod";

export const PROFILE_TEXTS = {
  title: "Mein Profil",
  notificationsTitle: "Meine Benachrichtigungen",
  notificationsIntro:
    "E-Mails zu den Aufträgen, für die Sie zuständig sind. Sie gehen an die Adresse, mit der Sie sich anmelden.",
  legend: "Diese E-Mails möchte ich erhalten:",
  save: "Einstellungen speichern",
  saving: "Wird gespeichert...",
  saved: "Benachrichtigungen gespeichert",
  invalid: "Bitte setzen oder entfernen Sie nur die Häkchen der angezeigten Einstellungen.",
  noSelf:
    "Einen Auftrag, den Sie sich selbst zuweisen, meldet keine E-Mail. Deaktivierte Personen erhalten keine E-Mails.",
} as const;

// an unticked checkbox is missing from the form; a ticked one says "on" and nothing else
const tick = z
  .enum(["on"], { errorMap: () => ({ message: PROFILE_TEXTS.invalid }) })
  .optional()
  .transform((v) => v === "on");

export const staffNotificationsSchema = z.object({
  staffNotifyMessages: tick,
  staffNotifyCorrections: tick,
  staffNotifyPreviewDue: tick,
  staffNotifyAssigned: tick,
});
export type StaffNotificationSettings = z.output<typeof staffNotificationsSchema>;
export type StaffNotificationSetting = keyof StaffNotificationSettings;

/** What each switch is called and what it covers. */
export const STAFF_NOTIFICATION_SETTINGS: ReadonlyArray<{
  name: StaffNotificationSetting;
  label: string;
  text: string;
}> = [
  {
    name: "staffNotifyMessages",
    label: "Neue Nachricht eines Kunden zu meinem Auftrag",
    text: "Mit dem Anfang der Nachricht und einem Link zum Verlauf.",
  },
  {
    name: "staffNotifyCorrections",
    label: "Korrektur gewünscht bei meinem Auftrag",
    text: "Wenn der Kunde zu einer Vorschau Korrekturen anfordert.",
  },
  {
    name: "staffNotifyPreviewDue",
    label: "Vorschau morgen fällig / überfällig bei meinem Auftrag",
    text: "Einmal am Tag vor dem zugesagten Tag der ersten Vorschau und einmal, wenn er verstrichen ist.",
  },
  {
    name: "staffNotifyAssigned",
    label: "Neuer Auftrag mir zugewiesen",
    text: "Wenn Ihnen jemand einen Auftrag zuweist oder er Ihnen automatisch zugewiesen wird.",
  },
];
