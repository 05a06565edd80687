import { useDemo } from "./demo-context";
import { cn } from "~/components/ui/cn";

function initials(name: string) {
  return name
    .replace(/^(Dr\. med\.|Dr\.|Prof\.)\s*/g, "")
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
}

/** Stands in for a person's photo; decorative, the name is written beside it. */
export function InitialsAvatar({ name, className }: { name: string; className: string }) {
  const { theme } = useDemo();
  return (
    <span aria-hidden="true" className={cn(className, theme.soft)}>
      {initials(name)}
    </span>
  );
}
