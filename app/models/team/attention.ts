// "Was ansteht" on the admin dashboard: what kinds of work wait, in the team's words.
// Browser-safe (the view reads the labels).

export type AttentionKind = "correction" | "preview" | "messages" | "payment" | "inquiry";

export const ATTENTION_LABELS: Record<AttentionKind, string> = {
  correction: "Korrektur gewünscht",
  preview: "Vorschau fällig",
  messages: "Ungelesene Nachrichten",
  payment: "Zahlung überfällig",
  inquiry: "Offene Anfrage",
};

/**
 * The two lists: the orders assigned to me with the inquiries and payments nobody owns, or
 * everything in my scope.
 */
export const ATTENTION_VIEWS = { mine: "Meine", all: "Alle" } as const;
export type AttentionView = keyof typeof ATTENTION_VIEWS;

export interface AttentionItem {
  kind: AttentionKind;
  key: string;
  /** "#1a2b3c4d · Muster GmbH", or the inquiry's sender and subject */
  title: string;
  /** the date or count the row is about: "zugesagt bis 12.03.2026", "2 ungelesen" */
  detail: string;
  /** where it is handled */
  href: string;
  /** past the promised date, or a payment */
  urgent: boolean;
  /** assigned to the viewer, or (inquiries, payments) nobody's in particular */
  mine: boolean;
}
