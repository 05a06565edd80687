// Schmidt & Partners – the international business-law firm of 02 §2.9 (offices Hamburg,
// London, New York; partly in English; form §5; available 24/7 per §9).
import {
  companyNameField,
  enquiryForm,
  exampleSite,
  link,
  selectField,
  textareaField,
} from "./shared";

export const anwaltSchmidt = exampleSite({
  slug: "anwalt-schmidt",
  name: "Schmidt & Partners",
  tagline: "International Business Law",
  meta: {
    title: "Schmidt & Partners – Internationales Wirtschaftsrecht in Hamburg, London und New York",
    description:
      "M&A, internationales Handelsrecht und Compliance: Schmidt & Partners berät Unternehmen weltweit aus Hamburg, London und New York – rund um die Uhr.",
  },
  theme: {
    heading: "font-serif",
    accentText: "text-indigo-800",
    button: "bg-indigo-900 text-white hover:bg-indigo-950 focus-visible:ring-indigo-700",
    buttonOutline:
      "border border-indigo-900 text-indigo-950 hover:bg-indigo-50 focus-visible:ring-indigo-700",
    soft: "bg-indigo-100 text-indigo-950",
    alt: "bg-slate-50",
    dark: "bg-gradient-to-br from-indigo-950 via-slate-950 to-slate-900",
    onDarkAccent: "text-indigo-200",
    footer: "bg-indigo-950 text-indigo-100",
  },
  nav: [
    { id: "expertise", label: "Expertise" },
    { id: "team", label: "Partner" },
    { id: "international", label: "International" },
  ],
  headerAction: { label: "Anfrage / Enquiry", href: "#kontakt" },
  hero: {
    eyebrow: "Hamburg · London · New York",
    title: "Internationales Wirtschaftsrecht ohne Grenzen",
    text: "Wir begleiten Unternehmen bei grenzüberschreitenden Transaktionen, Verträgen und Streitigkeiten – mit Partnern in drei Rechtsordnungen und einem Team, das rund um die Uhr erreichbar ist.",
    actions: [
      { label: "Anfrage senden", href: "#kontakt" },
      { label: "Unsere Standorte", href: "#international", variant: "outline" },
    ],
    facts: [
      { value: "3", label: "Standorte weltweit" },
      { value: "24/7", label: "erreichbar" },
      { value: "40+", label: "Länder betreut" },
      { value: "5,0", label: "Sterne Bewertung" },
    ],
  },
  sections: [
    {
      kind: "cards",
      id: "expertise",
      eyebrow: "Expertise",
      title: "Unsere Beratungsfelder",
      columns: 3,
      items: [
        {
          icon: "briefcase",
          title: "M&A und Gesellschaftsrecht",
          text: "Unternehmenskäufe, Joint Ventures und Umstrukturierungen über Ländergrenzen hinweg.",
        },
        {
          icon: "globe",
          title: "Internationales Handelsrecht",
          text: "Liefer-, Vertriebs- und Lizenzverträge nach deutschem, englischem und US-Recht.",
        },
        {
          icon: "scale",
          title: "Compliance & Schiedsverfahren",
          text: "Sanktionsrecht, Exportkontrolle und internationale Schiedsverfahren (ICC, LCIA).",
        },
      ],
    },
    {
      kind: "cards",
      id: "international",
      lang: "en",
      eyebrow: "International",
      title: "Our Offices",
      intro:
        "One firm, three legal systems – our partners work as a single team across time zones.",
      columns: 3,
      items: [
        {
          icon: "globe",
          title: "Hamburg",
          eyebrow: "Headquarters",
          lines: ["Ballindamm 17, 20095 Hamburg, Germany", "+49 40 123 456 0"],
        },
        {
          icon: "globe",
          title: "London",
          eyebrow: "United Kingdom",
          lines: ["25 Old Broad Street, London EC2N 1HN", "+44 20 7946 0123"],
        },
        {
          icon: "globe",
          title: "New York",
          eyebrow: "United States",
          lines: ["350 Park Avenue, New York, NY 10022", "+1 212 555 0147"],
        },
      ],
    },
    {
      kind: "team",
      id: "team",
      eyebrow: "Partner",
      title: "Unsere Partner",
      members: [
        {
          name: "Dr. Katharina Schmidt",
          role: "Managing Partner, Hamburg",
          text: "M&A und Gesellschaftsrecht, Rechtsanwältin und Solicitor.",
        },
        {
          name: "James Whitfield",
          role: "Partner, London",
          text: "International arbitration and commercial litigation.",
        },
        {
          name: "Laura Chen",
          role: "Partner, New York",
          text: "Cross-border transactions and US securities law.",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "stimmen",
      eyebrow: "Mandanten",
      title: "Was unsere Mandanten sagen",
      items: [
        {
          name: "Henrik Vogt",
          role: "CFO, Nordmar Logistics AG",
          text: "Die Übernahme unserer britischen Tochter lief dank Schmidt & Partners reibungslos und im Zeitplan.",
          rating: 5,
        },
        {
          name: "Emily Carter",
          role: "General Counsel, Brightline Inc.",
          text: "Outstanding advice on our German market entry – responsive around the clock.",
          rating: 5,
        },
        {
          name: "Dr. Peter Lang",
          role: "Geschäftsführer, Lang Maschinenbau GmbH",
          text: "Kompetente Vertretung im Schiedsverfahren in London – mit vollem Erfolg.",
          rating: 5,
        },
      ],
    },
    {
      kind: "banner",
      id: "erreichbar",
      title: "Rund um die Uhr erreichbar – weltweit",
      text: "Transaktionen warten nicht auf Bürozeiten. Unsere Partner in Hamburg, London und New York sind für Sie 24/7 erreichbar.",
      actions: [
        { label: "Anfrage senden", href: "#kontakt" },
        { label: "+49 40 123 456 0", variant: "outline" },
      ],
    },
  ],
  contact: {
    title: "Ihre Anfrage / Your enquiry",
    address: ["Ballindamm 17", "20095 Hamburg"],
    phone: "+49 40 123 456 0",
    email: "office@schmidt-partners.law",
    hours: [{ days: "Mo-So", time: "24/7" }],
    hoursNote: "Wir antworten in Deutsch und Englisch. We reply in German and English.",
    form: enquiryForm({
      title: "Anfrage / Enquiry",
      submitLabel: "Anfrage senden",
      name: companyNameField,
      fields: [
        selectField("office", "Standort", ["Hamburg", "London", "New York"]),
        textareaField("message", "Nachricht"),
      ],
    }),
  },
  footer: {
    text: "International Business Law – Hamburg, London, New York.",
    lines: ["Ballindamm 17, 20095 Hamburg", "office@schmidt-partners.law"],
    columns: [
      {
        title: "Expertise",
        links: [
          link("M&A", "#expertise"),
          link("Handelsrecht", "#expertise"),
          link("Compliance", "#expertise"),
        ],
      },
    ],
  },
});
