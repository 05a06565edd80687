/** FAQ as <details>: every item toggles on its own, also without JavaScript; the first starts open. */
export function FaqList({ items }: { items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <div className="mt-10 space-y-3">
      {items.map((item, i) => (
        <details
          key={item.question}
          open={i === 0}
          className="group rounded-2xl border border-slate-200 bg-white p-5 open:shadow-sm"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
            {item.question}
            <span
              aria-hidden="true"
              className="text-xl text-brand-600 transition group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
