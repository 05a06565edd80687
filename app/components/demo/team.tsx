import { InitialsAvatar } from "./avatar";
import { useDemo } from "./demo-context";
import { DemoImage } from "./demo-image";
import { SectionShell } from "./section-shell";
import type { DemoSection } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

type TeamSection = Extract<DemoSection, { kind: "team" }>;

export function Team({ section, alt }: { section: TeamSection; alt: boolean }) {
  const { theme } = useDemo();
  return (
    <SectionShell section={section} alt={alt}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.members.map((member) => (
          <li
            key={member.name}
            className={cn(
              "flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white text-center shadow-sm",
              !member.image && theme.alt,
            )}
          >
            {member.image ? (
              <DemoImage image={member.image} className="aspect-[4/5] w-full" />
            ) : (
              <div className="pt-8">
                <InitialsAvatar
                  name={member.name}
                  className="mx-auto grid h-24 w-24 place-items-center rounded-full text-2xl font-bold shadow-inner"
                />
              </div>
            )}
            <div className={cn("flex-1 p-6", !member.image && "pt-4")}>
              <h3 className={cn("text-xl font-semibold text-slate-900", theme.heading)}>
                {member.name}
              </h3>
              <p className={cn("mt-1 text-sm font-semibold", theme.accentText)}>{member.role}</p>
              <p className="mt-3 text-slate-600">{member.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
