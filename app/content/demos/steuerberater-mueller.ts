// Müller & Partner – the Munich tax firm of 02 §2.9 (form §5, hours and figures §9).
import * as site from "./shared";

export const steuerberaterMueller = site.exampleSite({
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
  nav: site.navItems(["kompetenzen", "Kompetenzen"], ["team", "Team"], ["mandanten", "Mandanten"]),
  headerAction: { label: "Schnellanfrage", href: "#kontakt" },
  hero: {
    eyebrow: "Steuerberatung in München",
    title: "Klarheit in Steuerfragen. Seit über 30 Jahren.",
    text: "Müller & Partner berät Unternehmen, Selbstständige und Privatpersonen in München und Umgebung – persönlich, digital und mit klaren Empfehlungen.",
    actions: [
      { label: "Schnellanfrage stellen", href: "#kontakt" },
      { label: "Unsere Kompetenzen", href: "#kompetenzen", variant: "outline" },
    ],
    facts: site.facts(
      ["1.200+", "Mandanten"],
      ["30+", "Jahre Erfahrung"],
      ["4", "Steuerberater"],
      ["Sa", "Termine nach Vereinbarung"],
    ),
  },
  sections: [
    {
      kind: "cards",
      id: "kompetenzen",
      eyebrow: "Kompetenzen",
      title: "Unsere Schwerpunkte",
      columns: 3,
      items: [
        site.iconCard(
          "briefcase",
          "Unternehmensberatung",
          "Gestaltung von Rechtsformen, Nachfolge und Finanzierung für den Mittelstand.",
        ),
        site.iconCard(
          "calculator",
          "Steuererklärungen & Abschlüsse",
          "Jahresabschlüsse, Bilanzen und Steuererklärungen termingerecht und sorgfältig.",
        ),
        site.iconCard(
          "users",
          "Privatberatung",
          "Erbschaft, Schenkung, Immobilien und Altersvorsorge steuerlich optimal planen.",
        ),
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
      facts: site.facts(
        ["1.200+", "zufriedene Mandanten"],
        ["24 h", "Antwortzeit"],
        ["30+", "Jahre in München"],
        ["5,0", "Sterne Bewertung"],
      ),
    },
    {
      kind: "team",
      id: "team",
      eyebrow: "Team",
      title: "Die Partner",
      members: [
        site.member(
          "Dr. Thomas Müller",
          "Steuerberater, Partner",
          "Unternehmensnachfolge und Umstrukturierungen.",
        ),
        site.member(
          "Barbara Huber",
          "Steuerberaterin, Partnerin",
          "Immobilien, Erbschaft- und Schenkungsteuer.",
        ),
        site.member(
          "Florian Maier",
          "Steuerberater",
          "Start-ups, Freiberufler und digitale Buchhaltung.",
        ),
      ],
    },
    {
      kind: "testimonials",
      id: "mandanten",
      eyebrow: "Mandanten",
      title: "Stimmen unserer Mandanten",
      items: [
        site.review(
          "Georg Lindner",
          "Inhaber, Lindner Bau GmbH",
          "Bei der Übergabe an meinen Sohn hat uns Müller & Partner hervorragend beraten.",
        ),
        site.review(
          "Eva Schuster",
          "Architektin, selbstständig",
          "Schnelle Antworten, klare Empfehlungen – genau so stelle ich mir Steuerberatung vor.",
        ),
        site.review(
          "Familie Berger",
          "Privatmandanten",
          "Die Planung unseres Immobilienerbes war kompetent und sehr verständlich erklärt.",
        ),
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
    hours: site.openingHours(["Mo-Fr", "8:00-19:00"], ["Sa", "9:00-13:00 nach Vereinbarung"]),
    form: site.enquiryForm({
      title: "Schnellanfrage",
      submitLabel: "Anfrage senden",
      fields: [
        site.selectField("concern", "Anliegen", [
          "Erstberatung",
          "Unternehmensberatung",
          "Privatberatung",
          "Sonstiges",
        ]),
        site.textareaField("message", "Nachricht"),
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
          site.link("Kompetenzen", "#kompetenzen"),
          site.link("Team", "#team"),
          site.link("Kontakt", "#kontakt"),
        ],
      },
    ],
  },
});
