// A table that stays a real <table> on wide screens and becomes stacked cards below a
// breakpoint (issue 28): each row a card, each value with its column name in front of it,
// so nothing is cut off and nothing needs sideways scrolling on a phone. Pure CSS (no
// JavaScript): the class lists below switch the table elements to block/flex layout.
// Above the breakpoint the table scrolls inside its own focusable region as a safety net.
import { createContext, useContext, type ReactNode } from "react";
import { cn } from "./cn";

export type StackBelow = "sm" | "md" | "lg";

// full class names (Tailwind only generates what it finds written out)
const LAYOUT = {
  sm: {
    table: "max-sm:block",
    head: "max-sm:hidden",
    group: "max-sm:block max-sm:divide-y max-sm:divide-slate-100",
    row: "max-sm:block max-sm:space-y-1.5 max-sm:px-4 max-sm:py-4",
    cell: "max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:p-0 max-sm:text-left",
    title: "max-sm:block max-sm:p-0 max-sm:pb-1 max-sm:text-left max-sm:text-base",
    action: "max-sm:block max-sm:p-0 max-sm:pt-2 max-sm:text-left",
    value: "max-sm:min-w-0 max-sm:text-right max-sm:[overflow-wrap:anywhere]",
    label: "sm:hidden",
  },
  md: {
    table: "max-md:block",
    head: "max-md:hidden",
    group: "max-md:block max-md:divide-y max-md:divide-slate-100",
    row: "max-md:block max-md:space-y-1.5 max-md:px-4 max-md:py-4",
    cell: "max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:p-0 max-md:text-left",
    title: "max-md:block max-md:p-0 max-md:pb-1 max-md:text-left max-md:text-base",
    action: "max-md:block max-md:p-0 max-md:pt-2 max-md:text-left",
    value: "max-md:min-w-0 max-md:text-right max-md:[overflow-wrap:anywhere]",
    label: "md:hidden",
  },
  lg: {
    table: "max-lg:block",
    head: "max-lg:hidden",
    group: "max-lg:block max-lg:divide-y max-lg:divide-slate-100",
    row: "max-lg:block max-lg:space-y-1.5 max-lg:px-4 max-lg:py-4",
    cell: "max-lg:flex max-lg:items-baseline max-lg:justify-between max-lg:gap-4 max-lg:p-0 max-lg:text-left",
    title: "max-lg:block max-lg:p-0 max-lg:pb-1 max-lg:text-left max-lg:text-base",
    action: "max-lg:block max-lg:p-0 max-lg:pt-2 max-lg:text-left",
    value: "max-lg:min-w-0 max-lg:text-right max-lg:[overflow-wrap:anywhere]",
    label: "lg:hidden",
  },
} as const;

const Layout = createContext<(typeof LAYOUT)[StackBelow]>(LAYOUT.md);

/**
 * The frame: a rounded white box with the table. `labelledBy` names the scroll region
 * (the section heading); `caption` is read by screen readers.
 */
export function StackedTable({
  stackBelow = "md",
  caption,
  labelledBy,
  className,
  tableClassName,
  testId,
  children,
}: {
  stackBelow?: StackBelow;
  caption: string;
  labelledBy?: string;
  className?: string;
  tableClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  const layout = LAYOUT[stackBelow];
  return (
    <Layout.Provider value={layout}>
      <div
        className={cn(
          "overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm",
          className,
        )}
        // only a table wider than its box needs the keyboard to scroll it; the region is
        // harmless otherwise (and on a phone the cards never overflow)
        tabIndex={0}
        role="region"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : caption}
        data-stacked-table=""
      >
        <table
          className={cn("w-full text-left text-sm", layout.table, tableClassName)}
          data-testid={testId}
        >
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </Layout.Provider>
  );
}

/** <thead>: hidden while the rows are cards (each cell then shows its own label). */
export function StackedHead({ children }: { children: ReactNode }) {
  const layout = useContext(Layout);
  return (
    <thead
      className={cn("bg-slate-50 text-xs uppercase tracking-wide text-slate-600", layout.head)}
    >
      {children}
    </thead>
  );
}

/** A column header of the wide table. */
export function StackedColumn({
  children,
  align = "left",
  className,
}: {
  children: ReactNode;
  align?: "left" | "right";
  className?: string;
}) {
  return (
    <th
      scope="col"
      className={cn("px-4 py-3 font-semibold", align === "right" && "text-right", className)}
    >
      {children}
    </th>
  );
}

/** <tbody> or <tfoot>: a stack of cards below the breakpoint. */
export function StackedBody({
  children,
  footer = false,
  className,
}: {
  children: ReactNode;
  footer?: boolean;
  className?: string;
}) {
  const layout = useContext(Layout);
  const Tag = footer ? "tfoot" : "tbody";
  return (
    <Tag
      className={cn(
        footer ? "border-t border-slate-200 bg-slate-50 font-semibold text-slate-900" : "",
        "divide-y divide-slate-100",
        layout.group,
        className,
      )}
    >
      {children}
    </Tag>
  );
}

/** A row: a card below the breakpoint. */
export function StackedRow({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const layout = useContext(Layout);
  return (
    <tr className={cn(layout.row, className)} data-testid={testId}>
      {children}
    </tr>
  );
}

/**
 * A cell. `label` is the column name, shown in front of the value on a card (the column
 * header is hidden there). `kind="title"` is the card's heading (a row header, <th
 * scope="row">, without a label); `kind="action"` a button row at the card's end.
 */
export function StackedCell({
  label,
  kind = "value",
  align = "left",
  colSpan,
  className,
  testId,
  children,
}: {
  label?: string;
  kind?: "value" | "title" | "action";
  align?: "left" | "right";
  colSpan?: number;
  className?: string;
  testId?: string;
  children?: ReactNode;
}) {
  const layout = useContext(Layout);
  const classes = cn(
    "px-4 py-3 align-top",
    align === "right" && "text-right",
    kind === "title" ? layout.title : kind === "action" ? layout.action : layout.cell,
    className,
  );
  if (kind === "title")
    return (
      <th scope="row" colSpan={colSpan} className={classes} data-testid={testId}>
        {children}
      </th>
    );
  return (
    <td colSpan={colSpan} className={classes} data-testid={testId}>
      {kind === "value" && label ? (
        <span
          className={cn(
            "shrink-0 whitespace-nowrap text-xs font-medium uppercase tracking-wide text-slate-500",
            layout.label,
          )}
        >
          {label}
        </span>
      ) : null}
      {kind === "value" ? <div className={layout.value}>{children}</div> : children}
    </td>
  );
}
