// Kardiologie Dr. Bergmann – cardiology practice, teal theme (02 §2.9; form §5; figures §9).
import * as site from "./shared";

/** Shown in the hero and again beside the practice story. */
const FIGURES = site.facts(
  ["20+", "Jahre Erfahrung"],
  ["10.000+", "Patienten"],
  ["24/7", "Notfallservice"],
  ["4.9", "Bewertung"],
);

export const arztBergmann = site.exampleSite({
  slug: "arzt-bergmann",
  name: "Kardiologie Dr. Bergmann",
  tagline: "Praxis für Kardiologie in Düsseldorf",
  meta: {
    title: "Kardiologie Dr. Bergmann – Praxis für Kardiologie in Düsseldorf",
    description:
      "Herzdiagnostik, Vorsorge und Nachsorge: über 20 Jahre Erfahrung und mehr als 10.000 Patienten. Termine online in der Kardiologie Dr. Bergmann.",
  },
  theme: {
    heading: "font-sans",
    accentText: "text-teal-700",
    button: "bg-teal-700 text-white hover:bg-teal-800 focus-visible:ring-teal-600",
    buttonOutline:
      "border border-teal-700 text-teal-800 hover:bg-teal-50 focus-visible:ring-teal-600",
    soft: "bg-teal-100 text-teal-950",
    alt: "bg-teal-50/60",
    dark: "bg-gradient-to-br from-teal-950 via-teal-900 to-cyan-900",
    onDarkAccent: "text-teal-200",
    footer: "bg-slate-900 text-slate-300",
  },
  nav: site.navItems(["leistungen", "Leistungen"], ["team", "Team"], ["praxis", "Praxis"]),
  headerAction: { label: "Termin online buchen" },
  hero: {
    eyebrow: "Fachärzte für Innere Medizin und Kardiologie",
    title: "Ihr Herz in besten Händen",
    text: "Moderne Herzdiagnostik, persönliche Betreuung und kurze Wartezeiten – für gesetzlich und privat Versicherte in Düsseldorf.",
    actions: [
      { label: "Termin vereinbaren" },
      { label: "Notfall-Hotline: 116 117", variant: "outline" },
    ],
    facts: FIGURES,
  },
  sections: [
    {
      kind: "cards",
      id: "leistungen",
      eyebrow: "Leistungen",
      title: "Kardiologische Diagnostik und Therapie",
      columns: 3,
      items: [
        site.iconCard(
          "pulse",
          "EKG & Belastungs-EKG",
          "Ruhe-, Belastungs- und Langzeit-EKG zur Beurteilung von Herzrhythmus und Belastbarkeit.",
        ),
        site.iconCard(
          "heart",
          "Herzultraschall",
          "Echokardiographie inklusive Stress- und Schluckecho in modernster Bildqualität.",
        ),
        site.iconCard(
          "clock",
          "Langzeit-Blutdruck",
          "24-Stunden-Messung und individuelle Einstellung Ihres Blutdrucks.",
        ),
        site.iconCard(
          "shield",
          "Kardiologische Vorsorge",
          "Check-up für Herz und Gefäße – besonders bei familiärer Vorbelastung.",
        ),
        site.iconCard(
          "stethoscope",
          "Schrittmacher-Nachsorge",
          "Kontrolle und Programmierung von Herzschrittmachern und Defibrillatoren.",
        ),
        site.iconCard(
          "file",
          "Zweitmeinung",
          "Fundierte Einschätzung vor geplanten Eingriffen am Herzen.",
        ),
      ],
    },
    {
      kind: "story",
      id: "diagnostik",
      eyebrow: "Warum zu uns?",
      title: "Modernste Diagnostik, persönliche Betreuung",
      paragraphs: [
        "Wir verbinden neueste Medizintechnik mit Zeit für Ihre Fragen. Befunde besprechen wir ausführlich mit Ihnen – und stimmen uns eng mit Ihrer Hausarztpraxis ab.",
      ],
      bullets: [
        "Termine meist innerhalb von 14 Tagen",
        "Befundbesprechung am selben Tag",
        "Barrierefreie Praxis mit Aufzug",
        "Alle Kassen und privat",
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
          "Dr. med. Johannes Bergmann",
          "Facharzt für Kardiologie, Praxisinhaber",
          "Über 20 Jahre Erfahrung, zuvor Oberarzt am Universitätsklinikum.",
        ),
        site.member(
          "Dr. med. Lisa Hartmann",
          "Fachärztin für Kardiologie",
          "Schwerpunkt Echokardiographie und Herzinsuffizienz.",
        ),
        site.member(
          "Dr. med. Ömer Kaya",
          "Facharzt für Innere Medizin",
          "Rhythmologie und Schrittmacher-Nachsorge.",
        ),
      ],
    },
    {
      kind: "story",
      id: "praxis",
      eyebrow: "Unsere Praxis",
      title: "Ruhige Atmosphäre im Herzen von Düsseldorf",
      paragraphs: [
        "Unsere Praxis liegt zentral an der Königsallee, ist barrierefrei erreichbar und mit modernen Untersuchungsräumen ausgestattet. Machen Sie sich vorab ein Bild von uns.",
      ],
      bullets: [
        "Vier Untersuchungsräume",
        "Eigene Parkplätze in der Tiefgarage",
        "U-Bahn Steinstraße/Königsallee",
      ],
      actions: [{ label: "Virtuelle Praxistour" }],
      facts: site.facts(
        ["4", "Untersuchungsräume"],
        ["1", "Minute zur U-Bahn"],
        ["100 %", "barrierefrei"],
        ["14 Tage", "bis zum Termin"],
      ),
      reverse: true,
    },
  ],
  contact: {
    title: "Termin anfragen",
    intro: "Bei akuten Brustschmerzen oder Atemnot rufen Sie bitte sofort den Notruf 112.",
    address: ["Königsallee 60", "40212 Düsseldorf"],
    phone: "0211 456 789 0",
    email: "praxis@kardiologie-bergmann.de",
    hours: site.openingHours(
      ["Montag, Dienstag, Donnerstag", "8:00 – 18:00"],
      ["Mittwoch, Freitag", "8:00 – 13:00"],
      ["Ärztlicher Bereitschaftsdienst", "116 117"],
    ),
    form: site.enquiryForm({
      title: "Terminanfrage",
      submitLabel: "Termin anfragen",
      phoneRequired: true,
      fields: [
        site.selectField("service", "Leistung", [
          "Vorsorgeuntersuchung",
          "Akute Beschwerden",
          "Kontrolluntersuchung",
          "Zweitmeinung",
        ]),
        site.textareaField("message", "Nachricht", "Beschreiben Sie kurz Ihr Anliegen..."),
      ],
    }),
  },
  footer: {
    text: "Praxis für Kardiologie und Innere Medizin.",
    lines: ["Königsallee 60, 40212 Düsseldorf", "Telefon: 0211 456 789 0"],
    columns: [
      {
        title: "Leistungen",
        links: [site.link("EKG"), site.link("Herzultraschall"), site.link("Vorsorge")],
      },
      {
        title: "Service",
        links: [site.link("Terminbuchung"), site.link("Anfahrt"), site.link("Rezeptbestellung")],
      },
    ],
  },
});
