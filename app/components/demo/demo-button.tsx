// In-page links for actions with an anchor; the firm's booking/order buttons have no
// behaviour on a demo page (02 §2.8), so they are plain buttons.
import { useDemo } from "./demo-context";
import type { DemoAction } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

const base =
  "inline-flex min-h-[44px] items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2";

export function DemoButton({
  action,
  onDark = false,
  className,
}: {
  action: DemoAction;
  onDark?: boolean;
  className?: string;
}) {
  const { theme } = useDemo();
  const outline = onDark
    ? "border border-white/50 text-white hover:bg-white/10 focus-visible:ring-white"
    : theme.buttonOutline;
  const primary = onDark
    ? "bg-white text-slate-900 shadow-sm hover:bg-slate-100 focus-visible:ring-white"
    : theme.button;
  const classes = cn(base, action.variant === "outline" ? outline : primary, className);
  if (action.href) {
    return (
      <a href={action.href} className={classes}>
        {action.label}
      </a>
    );
  }
  return (
    <button type="button" className={classes}>
      {action.label}
    </button>
  );
}
