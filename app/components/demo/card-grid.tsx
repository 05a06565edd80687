import { DemoButton } from "./demo-button";
import { useDemo } from "./demo-context";
import { DemoImage, WideImage } from "./demo-image";
import { Icon } from "./icon";
import { SectionShell } from "./section-shell";
import type { DemoCard, DemoSection } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";
import { Stars } from "~/components/ui/stars";

type CardsSection = Extract<DemoSection, { kind: "cards" }>;

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function CardGrid({ section, alt }: { section: CardsSection; alt: boolean }) {
  return (
    <SectionShell section={section} alt={alt}>
      <WideImage image={section.image} />
      <ul className={cn("grid gap-6", columnClasses[section.columns])}>
        {section.items.map((card) => (
          <li key={card.title} className="flex">
            <CardItem card={card} />
          </li>
        ))}
      </ul>
      {section.note ? (
        <p className="mt-8 text-center text-sm text-slate-600">{section.note}</p>
      ) : null}
    </SectionShell>
  );
}

function CardItem({ card }: { card: DemoCard }) {
  const { theme } = useDemo();
  return (
    <article
      className={cn(
        "flex w-full flex-col overflow-hidden rounded-3xl border bg-white shadow-sm transition hover:shadow-md",
        card.highlight ? "border-transparent ring-2 ring-current" : "border-slate-200",
        card.highlight && theme.accentText,
      )}
    >
      {card.image ? <DemoImage image={card.image} className="aspect-[4/3] w-full" /> : null}
      <div className="flex flex-1 flex-col p-6 text-slate-700">
        {card.icon ? (
          <span className={cn("mb-4 grid h-12 w-12 place-items-center rounded-2xl", theme.soft)}>
            <Icon name={card.icon} />
          </span>
        ) : null}
        {card.eyebrow ? (
          <p className={cn("text-xs font-semibold uppercase tracking-wider", theme.accentText)}>
            {card.eyebrow}
          </p>
        ) : null}
        <h3 className={cn("mt-1 text-xl font-semibold text-slate-900", theme.heading)}>
          {card.title}
        </h3>
        {card.price ? (
          <p className={cn("mt-2 text-2xl font-bold", theme.accentText)}>{card.price}</p>
        ) : null}
        {card.amount ? (
          <p className={cn("mt-2 text-2xl font-bold", theme.accentText)}>{card.amount}</p>
        ) : null}
        {card.rating ? <Stars count={card.rating} className="mt-2" /> : null}
        {card.text ? <p className="mt-3 leading-relaxed text-slate-600">{card.text}</p> : null}
        {card.lines ? (
          <ul className="mt-4 space-y-2 text-sm text-slate-600">
            {card.lines.map((line) => (
              <li key={line} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-current",
                    theme.accentText,
                  )}
                />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {card.action ? (
          <div className="mt-auto pt-6">
            <DemoButton action={card.action} className="w-full" />
          </div>
        ) : null}
      </div>
    </article>
  );
}
