// German content of the three profession landing pages (02 §2.5). Figures are read from
// the catalogue so the pages, the checkout and the terms can never disagree on a price.
import {
  PROFESSIONAL_PACKAGE,
  getProfession,
  type Profession,
  type ProfessionPlan,
} from "~/models/catalog/catalog";
import { formatEuros } from "~/utils/format";

export type IconName =
  | "clock"
  | "shield"
  | "search"
  | "phone"
  | "users"
  | "calendar"
  | "scale"
  | "lock"
  | "heart"
  | "chart"
  | "doc"
  | "star";

export interface TextItem {
  title: string;
  text: string;
}

interface IconItem extends TextItem {
  icon: IconName;
}

export interface Testimonial {
  name: string;
  role: string;
  text: string;
  rating: number;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ProfessionContent {
  id: Profession;
  /** the plan from the catalogue: prices, included features, example sites */
  plan: ProfessionPlan;
  metaTitle: string;
  metaDescription: string;
  hero: { eyebrow: string; title: string; text: string; highlights: string[] };
  benefits: { title: string; intro: string; items: IconItem[] };
  process: TextItem[];
  price: {
    monthly: string;
    setupFee: string;
    setupNote: string;
    startNote: string;
    termNote: string;
    included: string[];
  };
  features: { title: string; intro: string; items: IconItem[] };
  testimonials: Testimonial[];
  examples: {
    intro: string;
    sites: { slug: string; title: string; href: string; description: string }[];
  };
  faq: FaqItem[];
}

const P = PROFESSIONAL_PACKAGE;
const monthly = formatEuros(P.subscriptionPrice);
const setupFee = formatEuros(P.setupFee);

/** 02 §2.5 / 01 §2: the flow promised to every professional customer. */
export const PROCESS_STEPS: TextItem[] = [
  {
    title: "Einrichtungsgebühr zahlen",
    text: `Sie zahlen einmalig ${setupFee} (zzgl. MwSt.) sicher per Karte – sonst nichts im Voraus.`,
  },
  {
    title: "Zugang zum Portal erhalten",
    text: "Direkt nach der Zahlung erhalten Sie Ihren persönlichen Zugang zu unserem Kundenportal.",
  },
  {
    title: "Angaben eintragen",
    text: "Im Portal tragen Sie Ihre Daten ein und laden Logo, Texte und Bilder bequem hoch.",
  },
  {
    title: "Website wird erstellt",
    text: `Innerhalb von ${P.setupWorkingDays} Werktagen nach Ihren vollständigen Angaben erhalten Sie die erste Vorschau Ihrer neuen Website.`,
  },
  {
    title: "Abnahme durch Sie",
    text: `Sie prüfen das Ergebnis in Ruhe. ${P.correctionLoops === 1 ? "Eine Korrekturschleife ist" : `${P.correctionLoops} Korrekturschleifen sind`} inklusive.`,
  },
  {
    title: "Abo startet",
    text: `Erst nach Ihrer Abnahme beginnt das Abo mit ${monthly} pro Monat.`,
  },
];

const PRICE = {
  monthly,
  setupFee,
  setupNote: "zzgl. MwSt., nicht erstattbar",
  startNote: `Die monatliche Gebühr von ${monthly} beginnt erst nach Abnahme Ihrer fertigen Website.`,
  termNote: `Mindestlaufzeit ${P.minimumTermMonths} Monate, danach monatlich kündbar.`,
};

function sharedFaq(professionalRules: FaqItem): FaqItem[] {
  return [
    {
      question: "Wann beginnt die monatliche Gebühr?",
      answer: `Erst nach Ihrer Abnahme. Bis dahin zahlen Sie nur die einmalige Einrichtungsgebühr von ${setupFee} (zzgl. MwSt.). Sobald Sie Ihre fertige Website abgenommen haben, startet das Abo mit ${monthly} pro Monat.`,
    },
    {
      question: "Wie schnell ist meine Website fertig?",
      answer: `Sobald Ihre Angaben im Portal vollständig sind, erhalten Sie die erste Vorschau Ihrer Website innerhalb von ${P.setupWorkingDays} Werktagen. Anschließend prüfen Sie das Ergebnis; eine Korrekturschleife ist inklusive.`,
    },
    {
      question: "Welche Laufzeit hat der Vertrag und wie kann ich kündigen?",
      answer: `Die Mindestlaufzeit beträgt ${P.minimumTermMonths} Monate ab Abnahme. Danach läuft das Abo monatlich weiter; gekündigt wird dann mit einer Frist von ${P.noticePeriodText} zum Monatsende.`,
    },
    {
      question: "Kann ich später Änderungen an meiner Website wünschen?",
      answer: `Ja. Im Abo sind ${P.changeRequestsPerMonthFaq} Änderungswünsche pro Monat mit zusammen bis zu ${P.changeMinutesPerMonth} Minuten Aufwand enthalten. Wir reagieren in der Regel in unter ${P.reactionHours} Stunden.`,
    },
    {
      question: "Ist die Einrichtungsgebühr erstattbar?",
      answer: `Nein. Die Einrichtungsgebühr von ${setupFee} zzgl. MwSt. deckt die Einrichtung Ihres Portals und den Beginn der Arbeit an Ihrer Website und wird nicht erstattet.`,
    },
    professionalRules,
    {
      question: "Für wen ist das Angebot?",
      answer:
        "Unser Angebot richtet sich ausschließlich an Unternehmer, Freiberufler und Praxen (B2B). Bei der Bestellung bestätigen Sie, dass Sie als Unternehmer handeln, und stimmen unseren AGB ausdrücklich zu.",
    },
  ];
}

function examples(plan: ProfessionPlan, descriptions: [string, string]) {
  return plan.exampleSites.map((site, i) => ({
    ...site,
    href: `/beispiele/${site.slug}`,
    description: descriptions[i] ?? "",
  }));
}

function requireProfession(id: Profession): ProfessionPlan {
  const plan = getProfession(id);
  if (!plan) throw new Error(`Unbekannte Berufsgruppe ${id}`);
  return plan;
}

const steuerberaterPlan = requireProfession("steuerberater");
const anwaeltePlan = requireProfession("anwaelte");
const aerztePlan = requireProfession("aerzte");

const PROFESSION_CONTENT: Record<Profession, ProfessionContent> = {
  steuerberater: {
    id: "steuerberater",
    plan: steuerberaterPlan,
    metaTitle: "Websites für Steuerberater – Seitenwerk",
    metaDescription: `Die professionelle Kanzlei-Website für Steuerberater: ${monthly} im Monat, erste Vorschau in ${P.setupWorkingDays} Werktagen, Abo-Start erst nach Ihrer Abnahme.`,
    hero: {
      eyebrow: "Für Steuerberater und Steuerkanzleien",
      title: "Die Kanzlei-Website, die Mandanten überzeugt",
      text: "Gewinnen Sie die Mandanten, die zu Ihrer Kanzlei passen. Wir erstellen Ihre moderne, berufsrechtskonforme Website – Sie konzentrieren sich auf die Beratung.",
      highlights: [
        `Erste Vorschau in ${P.setupWorkingDays} Werktagen`,
        "Abo erst nach Abnahme",
        "Berufsrechtskonform",
      ],
    },
    benefits: {
      title: "Mehr Zeit für Ihre Mandanten",
      intro:
        "Eine gute Website arbeitet für Ihre Kanzlei, während Sie Abschlüsse und Erklärungen erstellen.",
      items: [
        {
          icon: "users",
          title: "Passende Mandanten gewinnen",
          text: "Zeigen Sie klar, für wen Sie arbeiten – vom Freiberufler bis zum Mittelstand.",
        },
        {
          icon: "clock",
          title: "Weniger Routineanfragen",
          text: "Checklisten, Fristen und Unterlagen-Hinweise beantworten häufige Fragen, bevor sie gestellt werden.",
        },
        {
          icon: "shield",
          title: "Rechtssicher auftreten",
          text: "Impressum und Datenschutz nach den Vorgaben für Steuerberater – ohne eigenen Aufwand.",
        },
        {
          icon: "search",
          title: "In Ihrer Region gefunden werden",
          text: "Lokale Suchmaschinenoptimierung für Suchen wie „Steuerberater in Ihrer Stadt“.",
        },
      ],
    },
    process: PROCESS_STEPS,
    price: {
      ...PRICE,
      included: [...steuerberaterPlan.features, ...steuerberaterPlan.subscriptionFeatures],
    },
    features: {
      title: "Alles, was Ihre Kanzlei online braucht",
      intro:
        "Jede Steuerberater-Website enthält diese Bausteine – abgestimmt auf Ihre Schwerpunkte.",
      items: [
        {
          icon: "doc",
          title: "Leistungsseiten",
          text: "Steuererklärung, Finanz- und Lohnbuchhaltung, Jahresabschluss und Beratung verständlich erklärt.",
        },
        {
          icon: "users",
          title: "Team und Kanzlei",
          text: "Stellen Sie Berufsträger und Mitarbeitende mit Foto und Qualifikation vor.",
        },
        {
          icon: "lock",
          title: "Hinweis auf sichere Übermittlung",
          text: "Verweise auf Ihr Mandantenportal und sichere Wege, Belege zu übermitteln.",
        },
        {
          icon: "calendar",
          title: "Termin- und Kontaktanfragen",
          text: "Kontaktformular für Erstgespräche mit klaren Pflichtfeldern.",
        },
        {
          icon: "scale",
          title: "Berufsrechtliche Pflichtangaben",
          text: "Kammerzugehörigkeit, Berufsbezeichnung und berufsrechtliche Regelungen im Impressum.",
        },
        {
          icon: "chart",
          title: "Karriereseite",
          text: "Gewinnen Sie Fachkräfte und Auszubildende mit einer eigenen Stellenseite.",
        },
      ],
    },
    testimonials: [
      {
        name: "Katrin Lehmann",
        role: "Steuerberaterin, Hannover",
        text: "Nach fünf Werktagen hatten wir die erste Vorschau. Seitdem kommen Anfragen genau aus den Branchen, die wir betreuen möchten.",
        rating: 5,
      },
      {
        name: "Michael Brandt",
        role: "Partner, Brandt & Kollegen Steuerberatung",
        text: "Dass das Abo erst nach der Abnahme beginnt, hat uns überzeugt. Das Ergebnis ist modern und trotzdem seriös.",
        rating: 5,
      },
      {
        name: "Jana Schulte",
        role: "Steuerberaterin, Münster",
        text: "Unsere Mandanten finden Checklisten und Fristen jetzt selbst. Das spart uns jede Woche viele Telefonate.",
        rating: 5,
      },
    ],
    examples: {
      intro: "Zwei Beispiel-Websites zeigen, wie Ihre Kanzlei-Website aussehen kann.",
      sites: examples(steuerberaterPlan, [
        "Klassische Kanzlei mit Leistungen, Team und Terminanfrage.",
        "Moderne Kanzlei mit Kompetenzen, Mandantenstimmen und Schnellanfrage.",
      ]),
    },
    faq: sharedFaq({
      question: "Erfüllt die Website die berufsrechtlichen Vorgaben für Steuerberater?",
      answer:
        "Ja. Impressum und Datenschutzerklärung enthalten die Pflichtangaben für Steuerberater, etwa die zuständige Steuerberaterkammer, die gesetzliche Berufsbezeichnung und die berufsrechtlichen Regelungen. Die Angaben übernehmen wir aus Ihrem Portal.",
    }),
  },
  anwaelte: {
    id: "anwaelte",
    plan: anwaeltePlan,
    metaTitle: "Websites für Rechtsanwälte – Seitenwerk",
    metaDescription: `Die seriöse Website für Ihre Anwaltskanzlei: ${monthly} im Monat, erste Vorschau in ${P.setupWorkingDays} Werktagen, Abo-Start erst nach Ihrer Abnahme.`,
    hero: {
      eyebrow: "Für Rechtsanwälte und Kanzleien",
      title: "Der seriöse Auftritt für Ihre Kanzlei",
      text: "Mandanten suchen online nach Rechtsrat. Wir erstellen Ihre klare, vertrauenswürdige Kanzlei-Website – mit Ihren Rechtsgebieten im Mittelpunkt.",
      highlights: [
        `Erste Vorschau in ${P.setupWorkingDays} Werktagen`,
        "Abo erst nach Abnahme",
        "Berufsrechtskonform",
      ],
    },
    benefits: {
      title: "Vertrauen schaffen, bevor das erste Gespräch beginnt",
      intro:
        "Wer einen Anwalt sucht, ist oft unter Druck. Ihre Website gibt Orientierung und zeigt Kompetenz.",
      items: [
        {
          icon: "scale",
          title: "Rechtsgebiete klar zeigen",
          text: "Jedes Rechtsgebiet verständlich erklärt – damit die richtigen Mandate zu Ihnen finden.",
        },
        {
          icon: "phone",
          title: "Schnell erreichbar",
          text: "Telefon, Kontaktformular und Erreichbarkeit auf jedem Gerät mit einem Klick.",
        },
        {
          icon: "shield",
          title: "Berufsrechtlich sauber",
          text: "Impressum nach BRAO und BORA, Datenschutz nach DSGVO – ohne eigenen Aufwand.",
        },
        {
          icon: "search",
          title: "Lokal gefunden werden",
          text: "Optimiert für Suchen wie „Anwalt für Arbeitsrecht in Ihrer Stadt“.",
        },
      ],
    },
    process: PROCESS_STEPS,
    price: { ...PRICE, included: [...anwaeltePlan.features, ...anwaeltePlan.subscriptionFeatures] },
    features: {
      title: "Alles, was Ihre Kanzlei online braucht",
      intro: "Jede Anwalts-Website enthält diese Bausteine – zugeschnitten auf Ihre Rechtsgebiete.",
      items: [
        {
          icon: "scale",
          title: "Seiten zu Ihren Rechtsgebieten",
          text: "Arbeitsrecht, Familienrecht, Strafrecht oder Wirtschaftsrecht – sachlich und verständlich.",
        },
        {
          icon: "users",
          title: "Anwälte im Porträt",
          text: "Stellen Sie Berufsträger mit Schwerpunkten, Fachanwaltstiteln und Sprachen vor.",
        },
        {
          icon: "doc",
          title: "Mandatsanfrage",
          text: "Ein Formular, mit dem Mandanten ihr Anliegen strukturiert schildern können.",
        },
        {
          icon: "phone",
          title: "Erreichbarkeit im Notfall",
          text: "Hervorgehobene Notfallnummer, etwa für strafrechtliche Eilfälle.",
        },
        {
          icon: "lock",
          title: "Vertraulichkeit im Blick",
          text: "Verschlüsselte Übertragung und klare Hinweise zur Vertraulichkeit von Anfragen.",
        },
        {
          icon: "star",
          title: "Erfolge und Bewertungen",
          text: "Referenzen und Mandantenstimmen im Rahmen des anwaltlichen Werberechts.",
        },
      ],
    },
    testimonials: [
      {
        name: "Dr. Stefan Albrecht",
        role: "Rechtsanwalt, Fachanwalt für Arbeitsrecht",
        text: "Die Website wirkt genau so, wie ich arbeite: klar und sachlich. Die Anfragen über das Formular sind deutlich besser vorbereitet.",
        rating: 5,
      },
      {
        name: "Claudia Neumann",
        role: "Rechtsanwältin, Familienrecht",
        text: "Ich musste mich um nichts kümmern außer meinen Texten. Nach einer Woche war alles online – inklusive Impressum.",
        rating: 5,
      },
      {
        name: "Yusuf Demir",
        role: "Partner, Demir & Vogt Rechtsanwälte",
        text: "Professionell, schnell und zu einem fairen Festpreis. Änderungen werden meist noch am selben Tag umgesetzt.",
        rating: 5,
      },
    ],
    examples: {
      intro: "Zwei Beispiel-Websites zeigen, wie Ihre Kanzlei-Website aussehen kann.",
      sites: examples(anwaeltePlan, [
        "Strafrecht, Arbeitsrecht und Familienrecht mit Notfall-Hotline.",
        "Internationale Wirtschaftskanzlei mit Standorten und Anfrageformular.",
      ]),
    },
    faq: sharedFaq({
      question: "Erfüllt die Website die berufsrechtlichen Vorgaben für Rechtsanwälte?",
      answer:
        "Ja. Das Impressum enthält die Pflichtangaben nach BRAO und BORA, etwa die zuständige Rechtsanwaltskammer, die gesetzliche Berufsbezeichnung und die Berufshaftpflichtversicherung. Werbliche Aussagen halten wir sachlich.",
    }),
  },
  aerzte: {
    id: "aerzte",
    plan: aerztePlan,
    metaTitle: "Websites für Arztpraxen – Seitenwerk",
    metaDescription: `Die Praxis-Website, die Patienten Orientierung gibt: ${monthly} im Monat, erste Vorschau in ${P.setupWorkingDays} Werktagen, Abo-Start erst nach Ihrer Abnahme.`,
    hero: {
      eyebrow: "Für Ärztinnen, Ärzte und Praxen",
      title: "Die Praxis-Website, die Patienten Orientierung gibt",
      text: "Sprechzeiten, Leistungen, Anfahrt und Terminvereinbarung auf einen Blick. Wir erstellen Ihre moderne Praxis-Website – Sie kümmern sich um Ihre Patienten.",
      highlights: [
        `Erste Vorschau in ${P.setupWorkingDays} Werktagen`,
        "Abo erst nach Abnahme",
        "Barrierearm",
      ],
    },
    benefits: {
      title: "Entlastung für Praxis und Empfang",
      intro:
        "Eine übersichtliche Website beantwortet die häufigsten Fragen Ihrer Patienten – rund um die Uhr.",
      items: [
        {
          icon: "phone",
          title: "Weniger Anrufe am Empfang",
          text: "Sprechzeiten, Urlaubsvertretung und Rezeptbestellung sind online schnell zu finden.",
        },
        {
          icon: "calendar",
          title: "Termine einfacher vereinbaren",
          text: "Auf Wunsch verlinken wir Ihre Online-Terminbuchung an gut sichtbarer Stelle.",
        },
        {
          icon: "heart",
          title: "Vertrauen vor dem ersten Besuch",
          text: "Stellen Sie Ihr Team und Ihre Praxisräume freundlich und persönlich vor.",
        },
        {
          icon: "shield",
          title: "Rechtssicher informieren",
          text: "Impressum nach Berufsordnung und sachliche Informationen im Rahmen des Heilmittelwerberechts.",
        },
      ],
    },
    process: PROCESS_STEPS,
    price: { ...PRICE, included: [...aerztePlan.features, ...aerztePlan.subscriptionFeatures] },
    features: {
      title: "Alles, was Ihre Praxis online braucht",
      intro: "Jede Praxis-Website enthält diese Bausteine – abgestimmt auf Ihr Fachgebiet.",
      items: [
        {
          icon: "clock",
          title: "Sprechzeiten und Vertretung",
          text: "Aktuelle Sprechzeiten, Urlaubszeiten und Vertretungen an einer festen Stelle.",
        },
        {
          icon: "heart",
          title: "Leistungsspektrum",
          text: "Vorsorge, Diagnostik und Behandlungen verständlich für Patientinnen und Patienten beschrieben.",
        },
        {
          icon: "users",
          title: "Team und Praxis",
          text: "Ärztinnen, Ärzte und Praxisteam mit Foto und Schwerpunkten.",
        },
        {
          icon: "calendar",
          title: "Terminbuchung und Kontakt",
          text: "Verlinkung Ihrer Online-Terminbuchung und ein Kontaktformular für allgemeine Anfragen.",
        },
        {
          icon: "phone",
          title: "Notfallhinweise",
          text: "Der ärztliche Bereitschaftsdienst 116 117 und der Notruf 112 sind immer sichtbar.",
        },
        {
          icon: "doc",
          title: "Aktuelles aus der Praxis",
          text: "Hinweise zu Impfungen, E-Rezept oder Praxisschließungen schnell veröffentlicht.",
        },
      ],
    },
    testimonials: [
      {
        name: "Dr. med. Andrea Vogel",
        role: "Fachärztin für Allgemeinmedizin",
        text: "Seit der neuen Website fragen deutlich weniger Patienten telefonisch nach Sprechzeiten. Das entlastet unseren Empfang spürbar.",
        rating: 5,
      },
      {
        name: "Dr. med. Jonas Keller",
        role: "Kardiologe, Gemeinschaftspraxis",
        text: "Die Website sieht auf dem Smartphone hervorragend aus. Die Abstimmung lief unkompliziert über das Portal.",
        rating: 5,
      },
      {
        name: "Dr. med. Sevgi Arslan",
        role: "Kinderärztin",
        text: "Freundlich, übersichtlich und schnell fertig. Besonders gut: Die monatliche Gebühr startete erst nach unserer Abnahme.",
        rating: 5,
      },
    ],
    examples: {
      intro: "Zwei Beispiel-Websites zeigen, wie Ihre Praxis-Website aussehen kann.",
      sites: examples(aerztePlan, [
        "Kardiologische Praxis mit Leistungen, Team und Terminanfrage.",
        "Hausärztliche Gemeinschaftspraxis mit Aktuellem und Online-Termin.",
      ]),
    },
    faq: sharedFaq({
      question: "Erfüllt die Website die Vorgaben für Arztpraxen?",
      answer:
        "Ja. Das Impressum enthält die Pflichtangaben für Ärztinnen und Ärzte, etwa die zuständige Ärztekammer, die Kassenärztliche Vereinigung, die Berufsbezeichnung und die Berufsordnung. Inhalte formulieren wir sachlich im Rahmen des Heilmittelwerberechts.",
    }),
  },
};

export function getProfessionContent(id: Profession): ProfessionContent {
  return PROFESSION_CONTENT[id];
}
