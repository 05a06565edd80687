import { InitialsAvatar } from "./avatar";
import { Carousel } from "./carousel";
import { DemoImage } from "./demo-image";
import { SectionShell } from "./section-shell";
import type { DemoSection, Testimonial } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";
import { Stars } from "~/components/ui/stars";

type TestimonialsSection = Extract<DemoSection, { kind: "testimonials" }>;

export function Testimonials({ section, alt }: { section: TestimonialsSection; alt: boolean }) {
  return (
    <SectionShell section={section} alt={alt}>
      {section.rotateMs ? (
        <div className="mx-auto max-w-3xl">
          <Carousel
            label={section.title}
            intervalMs={section.rotateMs}
            slides={section.items.map((t) => ({
              key: t.name,
              label: t.name,
              content: <Quote testimonial={t} large />,
            }))}
          />
        </div>
      ) : (
        <ul
          className={cn(
            "grid gap-6",
            section.items.length === 2 ? "md:grid-cols-2" : "md:grid-cols-3",
          )}
        >
          {section.items.map((t) => (
            <li key={t.name} className="flex">
              <Quote testimonial={t} />
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

function Quote({ testimonial, large = false }: { testimonial: Testimonial; large?: boolean }) {
  return (
    <figure
      className={cn(
        "flex h-full w-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm",
        large && "sm:p-10",
      )}
    >
      <Stars count={testimonial.rating} />
      <blockquote
        className={cn("mt-4 flex-1 leading-relaxed text-slate-700", large && "text-lg sm:text-xl")}
      >
        <p>„{testimonial.text}“</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {testimonial.image ? (
          <DemoImage image={testimonial.image} className="h-12 w-12 rounded-full" />
        ) : (
          <InitialsAvatar
            name={testimonial.name}
            className="grid h-12 w-12 place-items-center rounded-full font-semibold"
          />
        )}
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
