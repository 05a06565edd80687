// The order thread's form and texts, shared by the browser (conform) and the server.
import { z } from "zod";
import type { SubmissionResult } from "@conform-to/react";

export const MESSAGE_MAX_LENGTH = 5000;

export const MESSAGE_TEXTS = {
  title: "Nachrichten",
  empty:
    "Noch keine Nachrichten. Schreiben Sie uns, wenn Sie eine Frage haben oder eine Datei nachreichen möchten.",
  emptyAdmin: "Noch keine Nachrichten zu diesem Auftrag.",
  bodyLabel: "Ihre Nachricht",
  bodyLabelAdmin: "Nachricht an den Kunden oder interne Notiz",
  filesLabel: "Dateien anhängen (optional, je Datei höchstens 20 MB)",
  // the admin composer has two buttons, so a note can never go out by a missed tick
  sendToCustomer: "An Kunden senden",
  saveNote: "Interne Notiz speichern",
  saving: "Wird gespeichert...",
  composerHint:
    "„An Kunden senden“ schickt die Nachricht dem Kunden (mit E-Mail). „Interne Notiz speichern“ ist nur für das Team sichtbar; der Kunde erfährt nichts davon.",
  send: "Nachricht senden",
  sending: "Wird gesendet...",
  sent: "Nachricht gesendet",
  noteSaved: "Interne Notiz gespeichert",
  required: "Bitte schreiben Sie eine Nachricht oder hängen Sie eine Datei an.",
  tooLong: `Die Nachricht darf höchstens ${MESSAGE_MAX_LENGTH} Zeichen lang sein.`,
  filesRefused:
    "Die Nachricht wurde nicht gesendet, weil eine Datei nicht angenommen wurde. Bitte wählen Sie die Dateien erneut aus.",
  notFound: "Auftrag nicht gefunden",
  tooMany:
    "Sie haben in kurzer Zeit viele Nachrichten gesendet. Bitte warten Sie einige Minuten und senden Sie diese dann erneut – Ihr Text bleibt erhalten, Dateien wählen Sie bitte neu aus.",
  unread: "Neu",
  fromAgency: "Seitenwerk-Team",
  fromCustomer: "Kunde",
  you: "Sie",
  internalBadge: "Interne Notiz",
  attachments: "Anhänge",
  openPdf: "Im Browser öffnen",
  read: "Gelesen",
  notReadByAgency: "Noch nicht gelesen",
  notReadByCustomer: "Vom Kunden noch nicht gelesen",
} as const;

export const messageSchema = z.object({
  body: z
    .string({ required_error: MESSAGE_TEXTS.required })
    .trim()
    .max(MESSAGE_MAX_LENGTH, MESSAGE_TEXTS.tooLong)
    .optional(),
  internal: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
});

/** A thread entry as the pages get it (dates as ISO strings). */
export interface ThreadMessage {
  id: string;
  fromAgency: boolean;
  internal: boolean;
  body: string;
  createdAt: string;
  /** unread by the viewer when the page was loaded (shown as 'Neu') */
  unread: boolean;
  /** when the other side first saw it (shown on one's own messages); null while unseen */
  readAt: string | null;
  authorName: string | null;
  files: {
    id: string;
    name: string;
    size: number;
    url: string;
    /** images are shown as thumbnails, PDFs get a link that opens them in the browser */
    preview: PreviewKind;
  }[];
}

type PreviewKind = "image" | "pdf" | null;

/**
 * The only types a file is ever shown as in the browser (inline); everything else –
 * HTML and SVG above all – is only downloaded. Both the stored type and the name's ending
 * must agree, and the file is then served with the type from this list, never the stored one.
 */
const INLINE_TYPES: Record<string, { type: string; preview: Exclude<PreviewKind, null> }> = {
  png: { type: "image/png", preview: "image" },
  jpg: { type: "image/jpeg", preview: "image" },
  jpeg: { type: "image/jpeg", preview: "image" },
  webp: { type: "image/webp", preview: "image" },
  gif: { type: "image/gif", preview: "image" },
  pdf: { type: "application/pdf", preview: "pdf" },
};

export function inlineType(name: string, contentType: string) {
  const ending = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
  const known = INLINE_TYPES[ending];
  return known && known.type === contentType.toLowerCase().split(";")[0].trim() ? known : null;
}

/** What an order's thread page loads, on either side: the thread and its form's target. */
export interface ThreadPageData {
  orderId: string;
  shortId: string;
  thread: ThreadMessage[];
  action: string;
}

export interface MessageFormData {
  result?: SubmissionResult<string[]>;
  uploadErrors?: { name: string; message: string }[];
  error?: string;
  /** true once the message is stored (the JS form resets itself) */
  sent?: boolean;
  /** what the sender is told: 'Nachricht gesendet' or, for an internal note, that it was saved */
  title?: string;
}

/** One line of an inbox: an order's thread (dates as ISO strings). */
export interface InboxThread {
  orderId: string;
  shortId: string;
  /** where the thread opens: the inbox with this thread beside the list (`inboxThreadUrl`) */
  href: string;
  /** the company, or the package when none is given yet */
  title: string;
  /** the customer's name (shown to the agency) */
  customer: string;
  unread: number;
  total: number;
  last: {
    preview: string;
    fromAgency: boolean;
    internal: boolean;
    fileCount: number;
    createdAt: string;
  };
}

/** The agency's inbox shows every thread with unread messages and this many of the most recent. */
export const ADMIN_INBOX_LIMIT = 100;

export const INBOX_TEXTS = {
  title: "Nachrichten",
  intro: "Alle Unterhaltungen zu Ihren Bestellungen an einem Ort – ungelesene zuerst.",
  introAdmin: `Die Unterhaltungen aller Aufträge: alle mit ungelesenen Nachrichten zuerst, dann die ${ADMIN_INBOX_LIMIT} zuletzt aktiven.`,
  empty:
    "Noch keine Nachrichten. Zu jeder Bestellung können Sie uns auf ihrer Seite unter „Nachrichten“ schreiben.",
  emptyAdmin: "Noch keine Nachrichten zu einem Auftrag.",
  back: "← Zurück zur Übersicht",
  toOrder: "Zur Bestellung #",
  toOrderAdmin: "Zum Auftrag #",
} as const;

/**
 * An inbox with one thread open beside its list (below 1024 px instead of it): read and
 * answer without leaving the inbox. A query rather than a path of its own, so the list and
 * the thread are one page and one loader, the same with and without JavaScript.
 */
export const inboxThreadUrl = {
  customer: (orderId: string) => `/nachrichten?thread=${orderId}`,
  admin: (orderId: string) => `/admin/nachrichten?thread=${orderId}`,
} as const;

/** The order whose thread an inbox page opens: its `thread` query, or null for the list alone. */
export function selectedThread(url: string): string | null {
  return new URL(url).searchParams.get("thread") || null;
}
