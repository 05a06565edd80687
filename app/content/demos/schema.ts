// The shapes of the demo and example sites (02 §2.8, §2.9), written once as zod schemas: the
// server checks every site's JSON file against them, and the components' types are inferred
// from them, so the data and the code that renders it cannot drift apart. Every object is
// strict: a mistyped key in a JSON file is an error, not a silently missing text.
import { z } from "zod";
import { PORTFOLIO_TYPES } from "~/models/catalog/portfolio-images";

/** Tailwind class strings per site; Tailwind's content scan reads them from the JSON files. */
const demoThemeSchema = z.strictObject({
  /** page background and body text */
  page: z.string(),
  /** font for headings, e.g. a serif for traditional firms */
  heading: z.string(),
  accentText: z.string(),
  /** primary buttons */
  button: z.string(),
  /** secondary buttons on light ground */
  buttonOutline: z.string(),
  /** soft accent surfaces: badges, icon tiles */
  soft: z.string(),
  /** background of every second section */
  alt: z.string(),
  /** dark hero and banner ground (text is white on it) */
  dark: z.string(),
  /** accent text on dark ground */
  onDarkAccent: z.string(),
  /** header when solid (also the no-JS state) */
  headerSolid: z.string(),
  /** header over the hero before scrolling (JS only) */
  headerClear: z.string(),
  footer: z.string(),
});

const navItemSchema = z.strictObject({ id: z.string(), label: z.string() });
/** A button; with href it is an in-page link, without it a demo button without behaviour. */
const demoActionSchema = z.strictObject({
  label: z.string(),
  href: z.string().optional(),
  variant: z.enum(["primary", "outline"]).optional(),
});
const factSchema = z.strictObject({ value: z.string(), label: z.string() });

const demoImageRefSchema = z.strictObject({ name: z.string(), alt: z.string() });

const demoCardSchema = z.strictObject({
  title: z.string(),
  text: z.string().optional(),
  image: demoImageRefSchema.optional(),
  /** short icon name from ~/components/demo/icon */
  icon: z.string().optional(),
  eyebrow: z.string().optional(),
  price: z.string().optional(),
  amount: z.string().optional(),
  rating: z.number().optional(),
  lines: z.array(z.string()).optional(),
  action: demoActionSchema.optional(),
  highlight: z.boolean().optional(),
});

const testimonialSchema = z.strictObject({
  name: z.string(),
  role: z.string(),
  text: z.string(),
  rating: z.number(),
  image: demoImageRefSchema.optional(),
});
const teamMemberSchema = z.strictObject({
  name: z.string(),
  role: z.string(),
  text: z.string(),
  image: demoImageRefSchema.optional(),
});

const inputFieldSchema = z.strictObject({
  kind: z.literal("input"),
  name: z.string(),
  label: z.string(),
  type: z.enum(["text", "email", "tel"]),
  required: z.boolean().optional(),
  autoComplete: z.string().optional(),
  placeholder: z.string().optional(),
});
const formFieldSchema = z.discriminatedUnion("kind", [
  inputFieldSchema,
  z.strictObject({
    kind: z.literal("select"),
    name: z.string(),
    label: z.string(),
    required: z.boolean().optional(),
    options: z.array(z.string()),
    placeholderOption: z.string().optional(),
  }),
  z.strictObject({
    kind: z.literal("textarea"),
    name: z.string(),
    label: z.string(),
    required: z.boolean().optional(),
    rows: z.number().int().positive().optional(),
    placeholder: z.string().optional(),
  }),
]);

const demoFormSpecSchema = z.strictObject({
  title: z.string(),
  fields: z.array(formFieldSchema),
  submitLabel: z.string(),
});

const openingHoursSchema = z.strictObject({ days: z.string(), time: z.string() });

/** What every section may carry; the section shell renders the heading part. */
const sectionBaseSchema = z.strictObject({
  id: z.string().optional(),
  eyebrow: z.string().optional(),
  title: z.string().optional(),
  intro: z.string().optional(),
  /** a section in another language */
  lang: z.string().optional(),
});

const heroSectionSchema = sectionBaseSchema.extend({
  kind: z.literal("hero"),
  title: z.string(),
  text: z.string(),
  actions: z.array(demoActionSchema),
  image: demoImageRefSchema.optional(),
  badge: z.strictObject({ title: z.string(), lines: z.array(z.string()) }).optional(),
  facts: z.array(factSchema).optional(),
  /** an undisplayed slide index (bakery: 0..5 every 3 s) kept as state */
  hiddenSlides: z
    .strictObject({ count: z.number().int().positive(), intervalMs: z.number().int().positive() })
    .optional(),
});

const contactSectionSchema = sectionBaseSchema.extend({
  kind: z.literal("contact"),
  title: z.string(),
  address: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  hours: z.array(openingHoursSchema),
  hoursNote: z.string().optional(),
  form: demoFormSpecSchema.optional(),
});

