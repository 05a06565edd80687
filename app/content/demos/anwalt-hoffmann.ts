// Kanzlei Hoffmann – the Berlin law firm of 02 §2.9 (criminal, labour and family law;
// form §5, hours and figures §9).
import * as site from "./shared";

export const anwaltHoffmann = site.exampleSite({
  slug: "anwalt-hoffmann",
  name: "Kanzlei Hoffmann",
  tagline: "Rechtsanwälte in Berlin",
  meta: {
    title: "Kanzlei Hoffmann – Rechtsanwälte für Straf-, Arbeits- und Familienrecht in Berlin",
    description:
      "Strafrecht, Arbeitsrecht und Familienrecht in Berlin: über 5.000 gewonnene Fälle und eine 24/7-Notfall-Hotline. Schildern Sie uns Ihren Fall.",
  },
  theme: {
    heading: "font-serif",
    accentText: "text-amber-800",
    button: "bg-slate-900 text-white hover:bg-slate-800 focus-visible:ring-slate-700",
    buttonOutline:
      "border border-slate-900 text-slate-900 hover:bg-slate-100 focus-visible:ring-slate-700",
    soft: "bg-amber-100 text-amber-950",
    alt: "bg-stone-50",
    dark: "bg-gradient-to-br from-slate-950 via-slate-900 to-stone-900",
    onDarkAccent: "text-amber-300",
    footer: "bg-slate-950 text-slate-300",
  },
  nav: site.navItems(["rechtsgebiete", "Rechtsgebiete"], ["team", "Team"], ["erfolge", "Erfolge"]),
  headerAction: { label: "Fall schildern", href: "#kontakt" },
  hero: {
    eyebrow: "Rechtsanwälte in Berlin-Mitte",
    title: "Wir kämpfen für Ihr Recht.",
    text: "Ob Ermittlungsverfahren, Kündigung oder Scheidung: Wir vertreten Sie entschlossen, diskret und mit der Erfahrung aus über 5.000 gewonnenen Fällen.",
    actions: [
      { label: "Fall schildern", href: "#kontakt" },
      { label: "24/7-Notruf: 030 987 654 32", variant: "outline" },
    ],
    facts: site.facts(
      ["5.000+", "gewonnene Fälle"],
      ["24/7", "Notfall-Hotline"],
      ["3", "Fachanwälte"],
      ["5,0", "Sterne Bewertung"],
    ),
  },
  sections: [
    {
      kind: "cards",
      id: "rechtsgebiete",
      eyebrow: "Rechtsgebiete",
      title: "Unsere Schwerpunkte",
      columns: 3,
      items: [
        site.iconCard(
          "shield",
          "Strafrecht",
          "Verteidigung im Ermittlungs- und Strafverfahren, Haftsachen, Verkehrs- und Wirtschaftsstrafrecht.",
        ),
        site.iconCard(
          "briefcase",
          "Arbeitsrecht",
          "Kündigungsschutz, Abfindungen, Aufhebungsverträge und Arbeitszeugnisse für Arbeitnehmer.",
        ),
        site.iconCard(
          "users",
          "Familienrecht",
          "Scheidung, Unterhalt, Sorge- und Umgangsrecht – einfühlsam und durchsetzungsstark.",
        ),
      ],
    },
    {
      kind: "story",
      id: "warum",
      eyebrow: "Warum Kanzlei Hoffmann?",
      title: "Erfahrung, die den Unterschied macht",
      paragraphs: [
        "Wir nehmen uns Zeit, Ihren Fall zu verstehen, und sagen Ihnen offen, wie Ihre Chancen stehen. Danach kämpfen wir – außergerichtlich, wenn möglich, vor Gericht, wenn nötig.",
      ],
      bullets: [
        "Ersteinschätzung innerhalb von 24 Stunden",
        "Transparente Kosten von Anfang an",
        "Erreichbar rund um die Uhr in Notfällen",
        "Fachanwälte für jedes Rechtsgebiet",
      ],
      facts: site.facts(
        ["5.000+", "gewonnene Fälle"],
        ["20+", "Jahre Erfahrung"],
        ["24 h", "Ersteinschätzung"],
        ["24/7", "Notruf"],
      ),
    },
    {
      kind: "team",
      id: "team",
      eyebrow: "Team",
      title: "Ihre Anwältinnen und Anwälte",
      members: [
        site.member(
          "Dr. Martin Hoffmann",
          "Fachanwalt für Strafrecht",
          "Seit über 20 Jahren Strafverteidiger in Berlin.",
        ),
        site.member(
          "Nina Hoffmann",
          "Fachanwältin für Familienrecht",
          "Scheidung, Unterhalt und Sorgerecht mit Augenmaß.",
        ),
        site.member(
          "Kemal Arslan",
          "Fachanwalt für Arbeitsrecht",
          "Kündigungsschutz und Abfindungsverhandlungen.",
        ),
      ],
    },
    {
      kind: "cards",
      id: "erfolge",
      eyebrow: "Erfolge",
      title: "Ausgewählte Erfolgsgeschichten",
      intro: "Jeder Fall ist anders – diese Beispiele zeigen, was möglich ist.",
      columns: 3,
      items: [
        {
          title: "Abfindung nach Kündigung",
          amount: "48.000 €",
          rating: 5,
          text: "Für einen langjährigen Vertriebsleiter erreichten wir nach unwirksamer Kündigung eine hohe Abfindung.",
        },
        {
          title: "Verfahren eingestellt",
          amount: "0 € Geldstrafe",
          rating: 5,
          text: "Das Ermittlungsverfahren wegen Betrugs gegen eine Unternehmerin wurde vollständig eingestellt.",
        },
        {
          title: "Unterhalt gesichert",
          amount: "1.850 € monatlich",
          rating: 5,
          text: "Für eine alleinerziehende Mutter setzten wir angemessenen Kindes- und Ehegattenunterhalt durch.",
        },
      ],
    },
    {
      kind: "banner",
      id: "notfall",
      title: "Strafrechtlicher Notfall? Wir sind sofort für Sie da.",
      text: "Festnahme, Durchsuchung oder Vorladung: Sagen Sie nichts ohne Anwalt. Unsere Notfall-Hotline ist rund um die Uhr erreichbar.",
      lines: ["24/7-Notfall-Hotline: 030 987 654 32"],
      actions: [{ label: "Notfall-Hotline anrufen" }],
    },
  ],
  contact: {
    title: "Schildern Sie uns Ihren Fall",
    intro: "Ihre Angaben behandeln wir streng vertraulich.",
    address: ["Friedrichstraße 148", "10117 Berlin"],
    phone: "030 987 654 30",
    email: "kanzlei@hoffmann-recht.de",
    hours: site.openingHours(["Mo-Fr", "8:00-20:00"], ["Notfall-Hotline", "24/7"]),
    form: site.enquiryForm({
      title: "Fallbeschreibung",
      submitLabel: "Fall absenden",
      phoneRequired: true,
      fields: [
        site.selectField(
          "area",
          "Rechtsgebiet",
          ["Strafrecht", "Arbeitsrecht", "Familienrecht", "Sonstiges"],
          "Bitte wählen",
        ),
        site.textareaField("description", "Fallbeschreibung"),
      ],
    }),
  },
  footer: {
    text: "Rechtsanwälte für Straf-, Arbeits- und Familienrecht.",
    lines: [
      "Friedrichstraße 148, 10117 Berlin",
      "Telefon: 030 987 654 30",
      "Notfall: 030 987 654 32",
    ],
    columns: [
      {
        title: "Rechtsgebiete",
        links: [
          site.link("Strafrecht", "#rechtsgebiete"),
          site.link("Arbeitsrecht", "#rechtsgebiete"),
          site.link("Familienrecht", "#rechtsgebiete"),
        ],
      },
    ],
  },
});
