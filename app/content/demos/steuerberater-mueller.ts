// Müller & Partner – the Munich tax firm of 02 §2.9 (form §5, hours and figures §9).
import { enquiryForm, exampleSite, link, selectField, textareaField } from "./shared";

export const steuerberaterMueller = exampleSite({
  slug: "steuerberater-mueller",
  name: "Müller & Partner",
  tagline: "Steuerberatungsgesellschaft in München",
  meta: {
    title: "Müller & Partner – Steuerberater in München",
    description:
      "Steuerberatung, Unternehmens- und Privatberatung in München: Über 1.200 Mandanten vertrauen Müller & Partner. Jetzt Erstberatung anfragen.",
  },
  theme: {
    heading: "font-serif",
    accentText: "text-emerald-800",
    button: "bg-emerald-800 text-white hover:bg-emerald-900 focus-visible:ring-emerald-700",
    buttonOutline:
      "border border-emerald-800 text-emerald-900 hover:bg-emerald-50 focus-visible:ring-emerald-700",
    soft: "bg-emerald-100 text-emerald-950",
    alt: "bg-stone-50",
    dark: "bg-gradient-to-br from-emerald-950 via-slate-900 to-emerald-950",
    onDarkAccent: "text-emerald-300",
    footer: "bg-slate-950 text-slate-300",
  },
  nav: [
    { id: "kompetenzen", label: "Kompetenzen" },
    { id: "team", label: "Team" },
    { id: "mandanten", label: "Mandanten" },
  ],
  headerAction: { label: "Schnellanfrage", href: "#kontakt" },
  hero: {
    eyebrow: "Steuerberatung in München",
    title: "Klarheit in Steuerfragen. Seit über 30 Jahren.",
    text: "Müller & Partner berät Unternehmen, Selbstständige und Privatpersonen in München und Umgebung – persönlich, digital und mit klaren Empfehlungen.",
    actions: [
      { label: "Schnellanfrage stellen", href: "#kontakt" },
      { label: "Unsere Kompetenzen", href: "#kompetenzen", variant: "outline" },
    ],
    facts: [
      { value: "1.200+", label: "Mandanten" },
      { value: "30+", label: "Jahre Erfahrung" },
      { value: "4", label: "Steuerberater" },
      { value: "Sa", label: "Termine nach Vereinbarung" },
    ],
  },
  sections: [
    {
      kind: "cards",
      id: "kompetenzen",
      eyebrow: "Kompetenzen",
      title: "Unsere Schwerpunkte",
      columns: 3,
      items: [
        {
          icon: "briefcase",
          title: "Unternehmensberatung",
          text: "Gestaltung von Rechtsformen, Nachfolge und Finanzierung für den Mittelstand.",
        },
        {
          icon: "calculator",
          title: "Steuererklärungen & Abschlüsse",
          text: "Jahresabschlüsse, Bilanzen und Steuererklärungen termingerecht und sorgfältig.",
        },
        {
          icon: "users",
          title: "Privatberatung",
          text: "Erbschaft, Schenkung, Immobilien und Altersvorsorge steuerlich optimal planen.",
        },
      ],
    },
    {
      kind: "story",
      id: "warum",
      eyebrow: "Warum Müller & Partner?",
      title: "Beratung, die sich rechnet",
      paragraphs: [
        "Wir denken mit, bevor das Finanzamt fragt. Sie erhalten feste Ansprechpartner, transparente Honorare und eine Kanzlei, die digital arbeitet, aber persönlich berät.",
      ],
      bullets: [
        "Fester Ansprechpartner für alle Themen",
        "Antwort innerhalb von 24 Stunden",
        "Digitale Belegübermittlung per App",
        "Transparente Pauschalhonorare",
      ],
      facts: [
        { value: "1.200+", label: "zufriedene Mandanten" },
        { value: "24 h", label: "Antwortzeit" },
        { value: "30+", label: "Jahre in München" },
        { value: "5,0", label: "Sterne Bewertung" },
      ],
    },
    {
      kind: "team",
      id: "team",
      eyebrow: "Team",
      title: "Die Partner",
      members: [
        {
          name: "Dr. Thomas Müller",
          role: "Steuerberater, Partner",
          text: "Unternehmensnachfolge und Umstrukturierungen.",
        },
        {
          name: "Barbara Huber",
          role: "Steuerberaterin, Partnerin",
          text: "Immobilien, Erbschaft- und Schenkungsteuer.",
        },
        {
          name: "Florian Maier",
          role: "Steuerberater",
          text: "Start-ups, Freiberufler und digitale Buchhaltung.",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "mandanten",
      eyebrow: "Mandanten",
      title: "Stimmen unserer Mandanten",
      items: [
        {
          name: "Georg Lindner",
          role: "Inhaber, Lindner Bau GmbH",
          text: "Bei der Übergabe an meinen Sohn hat uns Müller & Partner hervorragend beraten.",
          rating: 5,
        },
        {
          name: "Eva Schuster",
          role: "Architektin, selbstständig",
          text: "Schnelle Antworten, klare Empfehlungen – genau so stelle ich mir Steuerberatung vor.",
          rating: 5,
        },
        {
          name: "Familie Berger",
          role: "Privatmandanten",
          text: "Die Planung unseres Immobilienerbes war kompetent und sehr verständlich erklärt.",
          rating: 5,
        },
      ],
    },
    {
      kind: "banner",
      id: "erstberatung",
      title: "Vereinbaren Sie Ihre Erstberatung",
      text: "Ob Gründung, Nachfolge oder Steuererklärung: Schildern Sie uns kurz Ihr Anliegen – wir melden uns innerhalb von 24 Stunden.",
      actions: [
        { label: "Zur Schnellanfrage", href: "#kontakt" },
        { label: "089 765 432 10", variant: "outline" },
      ],
    },
  ],
  contact: {
    title: "Sprechen Sie uns an",
    address: ["Maximilianstraße 35", "80539 München"],
    phone: "089 765 432 10",
    email: "info@mueller-partner-stb.de",
    hours: [
      { days: "Mo-Fr", time: "8:00-19:00" },
      { days: "Sa", time: "9:00-13:00 nach Vereinbarung" },
    ],
    form: enquiryForm({
      title: "Schnellanfrage",
      submitLabel: "Anfrage senden",
      fields: [
        selectField("concern", "Anliegen", [
          "Erstberatung",
          "Unternehmensberatung",
          "Privatberatung",
          "Sonstiges",
        ]),
        textareaField("message", "Nachricht"),
      ],
    }),
  },
  footer: {
    text: "Steuerberatungsgesellschaft in München.",
    lines: ["Maximilianstraße 35, 80539 München", "Telefon: 089 765 432 10"],
    columns: [
      {
        title: "Kanzlei",
        links: [
          link("Kompetenzen", "#kompetenzen"),
          link("Team", "#team"),
          link("Kontakt", "#kontakt"),
        ],
      },
    ],
  },
});
