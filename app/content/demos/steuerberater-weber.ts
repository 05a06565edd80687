// Steuerberatung Weber – the Frankfurt tax firm of 02 §2.9 (form §5, hours and figures §9).
import { enquiryForm, exampleSite, link, textareaField } from "./shared";

export const steuerberaterWeber = exampleSite({
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
  nav: [
    { id: "leistungen", label: "Leistungen" },
    { id: "team", label: "Team" },
    { id: "referenzen", label: "Referenzen" },
  ],
  headerAction: { label: "Termin anfragen", href: "#kontakt" },
  hero: {
    eyebrow: "Steuerberatung in Frankfurt am Main",
    title: "Steuern mit Weitblick – für Ihr Unternehmen und Sie",
    text: "Wir übernehmen Ihre Buchhaltung, Abschlüsse und Steuererklärungen und beraten Sie vorausschauend, damit Sie sich auf Ihr Geschäft konzentrieren können.",
    actions: [
      { label: "Erstgespräch vereinbaren", href: "#kontakt" },
      { label: "Unsere Leistungen", href: "#leistungen", variant: "outline" },
    ],
    facts: [
      { value: "500+", label: "Mandanten" },
      { value: "25", label: "Jahre Erfahrung" },
      { value: "12", label: "Mitarbeitende" },
      { value: "100 %", label: "digital möglich" },
    ],
  },
  sections: [
    {
      kind: "cards",
      id: "leistungen",
      eyebrow: "Leistungen",
      title: "Was wir für Sie tun",
      columns: 3,
      items: [
        {
          icon: "calculator",
          title: "Steuerberatung",
          text: "Einkommen-, Umsatz- und Gewerbesteuer – sorgfältig erstellt und vorausschauend optimiert.",
        },
        {
          icon: "chart",
          title: "Jahresabschluss & Buchhaltung",
          text: "Finanzbuchhaltung, Lohnabrechnung und Jahresabschlüsse, auf Wunsch komplett digital mit DATEV.",
        },
        {
          icon: "briefcase",
          title: "Unternehmensberatung",
          text: "Existenzgründung, Nachfolgeplanung und betriebswirtschaftliche Auswertungen, die Sie verstehen.",
        },
      ],
    },
    {
      kind: "team",
      id: "team",
      eyebrow: "Team",
      title: "Ihre Ansprechpartner",
      members: [
        {
          name: "Andreas Weber",
          role: "Steuerberater, Gründer",
          text: "Seit 1999 Steuerberater, Schwerpunkt mittelständische Unternehmen.",
        },
        {
          name: "Katrin Weber",
          role: "Steuerberaterin",
          text: "Expertin für Freiberufler, Ärzte und Immobilienbesitzer.",
        },
        {
          name: "Jan Petersen",
          role: "Steuerfachwirt",
          text: "Betreut Buchhaltung und Lohn unserer Mandanten digital.",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "referenzen",
      eyebrow: "Referenzen",
      title: "Was unsere Mandanten sagen",
      items: [
        {
          name: "Dr. Claudia Fuchs",
          role: "Zahnärztin, Frankfurt-Sachsenhausen",
          text: "Kompetent, erreichbar und immer einen Schritt voraus. Ich muss mich um nichts mehr kümmern.",
          rating: 5,
        },
        {
          name: "Michael Brenner",
          role: "Geschäftsführer, Brenner IT GmbH",
          text: "Die digitale Buchhaltung spart uns jeden Monat Stunden. Die Beratung ist erstklassig.",
          rating: 5,
        },
        {
          name: "Sarah Özdemir",
          role: "Gründerin, Atelier Özdemir",
          text: "Bei der Gründung hat mich das Team großartig begleitet – verständlich und geduldig.",
          rating: 5,
        },
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
    hours: [{ days: "Mo-Fr", time: "8:00-18:00" }],
    hoursNote: "Termine außerhalb der Öffnungszeiten nach Vereinbarung.",
    form: enquiryForm({
      title: "Terminanfrage",
      submitLabel: "Termin anfragen",
      fields: [textareaField("concern", "Ihr Anliegen")],
    }),
  },
  footer: {
    text: "Steuerberatung für Unternehmen und Privatpersonen.",
    lines: ["Bockenheimer Landstraße 51, 60325 Frankfurt am Main", "Telefon: 069 123 456 70"],
    columns: [
      {
        title: "Kanzlei",
        links: [
          link("Leistungen", "#leistungen"),
          link("Team", "#team"),
          link("Kontakt", "#kontakt"),
        ],
      },
    ],
  },
});
