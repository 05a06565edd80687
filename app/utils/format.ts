// German formatting shared by server and browser.
const euroFormat = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const euroWholeFormat = new Intl.NumberFormat("de-DE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** No-break spaces keep "19 % MwSt." on one line (German typesetting; no wrap after "19"). */
export const VAT_LABEL = "19\u00a0%\u00a0MwSt.";

/** 49900 → "499 €"; 350 → "3,50 €" (cents shown only when there are any). */
export function formatCents(cents: number): string {
  return (cents % 100 === 0 ? euroWholeFormat : euroFormat).format(cents / 100);
}

export function formatEuros(euros: number): string {
  return formatCents(Math.round(euros * 100));
}

const dateFormat = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Berlin",
});
const dateTimeFormat = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Berlin",
});

export function formatDate(value: Date | string): string {
  return dateFormat.format(new Date(value));
}

export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(new Date(value));
}

/** Order number as shown everywhere: the first 8 characters of the id (01 §9). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

// made once: toLocaleString with options builds a new formatter on every call, which shows
// in the profile of a page listing many uploaded files
const wholeNumber = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${wholeNumber.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / 1024 / 1024)} MB`;
}
