// Zimmerei Zimmermann (02 §2.8 carpentry: carousel every 4 s among 4 items).
import * as site from "./shared";

const contact = { phone: "0831 123 45 60", email: "info@zimmerei-zimmermann.de" };

export const zimmereiZimmermann = site.portfolioSite({
  slug: "zimmerei-zimmermann",
  name: "Zimmerei Zimmermann",
  tagline: "Meisterbetrieb im Allgäu",
  imageType: "zimmerei",
  meta: {
    title: "Zimmerei Zimmermann – Holzbau-Meisterbetrieb in Kempten",
    description:
      "Dachstühle, Holzrahmenbau, Carports, Terrassen und Treppen: die Zimmerei Zimmermann plant und baut mit Holz aus der Region.",
  },
  theme: {
    page: "bg-white text-stone-800",
    heading: "font-sans",
    accentText: "text-orange-800",
    button: "bg-orange-800 text-white hover:bg-orange-900 focus-visible:ring-orange-700",
    buttonOutline:
      "border border-stone-800 text-stone-900 hover:bg-stone-100 focus-visible:ring-stone-700",
    soft: "bg-orange-100 text-orange-950",
    alt: "bg-stone-100",
    dark: "bg-gradient-to-br from-stone-950 via-stone-900 to-orange-950",
    onDarkAccent: "text-orange-300",
    headerSolid: "bg-stone-900 text-white shadow-md",
    footer: "bg-stone-950 text-stone-300",
  },
  nav: site.navItems(
    ["leistungen", "Leistungen"],
    ["projekte", "Projekte"],
    ["ueber-uns", "Über uns"],
    ["ablauf", "Ablauf"],
  ),
  headerAction: { label: "Angebot anfordern" },
  sections: [
    {
      kind: "hero",
      id: "start",
      eyebrow: "Holzbau aus dem Allgäu",
      title: "Wir bauen mit Holz, das bleibt.",
      text: "Vom Dachstuhl bis zur Terrasse: Seit 1987 planen und bauen wir mit Holz aus heimischen Wäldern – präzise abgebunden, sauber montiert und termintreu.",
      actions: [
        { label: "Angebot anfordern" },
        { label: "Projekte ansehen", href: "#projekte", variant: "outline" },
      ],
      image: { name: "hero", alt: "Zimmerer richten einen Dachstuhl auf" },
      facts: site.facts(
        ["35+", "Jahre Erfahrung"],
        ["1.200", "Projekte"],
        ["18", "Mitarbeitende"],
        ["100 %", "Holz aus der Region"],
      ),
    },
    {
      kind: "cards",
      id: "leistungen",
      eyebrow: "Leistungen",
      title: "Alles rund um den Holzbau",
      columns: 3,
      items: [
        site.iconCard(
          "home",
          "Dachstühle",
          "Neubau, Umbau und Sanierung – computergestützt abgebunden.",
        ),
        site.iconCard(
          "ruler",
          "Holzrahmenbau",
          "Energieeffiziente Häuser und Anbauten in Holzbauweise.",
        ),
        site.iconCard(
          "leaf",
          "Terrassen & Carports",
          "Langlebige Konstruktionen aus Lärche und Douglasie.",
        ),
        site.iconCard(
          "hammer",
          "Treppen & Innenausbau",
          "Massivholztreppen, Decken und Einbauten nach Maß.",
        ),
        site.iconCard(
          "shield",
          "Dachsanierung",
          "Dämmung nach aktuellem Gebäudeenergiegesetz inklusive Förderberatung.",
        ),
        site.iconCard(
          "award",
          "Altbausanierung",
          "Fachwerk und historische Holzkonstruktionen fachgerecht erhalten.",
        ),
      ],
    },
    {
      kind: "carousel",
      id: "projekte",
      eyebrow: "Referenzen",
      title: "Ausgewählte Projekte",
      intervalMs: 4000,
      items: [
        {
          image: { name: "gallery1", alt: "Neuer Dachstuhl eines Einfamilienhauses" },
          title: "Dachstuhl in Durach",
          text: "Neuer Dachstuhl mit Aufsparrendämmung für ein Einfamilienhaus – in drei Tagen aufgerichtet.",
        },
        {
          image: { name: "gallery2", alt: "Holzterrasse aus Lärche" },
          title: "Terrasse in Kempten",
          text: "60 m² Lärchenterrasse mit unsichtbarer Befestigung und integrierter Beleuchtung.",
        },
        {
          image: { name: "gallery3", alt: "Doppelcarport aus Holz" },
          title: "Carport in Sulzberg",
          text: "Doppelcarport mit begrüntem Flachdach und Geräteraum.",
        },
        {
          image: { name: "gallery4", alt: "Massivholztreppe in Eiche" },
          title: "Treppe in Waltenhofen",
          text: "Freitragende Eichentreppe mit Glasgeländer für ein Stadthaus.",
        },
      ],
    },
    {
      kind: "story",
      id: "ueber-uns",
      eyebrow: "Über uns",
      title: "Meisterbetrieb in dritter Generation",
      paragraphs: [
        "Was Josef Zimmermann 1987 mit zwei Gesellen begann, führt heute sein Enkel Tobias mit 18 Mitarbeitenden fort. Wir bilden jedes Jahr aus und setzen auf moderne Abbundtechnik ebenso wie auf traditionelles Handwerk.",
      ],
      bullets: [
        "Eigene Werkstatt mit CNC-Abbund",
        "Zertifizierter Fachbetrieb für Holzbau",
        "Festpreisangebot nach Besichtigung",
      ],
      image: { name: "gallery5", alt: "Werkstatt der Zimmerei mit Holzbalken" },
    },
    {
      kind: "steps",
      id: "ablauf",
      eyebrow: "So arbeiten wir",
      title: "In vier Schritten zum Projekt",
      image: { name: "gallery6", alt: "Holzrahmenbau während der Montage" },
      items: [
        {
          title: "Beratung vor Ort",
          text: "Wir sehen uns Ihr Vorhaben an und besprechen Ihre Wünsche.",
        },
        {
          title: "Planung & Angebot",
          text: "Sie erhalten eine genaue Planung und ein Festpreisangebot.",
        },
        { title: "Fertigung", text: "Die Bauteile entstehen präzise in unserer Werkstatt." },
        { title: "Montage", text: "Unser Team montiert schnell, sauber und termintreu." },
      ],
    },
    {
      kind: "testimonials",
      id: "stimmen",
      eyebrow: "Kundenstimmen",
      title: "Zufriedene Bauherren",
      items: [
        site.review(
          "Familie Huber",
          "Dachsanierung, Kempten",
          "Pünktlich, sauber und zum vereinbarten Preis. Das Dach ist ein Schmuckstück geworden.",
        ),
        site.review(
          "Markus Stadler",
          "Carport, Sulzberg",
          "Von der Planung bis zur Montage alles aus einer Hand – sehr empfehlenswert.",
        ),
        site.review(
          "Sabine Kolb",
          "Holztreppe, Waltenhofen",
          "Unsere Treppe ist echte Handwerkskunst. Jeder Besuch fragt, wer sie gebaut hat.",
        ),
      ],
    },
    {
      kind: "banner",
      id: "angebot",
      title: "Sie planen ein Holzbauprojekt?",
      text: "Rufen Sie uns an oder fordern Sie ein unverbindliches Angebot an – wir melden uns innerhalb von zwei Werktagen.",
      actions: [{ label: "Angebot anfordern" }, { label: "0831 123 45 60", variant: "outline" }],
    },
    site.contactSection({
      title: "So erreichen Sie uns",
      address: ["Sägewerkstraße 7", "87437 Kempten (Allgäu)"],
      ...contact,
      hours: site.openingHours(
        ["Montag – Donnerstag", "7:00 – 17:00"],
        ["Freitag", "7:00 – 13:00"],
        ["Samstag", "nach Vereinbarung"],
      ),
    }),
  ],
  footer: {
    text: "Holzbau-Meisterbetrieb im Allgäu seit 1987.",
    lines: site.footerLines("Sägewerkstraße 7, 87437 Kempten", contact),
  },
});
