import { Link } from "@remix-run/react";
import { useDemo } from "./demo-context";
import type { DemoSite } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";
import { PRODUCT_NAME } from "~/utils/brand";

export function SiteFooter({ site }: { site: DemoSite }) {
  const { theme } = useDemo();
  return (
    <footer className={cn("py-12", theme.footer)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[2fr_repeat(3,1fr)]">
          <div>
            <p className={cn("text-xl font-bold", theme.heading)}>{site.name}</p>
            <p className="mt-1 text-sm opacity-80">{site.footer.text}</p>
            <ul className="mt-4 space-y-1 text-sm opacity-80">
              {site.footer.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          {site.footer.columns?.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <p className="font-semibold">{column.title}</p>
              <ul className="mt-3 space-y-2 text-sm opacity-80">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} className="hover:underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-white/15 pt-6 text-sm opacity-80 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {site.name} · Fiktives Unternehmen, Beispielseite
          </p>
          <Link to="/" className="font-semibold underline underline-offset-4">
            Erstellt mit {PRODUCT_NAME}
          </Link>
        </div>
      </div>
    </footer>
  );
}
