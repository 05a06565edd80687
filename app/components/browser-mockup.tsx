/** A stylised page preview; decorative, so hidden from assistive technology. */
export function BrowserMockup({
  title,
  hideOnPhone = false,
}: {
  title: string;
  hideOnPhone?: boolean;
}) {
  return (
    <div
      aria-hidden="true"
      className={`relative mx-auto w-full max-w-md lg:max-w-none ${hideOnPhone ? "hidden sm:block" : ""}`}
    >
      <div className="rounded-3xl border border-slate-200 bg-white p-3 shadow-2xl">
        <div className="flex items-center gap-1.5 px-2 pb-3">
          <span className="h-2.5 w-2.5 rounded-full bg-red-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-300" />
          <span className="ml-3 h-5 flex-1 rounded-md bg-slate-100" />
        </div>
        <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-950 p-6 text-white">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-200">{title}</p>
          <div className="mt-5 h-5 w-3/4 rounded bg-white/90" />
          <div className="mt-3 h-3 w-2/3 rounded bg-white/50" />
          <div className="mt-2 h-3 w-1/2 rounded bg-white/40" />
          <div className="mt-6 flex gap-2">
            <div className="h-9 w-32 rounded-lg bg-white" />
            <div className="h-9 w-24 rounded-lg border border-white/40" />
          </div>
        </div>
        <div className="grid grid-cols-3 gap-3 p-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="rounded-xl bg-slate-100 p-3">
              <div className="h-8 w-8 rounded-lg bg-brand-200" />
              <div className="mt-3 h-2 w-full rounded bg-slate-300" />
              <div className="mt-2 h-2 w-2/3 rounded bg-slate-200" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
