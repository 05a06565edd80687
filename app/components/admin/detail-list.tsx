import type { ReactNode } from "react";

/** 01 §2: empty values show '-' in the admin order detail. */
export const EMPTY_VALUE = "-";

export function display(value: string | null | undefined): string {
  return value && value.trim() ? value : EMPTY_VALUE;
}

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** long texts take the full width and keep their line breaks */
  wide?: boolean;
}

export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={item.wide ? "sm:col-span-2" : undefined}>
          <dt className="text-sm font-medium text-slate-500">{item.label}</dt>
          <dd className="mt-0.5 whitespace-pre-line break-words text-slate-900">
            {typeof item.value === "string" ? display(item.value) : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function DocumentLinks({
  documents,
}: {
  documents: Array<{ id: string; name: string; url: string }>;
}) {
  if (!documents.length) return <>{EMPTY_VALUE}</>;
  return (
    <ul className="space-y-1">
      {documents.map((d) => (
        <li key={d.id}>
          <a
            href={d.url}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {d.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
