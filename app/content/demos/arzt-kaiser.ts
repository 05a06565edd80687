// Hausarztpraxis Dr. Kaiser & Kollegen – family-doctor group practice, purple theme
// (02 §2.9; form §5; figures §9).
import * as site from "./shared";

/** Shown in the hero and again beside the practice story. */
const FIGURES = site.facts(
  ["30+", "Jahre Erfahrung"],
  ["15.000+", "Patienten"],
  ["6", "Fachärzte"],
  ["98%", "Zufriedenheit"],
);

const more = { label: "Mehr erfahren", variant: "outline" as const };

export const arztKaiser = site.exampleSite({
  slug: "arzt-kaiser",
  name: "Hausarztpraxis Dr. Kaiser",
  tagline: "Gemeinschaftspraxis für Allgemeinmedizin in Stuttgart",
  meta: {
    title: "Hausarztpraxis Dr. Kaiser & Kollegen – Allgemeinmedizin in Stuttgart",
    description:
      "Hausärztliche Gemeinschaftspraxis mit sechs Fachärzten: Vorsorge, Impfungen, Videosprechstunde und Online-Terminbuchung in Stuttgart.",
  },
  theme: {
    heading: "font-sans",
    accentText: "text-purple-700",
    button: "bg-purple-700 text-white hover:bg-purple-800 focus-visible:ring-purple-600",
    buttonOutline:
      "border border-purple-700 text-purple-800 hover:bg-purple-50 focus-visible:ring-purple-600",
    soft: "bg-purple-100 text-purple-950",
    alt: "bg-purple-50/60",
    dark: "bg-gradient-to-br from-purple-950 via-purple-900 to-indigo-900",
    onDarkAccent: "text-purple-200",
    footer: "bg-purple-950 text-purple-100",
  },
  nav: site.navItems(["leistungen", "Leistungen"], ["team", "Team"], ["aktuelles", "Aktuelles"]),
  headerAction: { label: "Online-Terminbuchung" },
  hero: {
    eyebrow: "Gemeinschaftspraxis für Allgemeinmedizin",
    title: "Ihre Hausärzte für die ganze Familie",
    text: "Sechs Fachärztinnen und Fachärzte unter einem Dach: von der Vorsorge über Impfungen bis zur Betreuung chronischer Erkrankungen – auch per Videosprechstunde.",
    actions: [
      { label: "Online-Terminbuchung" },
      { label: "Videosprechstunde", variant: "outline" },
    ],
    facts: FIGURES,
  },
  sections: [
    {
      kind: "cards",
      id: "leistungen",
      eyebrow: "Leistungen",
      title: "Hausärztliche Versorgung aus einer Hand",
      columns: 3,
      items: [
        site.iconCard(
          "stethoscope",
          "Hausärztliche Versorgung",
          "Ihre erste Anlaufstelle bei allen gesundheitlichen Fragen – für Jung und Alt.",
        ),
        site.iconCard(
          "shield",
          "Vorsorge & Check-up",
          "Gesundheits-Check-up, Krebsvorsorge und Hautkrebs-Screening.",
        ),
        site.iconCard(
          "syringe",
          "Impfungen",
          "Standard- und Reiseimpfungen sowie Impfberatung für die ganze Familie.",
        ),
        site.iconCard(
          "heart",
          "Chronische Erkrankungen",
          "Disease-Management-Programme für Diabetes, Asthma, COPD und KHK.",
        ),
        site.iconCard(
          "home",
          "Hausbesuche",
          "Wenn Sie nicht in die Praxis kommen können, kommen wir zu Ihnen.",
        ),
        site.iconCard(
          "video",
          "Videosprechstunde",
          "Beratung und Verlaufskontrollen bequem von zu Hause.",
        ),
      ],
    },
    {
      kind: "story",
      id: "praxis",
      eyebrow: "Medizin mit Zeit",
      title: "Gemeinsam für Ihre Gesundheit",
      paragraphs: [
        "Als Gemeinschaftspraxis vereinen wir die Erfahrung von sechs Ärztinnen und Ärzten. Sie haben feste Ansprechpartner – und im Urlaub oder Krankheitsfall immer eine Vertretung, die Ihre Geschichte kennt.",
      ],
      bullets: [
        "Online-Terminbuchung rund um die Uhr",
        "E-Rezept und elektronische Krankschreibung",
        "Kurze Wartezeiten dank Terminsystem",
        "Labor im Haus",
      ],
      facts: FIGURES,
    },
    {
      kind: "team",
      id: "team",
      eyebrow: "Team",
      title: "Unsere Ärztinnen und Ärzte",
      members: [
        site.member(
          "Dr. med. Sabine Kaiser",
          "Fachärztin für Allgemeinmedizin",
          "Gründerin der Praxis, Schwerpunkt Prävention und Naturheilverfahren.",
        ),
        site.member(
          "Dr. med. Robert Engel",
          "Facharzt für Innere Medizin",
          "Diabetologie und Betreuung chronischer Erkrankungen.",
        ),
        site.member(
          "Dr. med. Aylin Şahin",
          "Fachärztin für Allgemeinmedizin",
          "Reisemedizin, Impfungen und Kindervorsorge.",
        ),
      ],
    },
    {
      kind: "cards",
      id: "aktuelles",
      eyebrow: "Aktuelles",
      title: "Neuigkeiten aus der Praxis",
      columns: 3,
      items: [
        {
          icon: "syringe",
          eyebrow: "Impfungen",
          title: "COVID-19-Impfstoffe",
          text: "Die angepassten COVID-19-Impfstoffe sind verfügbar. Wir impfen dienstags und donnerstags nach Terminvereinbarung.",
          action: more,
        },
        {
          icon: "file",
          eyebrow: "Digital",
          title: "E-Rezept und eAU",
          text: "Rezepte erhalten Sie per Gesundheitskarte oder App, Krankschreibungen senden wir elektronisch an Ihre Krankenkasse.",
          action: more,
        },
        {
          icon: "calendar",
          eyebrow: "Praxisorganisation",
          title: "Urlaubsvertretung",
          text: "Vom 12. bis 23. August vertreten sich unsere Ärztinnen und Ärzte gegenseitig – die Praxis bleibt durchgehend geöffnet.",
          action: more,
        },
      ],
    },
    {
      kind: "banner",
      id: "termin",
      title: "Termin gewünscht?",
      text: "Buchen Sie Ihren Termin online – rund um die Uhr – oder rufen Sie uns während der Sprechzeiten an.",
      actions: [{ label: "Online-Termin buchen" }, { label: "Anrufen", variant: "outline" }],
    },
  ],
  contact: {
    title: "Schreiben Sie uns",
    intro:
      "Außerhalb der Sprechzeiten erreichen Sie den ärztlichen Bereitschaftsdienst unter 116 117, im Notfall die 112.",
    address: ["Königstraße 28", "70173 Stuttgart"],
    phone: "0711 234 567 8",
    email: "praxis@hausarzt-kaiser.de",
    hours: site.openingHours(
      ["Montag – Freitag", "7:30 – 12:30"],
      ["Mo, Di, Do", "14:30 – 18:00"],
      ["Bereitschaftsdienst", "116 117"],
    ),
    form: site.enquiryForm({
      title: "Kontaktformular",
      submitLabel: "Nachricht senden",
      phoneRequired: true,
      fields: [
        site.selectField("subject", "Betreff", [
          "Terminanfrage",
          "Rezeptbestellung",
          "Überweisung",
          "Allgemeine Anfrage",
        ]),
        site.textareaField("message", "Nachricht"),
      ],
    }),
  },
  footer: {
    text: "Gemeinschaftspraxis für Allgemeinmedizin.",
    lines: ["Königstraße 28, 70173 Stuttgart", "Telefon: 0711 234 567 8"],
    columns: [
      {
        title: "Leistungen",
        links: [site.link("Vorsorge"), site.link("Impfungen"), site.link("Hausbesuche")],
      },
      {
        title: "Service",
        links: [
          site.link("Online-Termin"),
          site.link("Videosprechstunde"),
          site.link("Rezeptbestellung"),
        ],
      },
    ],
  },
});
