// The owner's automatic assignment of newly paid orders per package (/admin/team): the form's
// schema and texts, shared by the page and its action.
import { z } from "zod";
import { PACKAGE_IDS } from "~/models/catalog/catalog";
import { isUuid } from "~/utils/misc";

export const AUTO_ASSIGN_INTENT = "auto-assign";

export const AUTO_ASSIGN_TEXTS = {
  title: "Automatische Zuweisung",
  intro:
    "Neue bezahlte Aufträge eines Pakets bekommen sofort eine zuständige Person. Ohne Auswahl bleiben sie nicht zugewiesen.",
  none: "Niemand (nicht zuweisen)",
  label: (packageName: string) => `Neue Aufträge für Paket ${packageName} automatisch zuweisen an`,
  save: "Zuweisungen speichern",
  saved: "Automatische Zuweisung gespeichert",
  invalid: "Bitte wählen Sie für jedes Paket eine Person aus dem Team oder „Niemand“.",
  notAssignable: "Diese Person kann keine Aufträge übernehmen.",
  historyNote: (signature: string) => `Automatisch zugewiesen: ${signature}`,
} as const;

const person = z
  .string({ invalid_type_error: AUTO_ASSIGN_TEXTS.invalid })
  .trim()
  .refine((v) => v === "" || isUuid(v), AUTO_ASSIGN_TEXTS.invalid)
  .optional()
  .transform((v) => v || null);

/** One field per package, `auto.<packageId>`: a staff member's id or "" for nobody. */
export const autoAssignSchema = z.object({
  auto: z.object(
    Object.fromEntries(PACKAGE_IDS.map((id) => [id, person])) as Record<
      (typeof PACKAGE_IDS)[number],
      typeof person
    >,
  ),
});
