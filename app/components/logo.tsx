import { Link } from "@remix-run/react";
import { cn } from "./ui/cn";
import { PRODUCT_NAME } from "~/utils/brand";

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex items-center gap-2 font-bold tracking-tight",
        inverted ? "text-white" : "text-slate-900",
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path d="M9 11h14M9 16h10M9 21h14" stroke="white" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className="text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