const demoSectionSchema = z.discriminatedUnion("kind", [
  heroSectionSchema,
  sectionBaseSchema.extend({ kind: z.literal("stats"), items: z.array(factSchema) }),
  sectionBaseSchema.extend({
    kind: z.literal("cards"),
    title: z.string(),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    items: z.array(demoCardSchema),
    image: demoImageRefSchema.optional(),
    tone: z.enum(["plain", "soft"]).optional(),
    note: z.string().optional(),
  }),
  sectionBaseSchema.extend({
    kind: z.literal("steps"),
    title: z.string(),
    items: z.array(demoCardSchema),
    image: demoImageRefSchema.optional(),
  }),
  sectionBaseSchema.extend({
    kind: z.literal("gallery"),
    title: z.string(),
    images: z.array(demoImageRefSchema.extend({ caption: z.string().optional() })),
    shape: z.enum(["square", "landscape"]),
  }),
  sectionBaseSchema.extend({
    kind: z.literal("carousel"),
    title: z.string(),
    intervalMs: z.number().int().positive(),
    items: z.array(
      z.strictObject({ image: demoImageRefSchema, title: z.string(), text: z.string() }),
    ),
  }),
  sectionBaseSchema.extend({
    kind: z.literal("testimonials"),
    title: z.string(),
    items: z.array(testimonialSchema),
    rotateMs: z.number().int().positive().optional(),
  }),
  sectionBaseSchema.extend({
    kind: z.literal("team"),
    title: z.string(),
    members: z.array(teamMemberSchema),
  }),
  sectionBaseSchema.extend({
    kind: z.literal("story"),
    title: z.string(),
    paragraphs: z.array(z.string()),
    image: demoImageRefSchema.optional(),
    bullets: z.array(z.string()).optional(),
    facts: z.array(factSchema).optional(),
    actions: z.array(demoActionSchema).optional(),
    reverse: z.boolean().optional(),
  }),
  sectionBaseSchema.extend({
    kind: z.literal("banner"),
    title: z.string(),
    text: z.string(),
    actions: z.array(demoActionSchema),
    lines: z.array(z.string()).optional(),
    image: demoImageRefSchema.optional(),
  }),
  contactSectionSchema,
]);

const footerColumnSchema = z.strictObject({
  title: z.string(),
  links: z.array(z.strictObject({ label: z.string(), href: z.string() })),
});

/** A whole site as the page renders it: the frame builders' result. */
const demoSiteSchema = z.strictObject({
  slug: z.string(),
  name: z.string(),
  /** short line under the name in header and footer */
  tagline: z.string(),
  meta: z.strictObject({ title: z.string(), description: z.string() }),
  /** portfolio demos read their images from the portfolio-image table */
  imageType: z.enum(PORTFOLIO_TYPES).optional(),
  theme: demoThemeSchema,
  nav: z.array(navItemSchema),
  /** 02 §2.9: law, tax and doctor pages: header clear over the hero, solid after 100 px */
  headerSolidOnScroll: z.boolean().optional(),
  headerAction: demoActionSchema.optional(),
  sections: z.array(demoSectionSchema),
  footer: z.strictObject({
    text: z.string(),
    columns: z.array(footerColumnSchema).optional(),
    lines: z.array(z.string()),
  }),
  /** the whole page or parts of it in another language */
  lang: z.string().optional(),
});

/**
 * An enquiry form as a site's file gives it: the frame puts name, e-mail and phone first;
 * the phone is required where the firm calls back, and a firm written to as a company names
 * its own name field.
 */
const enquiryFormInputSchema = z.strictObject({
  title: z.string(),
  submitLabel: z.string(),
  phoneRequired: z.boolean().optional(),
  nameField: inputFieldSchema.optional(),
  fields: z.array(formFieldSchema),
});

/** The contact section as a site's file gives it; the frame anchors it at #kontakt. */
const contactInputSchema = contactSectionSchema
  .omit({ kind: true, id: true })
  .extend({ form: enquiryFormInputSchema.optional() });

/** What a portfolio demo's JSON file holds (the rest is the frame's, see frame.ts). */
export const portfolioSiteInputSchema = demoSiteSchema.omit({ headerSolidOnScroll: true }).extend({
  imageType: z.enum(PORTFOLIO_TYPES),
  theme: demoThemeSchema.omit({ headerClear: true }),
  /** the closing contact section, where the demo has one */
  contact: contactInputSchema.optional(),
});

/** What an example site's JSON file holds (the rest is the frame's, see frame.ts). */
export const exampleSiteInputSchema = demoSiteSchema
  .omit({ theme: true, headerSolidOnScroll: true, imageType: true })
  .extend({
    theme: demoThemeSchema.omit({ page: true, headerSolid: true, headerClear: true }),
    hero: heroSectionSchema.omit({ kind: true, id: true }),
    contact: contactInputSchema,
  });

export type DemoTheme = z.infer<typeof demoThemeSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type DemoAction = z.infer<typeof demoActionSchema>;
export type DemoImageRef = z.infer<typeof demoImageRefSchema>;
export type DemoCard = z.infer<typeof demoCardSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type FormField = z.infer<typeof formFieldSchema>;
export type DemoFormSpec = z.infer<typeof demoFormSpecSchema>;
export type SectionBase = z.infer<typeof sectionBaseSchema>;
export type DemoSection = z.infer<typeof demoSectionSchema>;
export type DemoSite = z.infer<typeof demoSiteSchema>;
export type EnquiryFormInput = z.infer<typeof enquiryFormInputSchema>;
export type ContactInput = z.infer<typeof contactInputSchema>;
export type PortfolioSiteInput = z.infer<typeof portfolioSiteInputSchema>;
export type ExampleSiteInput = z.infer<typeof exampleSiteInputSchema>;
