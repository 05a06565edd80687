import { cn } from "./ui/cn";
import type { ReactNode } from "react";
import type { Package, PaymentType } from "~/models/catalog/catalog";
import { formatEuros, VAT_LABEL } from "~/utils/format";

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 h-4 w-4 shrink-0 text-brand-600"
      fill="currentColor"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** A package as a card; `price` lets a page show a computed total instead of the list price. */
export function PackageCard({
  pkg,
  paymentType,
  price,
  priceNote,
  action,
}: {
  pkg: Package;
  paymentType: PaymentType;
  price?: ReactNode;
  priceNote?: ReactNode;
  action: ReactNode;
}) {
  const subscription = paymentType === "subscription";
  const features = subscription ? [...pkg.features, ...pkg.subscriptionFeatures] : pkg.features;
  return (
    <article
      aria-labelledby={`pkg-${pkg.id}`}
      className={cn(
        "relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-8",
        pkg.popularTag ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200",
      )}
    >
      {pkg.popularTag ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
          {pkg.popularTag}
        </span>
      ) : null}
      <h3 id={`pkg-${pkg.id}`} className="text-lg font-semibold text-slate-900">
        {pkg.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{pkg.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span
          className="text-4xl font-bold tracking-tight text-slate-900"
          data-testid={`price-${pkg.id}`}
        >
          {price ?? formatEuros(subscription ? pkg.subscriptionPrice : pkg.price)}
        </span>
        <span className="text-sm text-slate-500">{subscription ? "/ Monat" : "einmalig"}</span>
      </p>
      <p className="mt-1 min-h-[1.25rem] text-xs text-slate-500">
        {priceNote ?? `inkl. ${VAT_LABEL}`}
      </p>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm text-slate-700">
        {features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </article>
  );
}
