/** The arrow after a link that opens a new tab, and the same said for screen readers. */
export function NewTabHint() {
  return (
    <>
      <span aria-hidden="true">↗</span>
      <span className="sr-only">(öffnet in neuem Tab)</span>
    </>
  );
}
