import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/** One card of the account page; `id` is its anchor (#profil, #passwort, …). */
export function AccountSection({
  id,
  title,
  description,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        "scroll-mt-24 rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
        tone === "danger" ? "border-red-200" : "border-slate-200",
      )}
    >
      <h2
        id={`${id}-title`}
        className={cn(
          "text-lg font-semibold",
          tone === "danger" ? "text-red-800" : "text-slate-900",
        )}
      >
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Where a section's form ends: its button(s), right-aligned from the small breakpoint. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">{children}</div>;
}
