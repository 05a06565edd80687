import { DemoImage } from "./demo-image";
import { SectionShell } from "./section-shell";
import type { DemoSection } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

type GallerySection = Extract<DemoSection, { kind: "gallery" }>;

export function Gallery({ section, alt }: { section: GallerySection; alt: boolean }) {
  const square = section.shape === "square";
  return (
    <SectionShell section={section} alt={alt}>
      <ul
        className={cn(
          "grid grid-cols-2 gap-4",
          section.images.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3",
        )}
      >
        {section.images.map((image) => (
          <li key={image.name}>
            <figure>
              <DemoImage
                image={image}
                className={cn("w-full rounded-2xl", square ? "aspect-square" : "aspect-[4/3]")}
              />
              {image.caption ? (
                <figcaption className="mt-2 text-sm font-medium text-slate-700">
                  {image.caption}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
