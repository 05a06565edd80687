// Steuerberatung Weber – the Frankfurt tax firm of 02 §2.9 (form §5, hours and figures §9).
import * as site from "./shared";

export const steuerberaterWeber = site.exampleSite({
  slug: "steuerberater-weber",
  name: "Weber Steuerberatung",
  tagline: "Steuerberater in Frankfurt am Main",
  meta: {
    title: "Weber Steuerberatung – Steuerberater in Frankfurt am Main",
    description:
      "Steuerberatung, Jahresabschluss und Unternehmensberatung für Unternehmen und Privatpersonen in Frankfurt am Main. Über 500 Mandanten vertrauen uns.",
  },
  theme: {
    heading: "font-sans",
    accentText: "text-sky-800",
    button: "bg-sky-800 text-white hover:bg-sky-900 focus-visible:ring-sky-700",
    buttonOutline: "border border-sky-800 text-sky-900 hover:bg-sky-50 focus-visible:ring-sky-700",
    soft: "bg-sky-100 text-sky-950",
    alt: "bg-slate-50",
    dark: "bg-gradient-to-br from-slate-950 via-sky-950 to-slate-900",
    onDarkAccent: "text-sky-300",
    footer: "bg-slate-950 text-slate-300",
  },
  nav: site.navItems(["leistungen", "Leistungen"], ["team", "Team"], ["referenzen", "Referenzen"]),
  headerAction: { label: "Termin anfragen", href: "#kontakt" },
  hero: {
    eyebrow: "Steuerberatung in Frankfurt am Main",
    title: "Steuern mit Weitblick – für Ihr Unternehmen und Sie",
    text: "Wir übernehmen Ihre Buchhaltung, Abschlüsse und Steuererklärungen und beraten Sie vorausschauend, damit Sie sich auf Ihr Geschäft konzentrieren können.",
    actions: [
      { label: "Erstgespräch vereinbaren", href: "#kontakt" },
      { label: "Unsere Leistungen", href: "#leistungen", variant: "outline" },
    ],
    facts: site.facts(
      ["500+", "Mandanten"],
      ["25", "Jahre Erfahrung"],
      ["12", "Mitarbeitende"],
      ["100 %", "digital möglich"],
    ),
  },
  sections: [
    {
      kind: "cards",
      id: "leistungen",
      eyebrow: "Leistungen",
      title: "Was wir für Sie tun",
      columns: 3,
      items: [
        site.iconCard(
          "calculator",
          "Steuerberatung",
          "Einkommen-, Umsatz- und Gewerbesteuer – sorgfältig erstellt und vorausschauend optimiert.",
        ),
        site.iconCard(
          "chart",
          "Jahresabschluss & Buchhaltung",
          "Finanzbuchhaltung, Lohnabrechnung und Jahresabschlüsse, auf Wunsch komplett digital mit DATEV.",
        ),
        site.iconCard(
          "briefcase",
          "Unternehmensberatung",
          "Existenzgründung, Nachfolgeplanung und betriebswirtschaftliche Auswertungen, die Sie verstehen.",
        ),
      ],
    },
    {
      kind: "team",
      id: "team",
      eyebrow: "Team",
      title: "Ihre Ansprechpartner",
      members: [
        site.member(
          "Andreas Weber",
          "Steuerberater, Gründer",
          "Seit 1999 Steuerberater, Schwerpunkt mittelständische Unternehmen.",
        ),
        site.member(
          "Katrin Weber",
          "Steuerberaterin",
          "Expertin für Freiberufler, Ärzte und Immobilienbesitzer.",
        ),
        site.member(
          "Jan Petersen",
          "Steuerfachwirt",
          "Betreut Buchhaltung und Lohn unserer Mandanten digital.",
        ),
      ],
    },
    {
      kind: "testimonials",
      id: "referenzen",
      eyebrow: "Referenzen",
      title: "Was unsere Mandanten sagen",
      items: [
        site.review(
          "Dr. Claudia Fuchs",
          "Zahnärztin, Frankfurt-Sachsenhausen",
          "Kompetent, erreichbar und immer einen Schritt voraus. Ich muss mich um nichts mehr kümmern.",
        ),
        site.review(
          "Michael Brenner",
          "Geschäftsführer, Brenner IT GmbH",
          "Die digitale Buchhaltung spart uns jeden Monat Stunden. Die Beratung ist erstklassig.",
        ),
        site.review(
          "Sarah Özdemir",
          "Gründerin, Atelier Özdemir",
          "Bei der Gründung hat mich das Team großartig begleitet – verständlich und geduldig.",
        ),
      ],
    },
    {
      kind: "banner",
      id: "erstgespraech",
      title: "Das Erstgespräch ist kostenlos",
      text: "Lernen Sie uns unverbindlich kennen – persönlich in unserer Kanzlei im Westend oder per Video.",
      actions: [
        { label: "Termin anfragen", href: "#kontakt" },
        { label: "069 123 456 70", variant: "outline" },
      ],
    },
  ],
  contact: {
    title: "Vereinbaren Sie einen Termin",
    address: ["Bockenheimer Landstraße 51", "60325 Frankfurt am Main"],
    phone: "069 123 456 70",
    email: "kanzlei@weber-steuerberatung.de",
    hours: site.openingHours(["Mo-Fr", "8:00-18:00"]),
    hoursNote: "Termine außerhalb der Öffnungszeiten nach Vereinbarung.",
    form: site.enquiryForm({
      title: "Terminanfrage",
      submitLabel: "Termin anfragen",
      fields: [site.textareaField("concern", "Ihr Anliegen")],
    }),
  },
  footer: {
    text: "Steuerberatung für Unternehmen und Privatpersonen.",
    lines: ["Bockenheimer Landstraße 51, 60325 Frankfurt am Main", "Telefon: 069 123 456 70"],
    columns: [
      {
        title: "Kanzlei",
        links: [
          site.link("Leistungen", "#leistungen"),
          site.link("Team", "#team"),
          site.link("Kontakt", "#kontakt"),
        ],
      },
    ],
  },
});
