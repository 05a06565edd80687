import { cn } from "./cn";

export function Stars({
  count,
  max = 5,
  className,
}: {
  count: number;
  max?: number;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={`${count} von ${max} Sternen`}
      className={cn("flex gap-0.5 text-amber-400", className)}
    >
      {Array.from({ length: count }, (_, i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </span>
  );
}
