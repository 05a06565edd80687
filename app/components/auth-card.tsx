import { PageShell } from "./page-shell";
import type { ReactNode } from "react";

/** "E-Mail-Adresse" must not wrap at its hyphens ("E-" | "Mail-Adresse") in a narrow card. */
function keepWordsTogether(text: string) {
  return text.split(/(E-Mail-Adresse)/).map((part, i) =>
    part === "E-Mail-Adresse" ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** Centred card for the account screens (login, register, password, verification). */
export function AuthCard({
  title,
  intro,
  children,
  aside,
  wide = false,
  signedIn,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
  wide?: boolean;
  /** See PageShell: set when this very response signed the visitor in. */
  signedIn?: boolean;
}) {
  return (
    <PageShell signedIn={signedIn}>
      <div className="bg-gradient-to-b from-brand-50 to-white py-10 sm:py-16">
        <div
          className={`container-page grid gap-8 ${aside ? "lg:grid-cols-[1fr_22rem]" : ""} ${wide || aside ? "max-w-5xl" : "max-w-lg"}`}
        >
          <section
            className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
            aria-labelledby="auth-title"
          >
            <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {keepWordsTogether(title)}
            </h1>
            {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
            <div className="mt-6">{children}</div>
          </section>
          {aside ? <aside>{aside}</aside> : null}
        </div>
      </div>
    </PageShell>
  );
}

export function FormAlert({
  title,
  children,
  tone = "error",
  id,
}: {
  title: string;
  children?: ReactNode;
  tone?: "error" | "success" | "info";
  id?: string;
}) {
  const tones = {
    error: "border-red-200 bg-red-50 text-red-900",
    success: "border-emerald-200 bg-emerald-50 text-emerald-900",
    info: "border-brand-200 bg-brand-50 text-brand-900",
  };
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`mb-5 rounded-xl border p-4 text-sm ${tones[tone]}`}
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1">{children}</div> : null}
    </div>
  );
}

/** Why a form was refused as a whole (conform's form-level errors); nothing when it was not. */
export function FormErrors({
  form,
  title,
}: {
  form: { errorId: string; errors?: string[] };
  title: string;
}) {
  if (!form.errors?.length) return null;
  return (
    <FormAlert id={form.errorId} title={title}>
      {form.errors.join(" ")}
    </FormAlert>
  );
}
