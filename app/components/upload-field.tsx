// File upload for order documents. Without JavaScript the file input is part of the
// surrounding form and uploads on save. With JavaScript chosen files upload at once
// (POST /api/orders/{id}/upload) with a progress bar, and the list refreshes.
import { Link, useRevalidator } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { showToast } from "./toaster";
import { formatBytes } from "~/utils/format";

export interface UploadedDoc {
  id: string;
  name: string;
  size: number;
  url: string;
}

const UPLOAD_FAILED = {
  title: "Upload fehlgeschlagen",
  description: "Die Dateien konnten nicht hochgeladen werden.",
} as const;

/** XHR because fetch cannot report upload progress. */
function uploadFiles(url: string, files: File[], onProgress: (percent: number) => void) {
  return new Promise<{ files: UploadedDoc[]; errors: { name: string; message: string }[] }>(
    (resolve, reject) => {
      const body = new FormData();
      for (const file of files) body.append("files", file, file.name);
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url);
      xhr.responseType = "json";
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () => {
        const data = xhr.response;
        if (xhr.status === 200 && data && Array.isArray(data.files))
          resolve({ files: data.files, errors: data.errors ?? [] });
        else reject(new Error(typeof data?.error === "string" ? data.error : `${xhr.status}`));
      };
      xhr.onerror = () => reject(new Error("network"));
      xhr.send(body);
    },
  );
}

export function UploadField({
  label,
  name,
  uploadUrl,
  documents,
  disabled,
  hint = "Alle Dateitypen, mehrere Dateien möglich, höchstens 20 MB pro Datei.",
}: {
  label: string;
  name: string;
  uploadUrl: string;
  documents: UploadedDoc[];
  disabled?: boolean;
  hint?: string;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);

  async function onChange(e: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    if (!hydrated || files.length === 0) return;
    setProgress(0);
    try {
      const result = await uploadFiles(uploadUrl, files, setProgress);
      if (result.files.length)
        showToast({
          type: "success",
          title: "Dateien hochgeladen",
          description: `${result.files.length} ${result.files.length === 1 ? "Datei wurde" : "Dateien wurden"} hochgeladen.`,
        });
      if (result.errors.length)
        showToast({
          type: "error",
          title: UPLOAD_FAILED.title,
          description: result.errors.map((x) => x.message).join(" "),
        });
    } catch {
      showToast({ type: "error", ...UPLOAD_FAILED });
    } finally {
      // the files are stored (or refused): a later save must not send them again
      if (inputRef.current) inputRef.current.value = "";
      setProgress(null);
      revalidator.revalidate();
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        multiple
        disabled={disabled || progress !== null}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
        className="block w-full cursor-pointer rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-600 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
        {hydrated
          ? " Dateien werden sofort nach der Auswahl hochgeladen."
          : " Dateien werden beim Speichern hochgeladen."}
      </p>
      {progress !== null ? (
        <div className="mt-3" role="status" aria-live="polite">
          <div
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label="Upload-Fortschritt"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-600">
            {progress < 100
              ? `${progress} %`
              : "Upload abgeschlossen, Dateien werden verarbeitet..."}
          </p>
        </div>
      ) : null}
      {documents.length ? (
        <ul
          className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          aria-label={`Hochgeladene Dateien: ${label}`}
        >
          {documents.map((doc) => (
            <li key={doc.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <Link
                to={doc.url}
                reloadDocument
                className="min-w-0 truncate font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {doc.name}
              </Link>
              <span className="flex shrink-0 items-center gap-3">
                <span className="text-xs text-slate-500">{formatBytes(doc.size)}</span>
                {disabled ? null : (
                  <button
                    type="submit"
                    name="intent"
                    value={`delete-document:${doc.id}`}
                    formNoValidate
                    className="rounded-md px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                    aria-label={`${doc.name} entfernen`}
                  >
                    Entfernen
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
