import { useDemo } from "./demo-context";
import { DemoForm } from "./demo-form";
import { Icon } from "./icon";
import { SectionShell } from "./section-shell";
import type { DemoSection } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

type ContactSection = Extract<DemoSection, { kind: "contact" }>;

export function Contact({ section, alt }: { section: ContactSection; alt: boolean }) {
  const { theme } = useDemo();
  const details = [
    { icon: "home", label: "Adresse", value: section.address.join(", ") },
    { icon: "phone", label: "Telefon", value: section.phone },
    { icon: "mail", label: "E-Mail", value: section.email },
  ];
  return (
    <SectionShell section={section} alt={alt}>
      <div className={cn("grid gap-8", section.form && "lg:grid-cols-[2fr_3fr]")}>
        <div className={section.form ? "space-y-6" : "grid gap-6 md:grid-cols-2"}>
          <ul className="space-y-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            {details.map((d) => (
              <li key={d.label} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid h-11 w-11 shrink-0 place-items-center rounded-2xl",
                    theme.soft,
                  )}
                >
                  <Icon name={d.icon} className="h-5 w-5" />
                </span>
                <p className="flex flex-col">
                  <span className="text-sm font-medium text-slate-600">{d.label}</span>
                  <span className="font-semibold text-slate-900">{d.value}</span>
                </p>
              </li>
            ))}
          </ul>
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h3
              className={cn(
                "flex items-center gap-2 text-lg font-semibold text-slate-900",
                theme.heading,
              )}
            >
              <Icon name="clock" className={cn("h-5 w-5", theme.accentText)} />
              Öffnungszeiten
            </h3>
            <dl className="mt-4 divide-y divide-slate-100">
              {section.hours.map((h) => (
                <div key={h.days} className="flex justify-between gap-4 py-2 text-slate-700">
                  <dt>{h.days}</dt>
                  <dd className="text-right font-medium text-slate-900">{h.time}</dd>
                </div>
              ))}
            </dl>
            {section.hoursNote ? (
              <p className="mt-3 text-sm text-slate-600">{section.hoursNote}</p>
            ) : null}
          </div>
        </div>
        {section.form ? <DemoForm form={section.form} /> : null}
      </div>
    </SectionShell>
  );
}
