// Shapes of the demo and example sites (02 §2.8, §2.9). Every page is plain data rendered
// by the shared section components in ~/components/demo, so the twelve pages share markup.
import type { PortfolioType } from "~/models/catalog/portfolio-images";

/** Tailwind class strings per site; literal here so Tailwind's content scan finds them. */
export type DemoTheme = {
  /** page background and body text */
  page: string;
  /** font for headings, e.g. a serif for traditional firms */
  heading: string;
  accentText: string;
  /** primary buttons */
  button: string;
  /** secondary buttons on light ground */
  buttonOutline: string;
  /** soft accent surfaces: badges, icon tiles */
  soft: string;
  /** background of every second section */
  alt: string;
  /** dark hero and banner ground (text is white on it) */
  dark: string;
  /** accent text on dark ground */
  onDarkAccent: string;
  /** header when solid (also the no-JS state) */
  headerSolid: string;
  /** header over the hero before scrolling (JS only) */
  headerClear: string;
  footer: string;
};

export type NavItem = { id: string; label: string };
/** A button; with href it is an in-page link, without it a demo button without behaviour. */
export type DemoAction = { label: string; href?: string; variant?: "primary" | "outline" };
export type Fact = { value: string; label: string };

export type DemoImageRef = { name: string; alt: string };

export type DemoCard = {
  title: string;
  text?: string;
  image?: DemoImageRef;
  /** short icon name from ~/components/demo/icon */
  icon?: string;
  eyebrow?: string;
  price?: string;
  amount?: string;
  rating?: number;
  lines?: string[];
  action?: DemoAction;
  highlight?: boolean;
};

export type Testimonial = {
  name: string;
  role: string;
  text: string;
  rating: number;
  image?: DemoImageRef;
};
export type TeamMember = { name: string; role: string; text: string; image?: DemoImageRef };

export type FormField =
  | {
      kind: "input";
      name: string;
      label: string;
      type: "text" | "email" | "tel";
      required?: boolean;
      autoComplete?: string;
      placeholder?: string;
    }
  | {
      kind: "select";
      name: string;
      label: string;
      required?: boolean;
      options: string[];
      placeholderOption?: string;
    }
  | {
      kind: "textarea";
      name: string;
      label: string;
      required?: boolean;
      rows?: number;
      placeholder?: string;
    };

export type DemoFormSpec = { title: string; fields: FormField[]; submitLabel: string };

export type OpeningHours = { days: string; time: string };

/** What every section may carry; the section shell renders the heading part. */
export type SectionBase = {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  /** a section in another language */ lang?: string;
};

export type DemoSection =
  | (SectionBase & {
      kind: "hero";
      title: string;
      text: string;
      actions: DemoAction[];
      image?: DemoImageRef;
      badge?: { title: string; lines: string[] };
      facts?: Fact[];
      /** an undisplayed slide index (bakery: 0..5 every 3 s) kept as state */
      hiddenSlides?: { count: number; intervalMs: number };
    })
  | (SectionBase & { kind: "stats"; items: Fact[] })
  | (SectionBase & {
      kind: "cards";
      title: string;
      columns: 2 | 3 | 4;
      items: DemoCard[];
      image?: DemoImageRef;
      tone?: "plain" | "soft";
      note?: string;
    })
  | (SectionBase & { kind: "steps"; title: string; items: DemoCard[]; image?: DemoImageRef })
  | (SectionBase & {
      kind: "gallery";
      title: string;
      images: Array<DemoImageRef & { caption?: string }>;
      shape: "square" | "landscape";
    })
  | (SectionBase & {
      kind: "carousel";
      title: string;
      intervalMs: number;
      items: Array<{ image: DemoImageRef; title: string; text: string }>;
    })
  | (SectionBase & { kind: "testimonials"; title: string; items: Testimonial[]; rotateMs?: number })
  | (SectionBase & { kind: "team"; title: string; members: TeamMember[] })
  | (SectionBase & {
      kind: "story";
      title: string;
      paragraphs: string[];
      image?: DemoImageRef;
      bullets?: string[];
      facts?: Fact[];
      actions?: DemoAction[];
      reverse?: boolean;
    })
  | (SectionBase & {
      kind: "banner";
      title: string;
      text: string;
      actions: DemoAction[];
      lines?: string[];
      image?: DemoImageRef;
    })
  | (SectionBase & {
      kind: "contact";
      title: string;
      address: string[];
      phone: string;
      email: string;
      hours: OpeningHours[];
      hoursNote?: string;
      form?: DemoFormSpec;
    });

export type FooterColumn = { title: string; links: Array<{ label: string; href: string }> };

export type DemoSite = {
  slug: string;
  name: string;
  /** short line under the name in header and footer */
  tagline: string;
  meta: { title: string; description: string };
  /** portfolio demos read their images from the portfolio-image table */
  imageType?: PortfolioType;
  theme: DemoTheme;
  nav: NavItem[];
  /** 02 §2.9: law, tax and doctor pages: header clear over the hero, solid after 100 px */
  headerSolidOnScroll?: boolean;
  headerAction?: DemoAction;
  sections: DemoSection[];
  footer: { text: string; columns?: FooterColumn[]; lines: string[] };
  /** the whole page or parts of it in another language */
  lang?: string;
};
