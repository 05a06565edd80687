// Schmidt & Partners – the international business-law firm of 02 §2.9 (offices Hamburg,
// London, New York; partly in English; form §5; available 24/7 per §9).
import * as site from "./shared";

export const anwaltSchmidt = site.exampleSite({
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
  nav: site.navItems(
    ["expertise", "Expertise"],
    ["team", "Partner"],
    ["international", "International"],
  ),
  headerAction: { label: "Anfrage / Enquiry", href: "#kontakt" },
  hero: {
    eyebrow: "Hamburg · London · New York",
    title: "Internationales Wirtschaftsrecht ohne Grenzen",
    text: "Wir begleiten Unternehmen bei grenzüberschreitenden Transaktionen, Verträgen und Streitigkeiten – mit Partnern in drei Rechtsordnungen und einem Team, das rund um die Uhr erreichbar ist.",
    actions: [
      { label: "Anfrage senden", href: "#kontakt" },
      { label: "Unsere Standorte", href: "#international", variant: "outline" },
    ],
    facts: site.facts(
      ["3", "Standorte weltweit"],
      ["24/7", "erreichbar"],
      ["40+", "Länder betreut"],
      ["5,0", "Sterne Bewertung"],
    ),
  },
  sections: [
    {
      kind: "cards",
      id: "expertise",
      eyebrow: "Expertise",
      title: "Unsere Beratungsfelder",
      columns: 3,
      items: [
        site.iconCard(
          "briefcase",
          "M&A und Gesellschaftsrecht",
          "Unternehmenskäufe, Joint Ventures und Umstrukturierungen über Ländergrenzen hinweg.",
        ),
        site.iconCard(
          "globe",
          "Internationales Handelsrecht",
          "Liefer-, Vertriebs- und Lizenzverträge nach deutschem, englischem und US-Recht.",
        ),
        site.iconCard(
          "scale",
          "Compliance & Schiedsverfahren",
          "Sanktionsrecht, Exportkontrolle und internationale Schiedsverfahren (ICC, LCIA).",
        ),
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
        site.member(
          "Dr. Katharina Schmidt",
          "Managing Partner, Hamburg",
          "M&A und Gesellschaftsrecht, Rechtsanwältin und Solicitor.",
        ),
        site.member(
          "James Whitfield",
          "Partner, London",
          "International arbitration and commercial litigation.",
        ),
        site.member(
          "Laura Chen",
          "Partner, New York",
          "Cross-border transactions and US securities law.",
        ),
      ],
    },
    {
      kind: "testimonials",
      id: "stimmen",
      eyebrow: "Mandanten",
      title: "Was unsere Mandanten sagen",
      items: [
        site.review(
          "Henrik Vogt",
          "CFO, Nordmar Logistics AG",
          "Die Übernahme unserer britischen Tochter lief dank Schmidt & Partners reibungslos und im Zeitplan.",
        ),
        site.review(
          "Emily Carter",
          "General Counsel, Brightline Inc.",
          "Outstanding advice on our German market entry – responsive around the clock.",
        ),
        site.review(
          "Dr. Peter Lang",
          "Geschäftsführer, Lang Maschinenbau GmbH",
          "Kompetente Vertretung im Schiedsverfahren in London – mit vollem Erfolg.",
        ),
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
    hours: site.openingHours(["Mo-So", "24/7"]),
    hoursNote: "Wir antworten in Deutsch und Englisch. We reply in German and English.",
    form: site.enquiryForm({
      title: "Anfrage / Enquiry",
      submitLabel: "Anfrage senden",
      name: site.companyNameField,
      fields: [
        site.selectField("office", "Standort", ["Hamburg", "London", "New York"]),
        site.textareaField("message", "Nachricht"),
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
          site.link("M&A", "#expertise"),
          site.link("Handelsrecht", "#expertise"),
          site.link("Compliance", "#expertise"),
        ],
      },
    ],
  },
});
