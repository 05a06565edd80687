/** An outline icon on a 24×24 grid, drawn in the current text colour; decorative. */
export function LineIcon({
  path,
  className,
  strokeWidth = 1.8,
  roundJoins = true,
}: {
  path: string;
  className?: string;
  strokeWidth?: number;
  roundJoins?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? "round" : undefined}
    >
      <path d={path} />
    </svg>
  );
}
