// Images come from the loader (table plus placeholders, rendered on the server), so the
// first paint already shows the final picture; width/height reserve the space.
import { useDemo } from "./demo-context";
import type { DemoImageRef } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";
import { imageSpec, placeholderUrl } from "~/models/catalog/portfolio-images";

export function DemoImage({
  image,
  className,
  priority = false,
}: {
  image: DemoImageRef;
  className?: string;
  priority?: boolean;
}) {
  const { imageType, images } = useDemo();
  if (!imageType) return null;
  const spec = imageSpec(imageType, image.name);
  return (
    <img
      src={images[image.name] ?? placeholderUrl(imageType, image.name)}
      alt={image.alt}
      width={spec.width}
      height={spec.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      className={cn("object-cover", className)}
    />
  );
}

/** The wide picture a card or step section may open with. */
export function WideImage({ image }: { image?: DemoImageRef }) {
  return image ? (
    <DemoImage image={image} className="mb-10 aspect-[21/9] w-full rounded-3xl" />
  ) : null;
}
