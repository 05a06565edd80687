// What the demo sites have in common, so each site's JSON file holds only what makes it its
// own: the frame of the six example sites (tax, law, medicine) and of the six portfolio
// demos, the contact section, the enquiry form's standard fields and the footer's legal links.
import type {
  ContactInput,
  DemoFormSpec,
  DemoSection,
  DemoSite,
  EnquiryFormInput,
  ExampleSiteInput,
  FormField,
  NavItem,
  PortfolioSiteInput,
} from "./schema";

type ContactSection = Extract<DemoSection, { kind: "contact" }>;
type InputField = Extract<FormField, { kind: "input" }>;

/** Every header lies clear over the hero the same way (only example sites ever show it). */
const CLEAR_HEADER = "bg-transparent text-white";
const CONTACT_NAV: NavItem = { id: "kontakt", label: "Kontakt" };

/** The imprint and privacy links every example site's footer ends with. */
const LEGAL_COLUMN = {
  title: "Rechtliches",
  links: [
    { label: "Impressum", href: "#" },
    { label: "Datenschutz", href: "#" },
  ],
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

/**
 * A portfolio demo (02 §2.8): images from the portfolio table, the contact section (where
 * the demo has one) closing the page, 'Kontakt' last in the navigation.
 */
export function portfolioSite({ contact, ...site }: PortfolioSiteInput): DemoSite {
  return {
    ...site,
    sections: contact ? [...site.sections, contactSection(contact)] : site.sections,
    theme: { headerClear: CLEAR_HEADER, ...site.theme },
    nav: [...site.nav, CONTACT_NAV],
  };
}

/** The contact section at the end of a site, anchored at #kontakt. */
function contactSection({ form, ...contact }: ContactInput): ContactSection {
  return {
    kind: "contact",
    id: "kontakt",
    eyebrow: "Kontakt",
    ...contact,
    ...(form ? { form: enquiryForm(form) } : {}),
  };
}

const input = (
  name: string,
  label: string,
  type: "text" | "email" | "tel",
  autoComplete: string,
  required?: boolean,
): InputField => ({ kind: "input", name, label, type, required, autoComplete });

/**
 * An enquiry form: name, e-mail and phone (required where the firm calls back), then the
 * site's own fields.
 */
function enquiryForm({
  title,
  submitLabel,
  phoneRequired = false,
  nameField = input("name", "Name", "text", "name", true),
  fields,
}: EnquiryFormInput): DemoFormSpec {
  return {
    title,
    submitLabel,
    fields: [
      nameField,
      input("email", "E-Mail", "email", "email", true),
      input("phone", "Telefon", "tel", "tel", phoneRequired),
      ...fields,
    ],
  };
}
