// German content of the landing page (02 §2.2, marketing claims of 01 §1).
import { HOSTING, MARKETING, PROMISES } from "~/models/catalog/catalog";

export const HERO = {
  eyebrow: "Websites für Unternehmen, Kanzleien und Praxen",
  title: `Ihre professionelle Website – die erste Vorschau in ${PROMISES.packageFirstPreviewDays} Tagen`,
  text: "Wir gestalten, bauen und betreuen Ihre Website. Sie liefern die Inhalte, wir erledigen den Rest: responsiv, SEO-optimiert, barrierearm und DSGVO-konform. Hosting inklusive.",
};

export const CLAIMS = [
  { value: `${PROMISES.packageFirstPreviewDays} Tage`, label: "bis zur ersten Vorschau" },
  { value: MARKETING.sitesBuilt, label: "erstellte Websites" },
  { value: "inklusive", label: "Hosting" },
  { value: "24/7", label: "Support" },
];

export const SERVICES = [
  {
    title: "Individuelles Design",
    text: "Ein Auftritt, der zu Ihrem Unternehmen passt – kein Baukasten von der Stange.",
    icon: "design",
  },
  {
    title: "Responsiv",
    text: "Perfekt auf Smartphone, Tablet und Desktop. Über die Hälfte Ihrer Besucher kommt mobil.",
    icon: "mobile",
  },
  {
    title: "SEO-optimiert",
    text: "Saubere Technik, schnelle Ladezeiten und strukturierte Inhalte, damit Kunden Sie finden.",
    icon: "search",
  },
  {
    title: "DSGVO-konform",
    text: "Impressum, Datenschutzerklärung und Cookie-Hinweis – rechtssicher umgesetzt.",
    icon: "shield",
  },
  {
    title: "Barrierearm",
    text: "Gut lesbar und bedienbar für alle Menschen, auch mit Tastatur und Screenreader.",
    icon: "access",
  },
  {
    title: "Hosting & Support",
    text: "Hosting im ersten Jahr kostenlos und ein Support-Team, das rund um die Uhr erreichbar ist.",
    icon: "support",
  },
] as const;

/** A portfolio teaser on the landing page: the demo's address, title, trade and gradient. */
const teaser = (slug: string, title: string, category: string, colors: [string, string]) => ({
  slug,
  title,
  category,
  colors,
});

export const PORTFOLIO = [
  teaser("cafe-marktplatz", "Café am Marktplatz", "Gastronomie", ["#92400e", "#f59e0b"]),
  teaser("zimmerei-zimmermann", "Zimmerei Zimmermann", "Handwerk", ["#78350f", "#a16207"]),
  teaser("blumenhaus-berger", "Blumenhaus Berger", "Einzelhandel", ["#be185d", "#f472b6"]),
  teaser("fahrschule-hoffmann", "Fahrschule Hoffmann", "Dienstleistung", ["#1d4ed8", "#60a5fa"]),
  teaser("physiotherapie-klein", "Physiotherapie Klein", "Gesundheit", ["#0f766e", "#2dd4bf"]),
  teaser("baeckerei-richter", "Bäckerei Richter", "Lebensmittel", ["#b45309", "#fbbf24"]),
];

export const FAQ = [
  {
    question: "Wie schnell ist meine Website fertig?",
    answer: `Die erste Vorschau Ihrer Website erhalten Sie innerhalb von ${PROMISES.packageFirstPreviewDays} Tagen, sobald Ihre Zahlung eingegangen ist und Ihre Angaben vollständig sind. ${PROMISES.correctionLoops === 1 ? "Eine Korrekturschleife ist" : `${PROMISES.correctionLoops} Korrekturschleifen sind`} inklusive; danach geht die Website online.`,
  },
  {
    question: "Was kostet das Hosting?",
    answer: `Das Hosting ist im ersten Jahr kostenlos. Danach kostet es ${MARKETING.hostingMonthlyAfter} € pro Monat (inkl. MwSt.) – im Abo ist es bereits enthalten. Bei der Einmalzahlung erinnern wir Sie ${HOSTING.reminderDaysBefore.join(" und ")} Tage vor Ablauf des kostenlosen Jahres; Sie entscheiden, ob das Hosting weiterläuft (monatlich kündbar) oder endet – dann erhalten Sie auf Wunsch einen Export Ihrer Website und Ihre Domain. Ohne Entscheidung bleibt die Website noch ${HOSTING.graceDays} Tage online.`,
  },
  {
    question: "Kann ich nach dem Start noch Änderungen vornehmen lassen?",
    answer: `Ja. Vor der Abnahme ist eine Korrekturschleife inklusive. Nach dem Go-live sind kleine Änderungen ${PROMISES.freeSmallChangesDays} Tage lang kostenlos. Im Abo ist zusätzlich ein monatliches Kontingent für Änderungen enthalten.`,
  },
  {
    question: "Einmalzahlung oder Abo – was ist der Unterschied?",
    answer:
      "Bei der Einmalzahlung zahlen Sie Ihre Website einmal. Im Abo zahlen Sie einen monatlichen Betrag, der Hosting, Pflege und Änderungen enthält (Mindestlaufzeit 12 Monate, danach monatlich kündbar).",
  },
  {
    question: "Für wen ist das Angebot?",
    answer:
      "Unser Angebot richtet sich ausschließlich an Unternehmer, Selbstständige und Freiberufler (B2B), nicht an Verbraucher.",
  },
  {
    question: "Was brauche ich von Ihnen?",
    answer:
      "Nach der Bestellung füllen Sie ein kurzes Formular mit Ihren Unternehmensdaten und Wünschen aus und laden Texte, Logo und Bilder hoch. Den Rest erledigen wir.",
  },
];

export const TESTIMONIALS = [
  {
    name: "Sabine Krüger",
    role: "Inhaberin, Friseursalon Krüger",
    text: "Nach einer Woche war unsere neue Website online. Seitdem buchen deutlich mehr Kundinnen direkt über die Seite.",
    rating: 5,
  },
  {
    name: "Thomas Berg",
    role: "Geschäftsführer, Berg Haustechnik",
    text: "Unkompliziert, schnell und genau so, wie wir es uns vorgestellt haben. Änderungen werden noch am selben Tag umgesetzt.",
    rating: 5,
  },
  {
    name: "Dr. Leyla Aydin",
    role: "Zahnärztin",
    text: "Endlich eine Praxis-Website, die modern aussieht und auf dem Handy funktioniert. Die Betreuung ist hervorragend.",
    rating: 5,
  },
];
