import { cn } from "./cn";
import type { ReactNode } from "react";

/**
 * A white panel of the admin and customer pages: a section landmark labelled by its h2.
 * `className` comes before the panel's own classes (its outer spacing), `padding` widens it
 * from 640 px on, `titleGap` is the space under the heading.
 */
export function Panel({
  id,
  titleId,
  title,
  className,
  padding,
  titleGap,
  testId,
  children,
}: {
  id?: string;
  titleId: string;
  title: ReactNode;
  className?: string;
  padding?: "sm:p-6" | "sm:p-8";
  titleGap?: "mb-4" | "mb-5";
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn(
        className,
        "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm",
        padding,
      )}
      data-testid={testId}
    >
      <h2 id={titleId} className={cn(titleGap, "text-lg font-semibold text-slate-900")}>
        {title}
      </h2>
      {children}
    </section>
  );
}
