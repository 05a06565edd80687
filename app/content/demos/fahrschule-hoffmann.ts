// Fahrschule Hoffmann (02 §2.8 driving school: testimonials every 5 s among 3;
// packages 899, 1599 and 2199 €).
import * as site from "./shared";

const signUp = { label: "Jetzt anmelden" };

const contact = { phone: "0341 234 56 70", email: "info@fahrschule-hoffmann.de" };

export const fahrschuleHoffmann = site.portfolioSite({
  slug: "fahrschule-hoffmann",
  name: "Fahrschule Hoffmann",
  tagline: "Sicher zum Führerschein in Leipzig",
  imageType: "fahrschule",
  meta: {
    title: "Fahrschule Hoffmann – Führerschein Klasse B in Leipzig",
    description:
      "Theorie, Praxis und Prüfung mit geduldigen Fahrlehrern: Führerscheinpakete ab 899 € bei der Fahrschule Hoffmann in Leipzig.",
  },
  theme: {
    page: "bg-white text-slate-800",
    heading: "font-sans",
    accentText: "text-blue-700",
    button: "bg-blue-700 text-white hover:bg-blue-800 focus-visible:ring-blue-600",
    buttonOutline:
      "border border-blue-700 text-blue-800 hover:bg-blue-50 focus-visible:ring-blue-600",
    soft: "bg-blue-100 text-blue-950",
    alt: "bg-slate-50",
    dark: "bg-gradient-to-br from-slate-950 via-blue-950 to-blue-900",
    onDarkAccent: "text-sky-300",
    headerSolid: "bg-white/95 text-slate-900 shadow-sm backdrop-blur",
    footer: "bg-slate-950 text-slate-300",
  },
  nav: site.navItems(
    ["ausbildung", "Ausbildung"],
    ["preise", "Preise"],
    ["team", "Team"],
    ["stimmen", "Erfahrungen"],
  ),
  headerAction: { label: "Jetzt anmelden" },
  sections: [
    {
      kind: "hero",
      id: "start",
      eyebrow: "Führerschein Klasse B in Leipzig",
      title: "Entspannt und sicher zum Führerschein",
      text: "Moderne Fahrzeuge, geduldige Fahrlehrer und flexible Fahrstunden – auch am Abend und am Samstag. Theorie lernen Sie bei uns im Unterricht und per App.",
      actions: [
        { label: "Jetzt anmelden" },
        { label: "Preise ansehen", href: "#preise", variant: "outline" },
      ],
      image: { name: "modernCar", alt: "Fahrschulauto der Fahrschule Hoffmann" },
      facts: site.facts(
        ["96 %", "Bestehensquote Praxis"],
        ["15", "Jahre Erfahrung"],
        ["3.500+", "Fahrschüler"],
        ["ab 899 €", "Führerscheinpaket"],
      ),
    },
    {
      kind: "steps",
      id: "ausbildung",
      eyebrow: "Ihre Ausbildung",
      title: "In vier Etappen zum Führerschein",
      items: [
        {
          title: "Theorieunterricht",
          text: "Abwechslungsreicher Unterricht viermal pro Woche und Lern-App inklusive.",
          image: { name: "classroom", alt: "Theorieraum mit Fahrschülern" },
        },
        {
          title: "Erste Fahrstunden",
          text: "In Ruhe das Auto kennenlernen – auf dem Übungsplatz und in ruhigen Straßen.",
          image: { name: "carInterior", alt: "Cockpit eines Fahrschulautos" },
        },
        {
          title: "Stadtverkehr",
          text: "Kreuzungen, Kreisverkehr und Straßenbahn: sicher durch die Leipziger Innenstadt.",
          image: { name: "cityDriving", alt: "Fahrschulauto im Stadtverkehr" },
        },
        {
          title: "Autobahn & Sonderfahrten",
          text: "Überland-, Autobahn- und Nachtfahrten bereiten Sie auf die Prüfung vor.",
          image: { name: "highwayDriving", alt: "Fahrschulauto auf der Autobahn" },
        },
      ],
    },
    {
      kind: "cards",
      id: "preise",
      eyebrow: "Transparente Preise",
      title: "Unsere Führerscheinpakete",
      intro: "Alle Pakete inklusive Grundgebühr, Lernmaterial und Vorstellung zur Prüfung.",
      columns: 3,
      items: [
        {
          title: "Kompakt",
          price: "899 €",
          text: "Für Fahrschülerinnen und Fahrschüler mit Vorerfahrung.",
          lines: ["Grundgebühr und Theorie", "10 Übungsfahrstunden", "12 Sonderfahrten"],
          action: signUp,
        },
        {
          eyebrow: "Beliebteste Wahl",
          title: "Komplett",
          price: "1.599 €",
          text: "Unser Rundum-Paket für den sicheren Start.",
          lines: [
            "Grundgebühr und Theorie",
            "20 Übungsfahrstunden",
            "12 Sonderfahrten",
            "Lern-App Premium",
          ],
          action: signUp,
          highlight: true,
        },
        {
          title: "Premium",
          price: "2.199 €",
          text: "Mit Intensivkurs und Prüfungsgebühren.",
          lines: [
            "Alles aus Komplett",
            "30 Übungsfahrstunden",
            "Intensivkurs in 3 Wochen",
            "TÜV-Prüfungsgebühren inklusive",
          ],
          action: signUp,
        },
      ],
      note: "Dies ist eine Demo-Seite – eine Anmeldung ist hier nicht möglich.",
    },
    {
      kind: "story",
      id: "team",
      eyebrow: "Ihr Fahrlehrer-Team",
      title: "Geduldig, erfahren und immer fair",
      paragraphs: [
        "Inhaber Stefan Hoffmann und sein Team aus sechs Fahrlehrerinnen und Fahrlehrern begleiten Sie vom ersten Unterricht bis zur bestandenen Prüfung.",
        "Wir nehmen uns Zeit für Ihre Fragen – und für Ihre Nervosität vor der Prüfung.",
      ],
      bullets: [
        "Feste Fahrlehrerin oder fester Fahrlehrer",
        "Fahrstunden auch abends und samstags",
        "Automatik- und Schaltwagen",
      ],
      image: { name: "instructor", alt: "Fahrlehrer Stefan Hoffmann neben dem Fahrschulauto" },
    },
    {
      kind: "testimonials",
      id: "stimmen",
      eyebrow: "Erfahrungen",
      title: "Das sagen unsere Fahrschüler",
      rotateMs: 5000,
      items: [
        site.review(
          "Lea Schneider",
          "18 Jahre, Klasse B",
          "Ich war super nervös, aber mein Fahrlehrer war total geduldig. Prüfung beim ersten Mal bestanden!",
          { name: "student1", alt: "Fahrschülerin Lea Schneider" },
        ),
        site.review(
          "Noah Becker",
          "17 Jahre, Begleitetes Fahren",
          "Die Theorie-App ist klasse und die Fahrstunden konnte ich immer nach der Schule machen.",
          { name: "student2", alt: "Fahrschüler Noah Becker" },
        ),
        site.review(
          "Sandra Köhler",
          "34 Jahre, Klasse B",
          "Als Späteinsteigerin habe ich mich hier sehr gut aufgehoben gefühlt. Klare Empfehlung!",
        ),
      ],
    },
    site.contactSection({
      title: "Besuchen Sie uns im Büro",
      address: ["Karl-Liebknecht-Straße 52", "04275 Leipzig"],
      ...contact,
      hours: site.openingHours(
        ["Montag – Donnerstag", "14:00 – 19:00"],
        ["Freitag", "14:00 – 17:00"],
        ["Theorieunterricht", "Mo – Do 18:30"],
      ),
    }),
  ],
  footer: {
    text: "Ihre Fahrschule in der Leipziger Südvorstadt.",
    lines: site.footerLines("Karl-Liebknecht-Straße 52, 04275 Leipzig", contact),
  },
});
