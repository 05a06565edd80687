// Line icons for service cards; decorative, the card title carries the meaning.
import { cn } from "~/components/ui/cn";

const paths: Record<string, string> = {
  coffee: "M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9Zm12 1h2a2 2 0 0 1 0 4h-2M8 3v3m4-3v3",
  cake: "M4 21h16v-7H4v7Zm0-4c2 1 4 1 5.3 0 1.4 1 4 1 5.4 0 1.3 1 3.3 1 5.3 0M12 14V9m0-3a1.5 1.5 0 0 0 1.5-1.5C13.5 3 12 2 12 2s-1.5 1-1.5 2.5A1.5 1.5 0 0 0 12 6Z",
  leaf: "M5 19c0-8 5-14 15-15-1 10-7 15-15 15Zm0 0 8-8",
  hammer: "m14 6 4 4m-4-4-8 8 4 4 8-8m-4-4 2-2 4 4-2 2M6 14l-3 3 4 4 3-3",
  home: "M3 11 12 4l9 7M6 9.5V20h12V9.5M10 20v-5h4v5",
  ruler: "m3 17 14-14 4 4L7 21l-4-4Zm4-4 2 2m2-6 2 2m2-6 2 2",
  flower: "M12 10a3 3 0 1 0 0 .01M12 7V3m0 10v8m-3-11L6 7m9 3 3-3m-9 6-3 3m9-3 3 3",
  truck: "M3 6h11v10H3V6Zm11 4h4l3 3v3h-7v-6ZM7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z",
  car: "M5 16h14v-4l-2-5H7l-2 5v4Zm0 0v2m14-2v2M5 12h14M8 14h.01M16 14h.01",
  book: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h13",
  shield: "M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2",
  scale: "M12 3v18M7 21h10M4 7h16M6 7l-3 7a3 3 0 0 0 6 0L6 7Zm12 0-3 7a3 3 0 0 0 6 0l-3-7Z",
  briefcase: "M3 8h18v11H3V8Zm6 0V5h6v3M3 13h18",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z",
  users:
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10v-1a6 6 0 0 1 12 0v1m3-10a3 3 0 1 0 0-6m2 16v-1a5 5 0 0 0-3-4.6",
  chart: "M4 20V10m6 10V4m6 16v-7m4 7H2",
  calculator: "M6 3h12v18H6V3Zm3 4h6M9 12h.01M12 12h.01M15 12h.01M9 16h.01M12 16h.01M15 16h.01",
  stethoscope: "M6 3v6a4 4 0 0 0 8 0V3M10 13v2a5 5 0 0 0 10 0v-2m0-2a2 2 0 1 0 0 .01",
  pulse: "M3 12h4l2-5 4 10 2-5h6",
  phone:
    "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z",
  calendar: "M4 6h16v15H4V6Zm0 5h16M8 3v5m8-5v5",
  video: "M3 7h12v10H3V7Zm12 4 6-3v8l-6-3",
  award: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-4 4 0-5m8 5v-5M8 19l4-2 4 2",
  file: "M6 3h8l4 4v14H6V3Zm8 0v4h4M9 12h6m-6 4h6",
  syringe: "m18 2 4 4m-6-2 4 4M15 5l4 4-9 9H6v-4l9-9Zm-5 5 3 3M3 21l3-3",
  mail: "M3 6h18v12H3V6Zm0 0 9 7 9-7",
  spark: "M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M6 18l2.5-2.5m7-7L18 6",
};

export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("h-6 w-6", className)}
    >
      <path d={paths[name] ?? paths.spark} />
    </svg>
  );
}
