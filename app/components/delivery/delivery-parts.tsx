// Small pieces shared by the customer's and the agency's delivery views.
import type { DeliveryFile } from "./types";
import { Badge } from "~/components/ui/badge";
import { CHARGEABLE_LABEL, DEEMED_ACCEPTANCE_LABEL, loopsText } from "~/models/delivery/delivery";
import { formatBytes } from "~/utils/format";

export function FileList({ files, label }: { files: DeliveryFile[]; label: string }) {
  if (!files.length) return null;
  return (
    <ul
      aria-label={label}
      className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200"
    >
      {files.map((f) => (
        <li key={f.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
          <a
            href={f.url}
            className="min-w-0 truncate font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {f.name}
          </a>
          <span className="shrink-0 text-slate-500">{formatBytes(f.size)}</span>
        </li>
      ))}
    </ul>
  );
}

export function LoopsSummary({ used, included }: { used: number; included: number }) {
  return <span data-testid="correction-loops">{loopsText(used, included)}</span>;
}

export function ChargeableBadge() {
  return <Badge tone="warning">{CHARGEABLE_LABEL}</Badge>;
}

/** How a delivery was answered, as a badge. */
export function OutcomeBadge({ outcome, open }: { outcome: string | null; open: boolean }) {
  switch (outcome) {
    case "accepted":
      return <Badge tone="success">Abgenommen</Badge>;
    case "deemed_accepted":
      return <Badge tone="success">Gilt als abgenommen</Badge>;
    case "correction":
      return <Badge tone="info">Korrektur angefordert</Badge>;
    case "superseded":
      return <Badge tone="neutral">Ersetzt</Badge>;
    default:
      return open ? <Badge tone="warning">Wartet auf Abnahme</Badge> : <Badge>Offen</Badge>;
  }
}

export function AcceptanceLine({ at, deemed }: { at: string; deemed: boolean }) {
  return (
    <span data-testid="acceptance">
      Abgenommen am {at}
      {deemed ? ` – ${DEEMED_ACCEPTANCE_LABEL}` : ""}
    </span>
  );
}

/** The optional files of a delivery or a correction request, with what may be sent. */
export function FilesField({ id, hint }: { id: string; hint: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Dateien (optional)
      </label>
      <input
        id={id}
        type="file"
        name="files"
        multiple
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}
