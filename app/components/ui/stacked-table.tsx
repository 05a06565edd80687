// A table that stays a real <table> on wide screens and becomes stacked cards below a
// breakpoint: each row a card, each value with its column name in front of it,
// so nothing is cut off and nothing needs sideways scrolling on a phone. Pure CSS (no
// JavaScript): the table's classes below switch it to block layout; its rows and cells
// follow from `stacked-<breakpoint>` in app/tailwind.css, so a row carries no class lists
// (repeated on every row, they made up most of a long table's HTML).
// Above the breakpoint the table scrolls inside its own focusable region as a safety net.
import { createContext, useContext, type ReactNode } from "react";
import { cn } from "./cn";

export type StackBelow = "sm" | "md" | "lg";

// full class names (Tailwind only generates what it finds written out); rows and cells in
// app/tailwind.css
const LAYOUT = {
  sm: {
    table: "stacked stacked-sm max-sm:block",
    head: "max-sm:hidden",
    group: "max-sm:block max-sm:divide-y max-sm:divide-slate-100",
  },
  md: {
    table: "stacked stacked-md max-md:block",
    head: "max-md:hidden",
    group: "max-md:block max-md:divide-y max-md:divide-slate-100",
  },
  lg: {
    table: "stacked stacked-lg max-lg:block",
    head: "max-lg:hidden",
    group: "max-lg:block max-lg:divide-y max-lg:divide-slate-100",
  },
} as const;

const Layout = createContext<(typeof LAYOUT)[StackBelow]>(LAYOUT.md);

/**
 * The frame: a rounded white box with the table, its column headers, the rows (children)
 * and an optional footer row group. `labelledBy` names the scroll region (the section
 * heading); `caption` is read by screen readers.
 */
export function StackedTable({
  stackBelow = "md",
  caption,
  labelledBy,
  className,
  tableClassName,
  testId,
  columns,
  footer,
  children,
}: {
  stackBelow?: StackBelow;
  caption: string;
  labelledBy?: string;
  className?: string;
  tableClassName?: string;
  testId?: string;
  columns: StackedColumnSpec[];
  /** rows of the <tfoot> (totals) */
  footer?: ReactNode;
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
          <StackedHead columns={columns} />
          <StackedBody>{children}</StackedBody>
          {footer ? <StackedBody footer>{footer}</StackedBody> : null}
        </table>
      </div>
    </Layout.Provider>
  );
}

/** A column of the head: its label, or the label with the column's alignment. */
export type StackedColumnSpec = ReactNode | { label: ReactNode; align: "left" | "right" };

/** A right-aligned column (amounts). */
export const rightAligned = (label: ReactNode): StackedColumnSpec => ({ label, align: "right" });

/** <thead> with the row of column headers: hidden while the rows are cards (each cell then shows its own label). */
function StackedHead({ columns }: { columns: StackedColumnSpec[] }) {
  const layout = useContext(Layout);
  return (
    <thead
      className={cn("bg-slate-50 text-xs uppercase tracking-wide text-slate-600", layout.head)}
    >
      <tr>
        {columns.map((column, i) =>
          column && typeof column === "object" && "align" in column ? (
            <StackedColumn key={i} align={column.align}>
              {column.label}
            </StackedColumn>
          ) : (
            <StackedColumn key={i}>{column}</StackedColumn>
          ),
        )}
      </tr>
    </thead>
  );
}

/** A column header of the wide table. */
function StackedColumn({
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
function StackedBody({
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
  return (
    <tr className={className} data-testid={testId}>
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
  const classes =
    cn(align === "right" && "text-right", kind === "action" && "stacked-action", className) ||
    undefined;
  if (kind === "title")
    return (
      <th scope="row" colSpan={colSpan} className={classes} data-testid={testId}>
        {children}
      </th>
    );
  return (
    <td colSpan={colSpan} className={classes} data-testid={testId}>
      {kind === "value" && label ? <span className="stacked-label">{label}</span> : null}
      {kind === "value" ? <div className="stacked-value">{children}</div> : children}
    </td>
  );
}
