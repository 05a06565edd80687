// One German error map for every zod schema (the API answered "Invalid enum
// value…" and "Expected string, received object"); a message a schema sets itself wins.
// Installed once on the server (entry.server) by installGermanErrorMap(); in the browser by
// utils/conform-zod.ts, through which every form checks, so zod is only loaded with a form.
import { z, ZodIssueCode, type ZodErrorMap } from "zod";

const TYPE_NAMES: Record<string, string> = {
  string: "Text",
  number: "eine Zahl",
  bigint: "eine Zahl",
  integer: "eine ganze Zahl",
  float: "eine Zahl",
  boolean: "ja oder nein (true/false)",
  date: "ein Datum",
  array: "eine Liste",
  object: "ein Objekt",
  null: "nichts (null)",
};
const typeName = (t: string) => TYPE_NAMES[t] ?? t;
const list = (values: readonly unknown[]) => values.map((v) => `„${String(v)}“`).join(", ");

const germanErrorMap: ZodErrorMap = (issue) => {
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      if (issue.received === "undefined" || issue.received === "null")
        return { message: "Dieses Feld ist erforderlich" };
      return { message: `Ungültiger Wert: erwartet wird ${typeName(issue.expected)}` };
    case ZodIssueCode.invalid_enum_value:
      return { message: `Ungültiger Wert. Erlaubt: ${list(issue.options)}` };
    case ZodIssueCode.invalid_literal:
      return { message: `Ungültiger Wert. Erwartet: ${JSON.stringify(issue.expected)}` };
    case ZodIssueCode.unrecognized_keys:
      return { message: `Unbekannte Felder: ${list(issue.keys)}` };
    case ZodIssueCode.invalid_union:
    case ZodIssueCode.invalid_union_discriminator:
      return { message: "Ungültiger Wert" };
    case ZodIssueCode.invalid_date:
      return { message: "Ungültiges Datum" };
    case ZodIssueCode.invalid_string:
      if (issue.validation === "email")
        return { message: "Bitte geben Sie eine gültige E-Mail-Adresse ein" };
      if (issue.validation === "url")
        return { message: "Bitte geben Sie eine gültige Adresse ein" };
      return { message: "Ungültiges Format" };
    case ZodIssueCode.too_small:
      if (issue.type === "string")
        return {
          message:
            Number(issue.minimum) <= 1
              ? "Dieses Feld ist erforderlich"
              : `Mindestens ${issue.minimum} Zeichen`,
        };
      if (issue.type === "array") return { message: `Mindestens ${issue.minimum} Einträge` };
      return { message: `Der Wert muss mindestens ${issue.minimum} sein` };
    case ZodIssueCode.too_big:
      if (issue.type === "string") return { message: `Höchstens ${issue.maximum} Zeichen` };
      if (issue.type === "array") return { message: `Höchstens ${issue.maximum} Einträge` };
      return { message: `Der Wert darf höchstens ${issue.maximum} sein` };
    case ZodIssueCode.not_multiple_of:
      return { message: `Der Wert muss ein Vielfaches von ${issue.multipleOf} sein` };
    case ZodIssueCode.not_finite:
      return { message: "Der Wert muss endlich sein" };
    default:
      return { message: "Ungültige Eingabe" };
  }
};

/** Installs the map (entry.server and entry.client call it; a bare import would be tree-shaken). */
export function installGermanErrorMap() {
  z.setErrorMap(germanErrorMap);
}
