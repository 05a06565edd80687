// What the demo sites have in common, so each site file holds only what makes it its own:
// the frame of the six example sites (tax, law, medicine) and of the six portfolio demos,
// the contact section, the enquiry form's standard fields, the footer's legal links, and
// builders for the small shapes every site repeats (navigation, figures, opening hours,
// icon cards, team members, testimonials).
import type {
  DemoCard,
  DemoFormSpec,
  DemoImageRef,
  DemoSection,
  DemoSite,
  DemoTheme,
  Fact,
  FooterColumn,
  FormField,
  NavItem,
  OpeningHours,
  TeamMember,
  Testimonial,
} from "./types";
import type { PortfolioType } from "~/models/catalog/portfolio-images";

type ContactSection = Extract<DemoSection, { kind: "contact" }>;

/** Every header lies clear over the hero the same way (only example sites ever show it). */
const CLEAR_HEADER = "bg-transparent text-white";
const CONTACT_NAV: NavItem = { id: "kontakt", label: "Kontakt" };

export const link = (label: string, href = "#") => ({ label, href });

/** The imprint and privacy links every example site's footer ends with. */
const LEGAL_COLUMN: FooterColumn = {
  title: "Rechtliches",
  links: [link("Impressum"), link("Datenschutz")],
};

type HeroSection = Extract<DemoSection, { kind: "hero" }>;

type ExampleSiteInput = Omit<DemoSite, "theme" | "headerSolidOnScroll" | "imageType"> & {
  theme: Omit<DemoTheme, "page" | "headerSolid" | "headerClear">;
  hero: Omit<HeroSection, "kind" | "id">;
  contact: Omit<ContactSection, "kind" | "id">;
};

/**
 * An example site for a firm or practice (02 §2.9): white page and header, the header
 * clear over the hero until scrolled; the page opens with the hero at #home ('Start', first
 * in the navigation) and ends with the contact section ('Kontakt', last); the legal links
 * close the footer.
 */
export function exampleSite({ hero, contact, ...site }: ExampleSiteInput): DemoSite {
  return {
    ...site,
    headerSolidOnScroll: true,
    sections: [{ kind: "hero", id: "home", ...hero }, ...site.sections, contactSection(contact)],
    theme: {
      page: "bg-white text-slate-800",
      headerSolid: "bg-white text-slate-900 shadow-md",
      headerClear: CLEAR_HEADER,
      ...site.theme,
    },
    nav: [{ id: "home", label: "Start" }, ...site.nav, CONTACT_NAV],
    footer: { ...site.footer, columns: [...(site.footer.columns ?? []), LEGAL_COLUMN] },
  };
}

type PortfolioSiteInput = Omit<DemoSite, "theme" | "imageType" | "headerSolidOnScroll"> & {
  imageType: PortfolioType;
  theme: Omit<DemoTheme, "headerClear">;
};

/** A portfolio demo (02 §2.8): images from the portfolio table, 'Kontakt' last in the navigation. */
export function portfolioSite(site: PortfolioSiteInput): DemoSite {
  return {
    ...site,
    theme: { headerClear: CLEAR_HEADER, ...site.theme },
    nav: [...site.nav, CONTACT_NAV],
  };
}

/** The contact section at the end of a site, anchored at #kontakt. */
export function contactSection(contact: Omit<ContactSection, "kind" | "id">): ContactSection {
  return { kind: "contact", id: "kontakt", eyebrow: "Kontakt", ...contact };
}

/** The footer's address line, then phone and e-mail as the contact section gives them. */
export const footerLines = (address: string, contact: { phone: string; email: string }) => [
  address,
  `Telefon: ${contact.phone}`,
  contact.email,
];

const input = (
  name: string,
  label: string,
  type: "text" | "email" | "tel",
  autoComplete: string,
  required?: boolean,
): FormField => ({ kind: "input", name, label, type, required, autoComplete });

export const selectField = (
  name: string,
  label: string,
  options: string[],
  placeholderOption?: string,
): FormField => ({ kind: "select", name, label, options, placeholderOption });

export const textareaField = (name: string, label: string, placeholder?: string): FormField => ({
  kind: "textarea",
  name,
  label,
  rows: 4,
  placeholder,
});

/**
 * An enquiry form: name, e-mail and phone (required where the firm calls back), then the
 * site's own fields.
 */
export function enquiryForm({
  title,
  submitLabel,
  phoneRequired = false,
  name = input("name", "Name", "text", "name", true),
  fields,
}: {
  title: string;
  submitLabel: string;
  phoneRequired?: boolean;
  name?: FormField;
  fields: FormField[];
}): DemoFormSpec {
  return {
    title,
    submitLabel,
    fields: [
      name,
      input("email", "E-Mail", "email", "email", true),
      input("phone", "Telefon", "tel", "tel", phoneRequired),
      ...fields,
    ],
  };
}

/** The name field of a firm that is written to as a company. */
export const companyNameField = input("name", "Name / Unternehmen", "text", "organization", true);

/** Navigation entries from [section id, label] pairs. */
export const navItems = (...items: Array<[id: string, label: string]>): NavItem[] =>
  items.map(([id, label]) => ({ id, label }));

/** Key figures from [value, label] pairs. */
export const facts = (...items: Array<[value: string, label: string]>): Fact[] =>
  items.map(([value, label]) => ({ value, label }));

/** Opening hours from [days, time] rows. */
export const openingHours = (...rows: Array<[days: string, time: string]>): OpeningHours[] =>
  rows.map(([days, time]) => ({ days, time }));

/** A card of an icon, a title and a short text: a service, a focus area. */
export const iconCard = (icon: string, title: string, text: string): DemoCard => ({
  icon,
  title,
  text,
});

/** A team member, with a portrait where the site shows one. */
export const member = (
  name: string,
  role: string,
  text: string,
  image?: DemoImageRef,
): TeamMember => (image ? { name, role, text, image } : { name, role, text });

/** A testimonial; every demo quotes five-star voices only. */
export const review = (
  name: string,
  role: string,
  text: string,
  image?: DemoImageRef,
): Testimonial => ({ name, role, text, rating: 5, ...(image ? { image } : {}) });
