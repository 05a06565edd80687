// Blumenhaus Berger (02 §2.8 flower shop: prices 15–35 €, free delivery from 30 €).
import * as site from "./shared";

const order = { label: "Bestellen" };

const contact = { phone: "06221 345 67 80", email: "blumen@blumenhaus-berger.de" };

export const blumenhausBerger = site.portfolioSite({
  slug: "blumenhaus-berger",
  name: "Blumenhaus Berger",
  tagline: "Floristik mit Herz in Heidelberg",
  imageType: "blumenhaus",
  meta: {
    title: "Blumenhaus Berger – Blumen & Floristik in Heidelberg",
    description:
      "Frische Sträuße ab 15 €, Hochzeits- und Trauerfloristik und kostenlose Lieferung ab 30 € in Heidelberg: Blumenhaus Berger.",
  },
  theme: {
    page: "bg-white text-slate-800",
    heading: "font-serif",
    accentText: "text-pink-800",
    button: "bg-pink-800 text-white hover:bg-pink-900 focus-visible:ring-pink-700",
    buttonOutline:
      "border border-pink-800 text-pink-900 hover:bg-pink-50 focus-visible:ring-pink-700",
    soft: "bg-pink-100 text-pink-950",
    alt: "bg-rose-50",
    dark: "bg-gradient-to-br from-pink-950 via-rose-900 to-fuchsia-950",
    onDarkAccent: "text-pink-200",
    headerSolid: "bg-white/95 text-slate-900 shadow-sm backdrop-blur",
    footer: "bg-pink-950 text-pink-100",
  },
  nav: site.navItems(
    ["sortiment", "Sortiment"],
    ["anlaesse", "Anlässe"],
    ["hochzeit", "Hochzeit"],
    ["ueber-uns", "Über uns"],
  ),
  headerAction: { label: "Strauß bestellen", href: "#sortiment" },
  sections: [
    {
      kind: "hero",
      id: "start",
      eyebrow: "Blumen für jeden Moment",
      title: "Frische Blumen, liebevoll gebunden",
      text: "Saisonale Sträuße, Pflanzen und Floristik für Hochzeit, Geburtstag und Abschied – mit Blumen von Gärtnereien aus der Region und kostenloser Lieferung ab 30 €.",
      actions: [
        { label: "Sträuße entdecken", href: "#sortiment" },
        { label: "Hochzeitsfloristik", href: "#hochzeit", variant: "outline" },
      ],
      image: {
        name: "shopInterior",
        alt: "Blick in den Laden des Blumenhauses Berger voller Blumen",
      },
      badge: {
        title: "Kostenlose Lieferung",
        lines: [
          "ab 30 € Bestellwert",
          "in ganz Heidelberg",
          "Bestellung bis 12 Uhr – Lieferung am selben Tag",
        ],
      },
    },
    {
      kind: "cards",
      id: "sortiment",
      eyebrow: "Unser Sortiment",
      title: "Sträuße & Pflanzen",
      intro: "Jeder Strauß wird frisch für Sie gebunden – Preise von 15 € bis 35 €.",
      columns: 3,
      items: [
        {
          title: "Rosenstrauß",
          price: "35 €",
          text: "Zwölf langstielige Rosen mit Schleierkraut.",
          image: { name: "roses", alt: "Strauß roter Rosen" },
          action: order,
        },
        {
          title: "Tulpenstrauß",
          price: "15 €",
          text: "Zwanzig bunte Tulpen der Saison.",
          image: { name: "tulips", alt: "Bunter Tulpenstrauß" },
          action: order,
        },
        {
          title: "Sonnenblumen",
          price: "19 €",
          text: "Fünf Sonnenblumen mit frischem Grün.",
          image: { name: "sunflowers", alt: "Sonnenblumen in einer Vase" },
          action: order,
        },
        {
          title: "Orchidee im Topf",
          price: "29 €",
          text: "Weiße Phalaenopsis im Keramiktopf.",
          image: { name: "orchids", alt: "Weiße Orchidee im Topf" },
          action: order,
        },
        {
          title: "Lilienstrauß",
          price: "25 €",
          text: "Duftende Lilien mit Eukalyptus.",
          image: { name: "lilies", alt: "Strauß weißer Lilien" },
          action: order,
        },
        {
          title: "Pfingstrosen",
          price: "32 €",
          text: "Üppige Pfingstrosen – nur von Mai bis Juni.",
          image: { name: "peonies", alt: "Rosa Pfingstrosen" },
          action: order,
        },
      ],
      note: "Alle Preise inkl. MwSt. Kostenlose Lieferung ab 30 € Bestellwert. Dies ist eine Demo-Seite – Bestellungen sind nicht möglich.",
    },
    {
      kind: "cards",
      id: "anlaesse",
      eyebrow: "Für besondere Momente",
      title: "Floristik für Ihren Anlass",
      columns: 3,
      items: [
        {
          title: "Hochzeit",
          text: "Brautstrauß, Anstecker, Tisch- und Kirchenschmuck aus einer Hand.",
          image: { name: "wedding", alt: "Blumenschmuck auf einer Hochzeitstafel" },
          action: { label: "Beratung anfragen", variant: "outline" },
        },
        {
          title: "Geburtstag",
          text: "Fröhliche Sträuße und Geschenkboxen – auf Wunsch mit Grußkarte geliefert.",
          image: { name: "birthday", alt: "Bunter Geburtstagsstrauß" },
          action: { label: "Strauß anfragen", variant: "outline" },
        },
        {
          title: "Trauerfloristik",
          text: "Kränze, Gestecke und Sargschmuck – einfühlsam beraten und zuverlässig geliefert.",
          image: { name: "funeral", alt: "Weißes Trauergesteck" },
          action: { label: "Beratung anfragen", variant: "outline" },
        },
      ],
    },
    {
      kind: "story",
      id: "hochzeit",
      eyebrow: "Hochzeitsfloristik",
      title: "Ihr Brautstrauß – so einzigartig wie Ihr Tag",
      paragraphs: [
        "In einem persönlichen Beratungsgespräch entwerfen wir mit Ihnen Brautstrauß, Anstecker und Dekoration passend zu Kleid, Location und Jahreszeit.",
        "Am Hochzeitstag liefern und dekorieren wir – damit Sie sich um nichts kümmern müssen.",
      ],
      bullets: [
        "Kostenloses Beratungsgespräch",
        "Probestrauß auf Wunsch",
        "Aufbau und Abbau vor Ort",
      ],
      actions: [{ label: "Beratungstermin anfragen" }],
      image: { name: "weddingDetail", alt: "Brautstrauß aus weißen Rosen und Pfingstrosen" },
    },
    {
      kind: "banner",
      id: "lieferung",
      title: "Kostenlose Lieferung ab 30 €",
      text: "Wir liefern in ganz Heidelberg – bei Bestellung bis 12 Uhr noch am selben Tag. Unter 30 € Bestellwert berechnen wir 4,90 € Liefergebühr.",
      actions: [{ label: "Jetzt Strauß aussuchen", href: "#sortiment" }],
    },
    {
      kind: "story",
      id: "ueber-uns",
      eyebrow: "Über uns",
      title: "Seit 1998 in der Heidelberger Altstadt",
      paragraphs: [
        "Floristmeisterin Katharina Berger und ihr Team binden jeden Strauß von Hand. Wir arbeiten mit Gärtnereien aus der Region und achten auf saisonale, nachhaltig angebaute Blumen.",
      ],
      facts: site.facts(
        ["25+", "Jahre Erfahrung"],
        ["6", "Floristinnen"],
        ["15–35 €", "Sträuße"],
        ["ab 30 €", "Lieferung gratis"],
      ),
      reverse: true,
    },
    {
      kind: "testimonials",
      id: "stimmen",
      eyebrow: "Kundenstimmen",
      title: "Was unsere Kundinnen und Kunden sagen",
      items: [
        site.review(
          "Julia & Tim",
          "Hochzeit im Mai",
          "Der Brautstrauß war genau so, wie ich ihn mir erträumt hatte. Danke für die wundervolle Beratung!",
        ),
        site.review(
          "Helga Brandt",
          "Stammkundin",
          "Jede Woche ein frischer Strauß – immer wunderschön und lange haltbar.",
        ),
        site.review(
          "Martin Ebert",
          "Geburtstagsstrauß",
          "Mittags bestellt, nachmittags geliefert. Meine Frau war begeistert.",
        ),
      ],
    },
    site.contactSection({
      eyebrow: "Besuchen Sie uns",
      title: "Kontakt & Öffnungszeiten",
      address: ["Hauptstraße 88", "69117 Heidelberg"],
      ...contact,
      hours: site.openingHours(
        ["Montag – Freitag", "8:30 – 18:30"],
        ["Samstag", "8:00 – 16:00"],
        ["Sonntag", "10:00 – 12:00"],
      ),
    }),
  ],
  footer: {
    text: "Floristik mit Herz in der Heidelberger Altstadt.",
    lines: site.footerLines("Hauptstraße 88, 69117 Heidelberg", contact),
  },
});
