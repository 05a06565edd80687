// Bäckerei Richter (02 §2.8 bakery, prices and opening hours §9).
import * as site from "./shared";

const HOURS = ["Mo-Fr 6:00-19:00", "Sa 6:00-18:00", "So 7:00-17:00"];

const BAKERY_PRODUCTS = [
  {
    name: "Sauerteigbrot",
    price: "3,50 €",
    text: "Natursauerteig, 24 Stunden gereift, kräftige Kruste.",
    image: "product1",
  },
  {
    name: "Baguette",
    price: "2,20 €",
    text: "Knusprig nach französischer Art, mehrmals täglich frisch.",
    image: "product2",
  },
  {
    name: "Croissant",
    price: "1,80 €",
    text: "Mit echter Butter, zart und blättrig gebacken.",
    image: "product3",
  },
  {
    name: "Brezel",
    price: "1,20 €",
    text: "Von Hand geschlungen, mit grobem Salz bestreut.",
    image: "product4",
  },
  {
    name: "Vollkornbrot",
    price: "4,20 €",
    text: "Aus frisch gemahlenem Korn mit Saaten und Kernen.",
    image: "product5",
  },
  {
    name: "Roggenbrot",
    price: "3,80 €",
    text: "Würziges Roggenbrot nach Großvaters Rezept.",
    image: "product6",
  },
] as const;

const contact = { phone: "0221 987 65 40", email: "info@baeckerei-richter.de" };

export const baeckereiRichter = site.portfolioSite({
  slug: "baeckerei-richter",
  name: "Bäckerei Richter",
  tagline: "Familienbäckerei seit 1925",
  imageType: "baeckerei",
  meta: {
    title: "Bäckerei Richter – Traditionsbäckerei in Köln seit 1925",
    description:
      "Frisches Brot, Brötchen und Torten aus echtem Handwerk: Bäckerei Richter mit sechs Filialen in Köln. Sortiment, Filialen und Öffnungszeiten.",
  },
  theme: {
    page: "bg-white text-stone-800",
    heading: "font-serif",
    accentText: "text-amber-800",
    button: "bg-amber-800 text-white hover:bg-amber-900 focus-visible:ring-amber-700",
    buttonOutline:
      "border border-amber-800 text-amber-900 hover:bg-amber-50 focus-visible:ring-amber-700",
    soft: "bg-amber-100 text-amber-950",
    alt: "bg-orange-50",
    dark: "bg-gradient-to-br from-stone-900 via-amber-950 to-stone-900",
    onDarkAccent: "text-amber-300",
    headerSolid: "bg-white/95 text-stone-900 shadow-sm backdrop-blur",
    footer: "bg-stone-950 text-stone-200",
  },
  nav: site.navItems(
    ["sortiment", "Sortiment"],
    ["tradition", "Tradition"],
    ["handwerk", "Handwerk"],
    ["filialen", "Filialen"],
  ),
  headerAction: { label: "Filiale finden", href: "#filialen" },
  sections: [
    {
      kind: "hero",
      id: "start",
      eyebrow: "Familienbäckerei seit 1925",
      title: "Ehrliches Brot. Jeden Morgen ofenfrisch.",
      text: "Seit vier Generationen backen wir in Köln mit Natursauerteig, regionalem Mehl und viel Zeit – ohne Fertigmischungen, dafür mit Herz und Handwerk.",
      actions: [
        { label: "Sortiment entdecken", href: "#sortiment" },
        { label: "Filiale finden", href: "#filialen", variant: "outline" },
      ],
      image: { name: "hero", alt: "Frisch gebackene Brote in der Auslage der Bäckerei Richter" },
      badge: { title: "Öffnungszeiten", lines: HOURS },
      hiddenSlides: { count: 6, intervalMs: 3000 },
    },
    {
      kind: "stats",
      items: site.facts(
        ["6", "Filialen in Köln"],
        ["50+", "Brotsorten"],
        ["1925", "gegründet"],
        ["100 %", "Handarbeit"],
      ),
    },
    {
      kind: "cards",
      id: "sortiment",
      eyebrow: "Täglich frisch",
      title: "Unser Sortiment",
      intro: "Eine Auswahl unserer Lieblinge – in allen Filialen ab 6 Uhr morgens erhältlich.",
      columns: 3,
      items: BAKERY_PRODUCTS.map((p) => ({
        title: p.name,
        price: p.price,
        text: p.text,
        image: { name: p.image, alt: `${p.name} aus unserer Backstube` },
        action: { label: "In den Warenkorb" },
      })),
      note: "Dies ist eine Demo-Seite – der Warenkorb hat keine Funktion, es wird nichts bestellt.",
    },
    {
      kind: "steps",
      id: "handwerk",
      eyebrow: "Echtes Handwerk",
      title: "Vom Sauerteig bis zur Kruste",
      intro: "Gutes Brot braucht Zeit. So entsteht jeder Laib in unserer Backstube.",
      image: { name: "baking", alt: "Bäcker formen Teiglinge in der Backstube" },
      items: [
        {
          title: "Sauerteig ansetzen",
          text: "Unser Natursauerteig wird seit Jahrzehnten täglich weitergeführt.",
          image: { name: "craft1", alt: "Sauerteig in einer Schüssel" },
        },
        {
          title: "Teig kneten",
          text: "Regionales Mehl, Wasser, Salz – langsam und schonend geknetet.",
          image: { name: "craft2", alt: "Teig wird von Hand geknetet" },
        },
        {
          title: "Ruhen lassen",
          text: "Bis zu 24 Stunden Reifezeit für Geschmack und Bekömmlichkeit.",
          image: { name: "craft3", alt: "Teiglinge ruhen in Gärkörben" },
        },
        {
          title: "Im Steinofen backen",
          text: "Auf heißem Stein gebacken für die typisch kräftige Kruste.",
          image: { name: "craft4", alt: "Brote im Steinofen" },
        },
      ],
    },
    {
      kind: "gallery",
      id: "torten",
      eyebrow: "Aus der Konditorei",
      title: "Torten & Kuchen",
      intro:
        "Für Geburtstage, Hochzeiten oder einfach den Sonntag – auf Wunsch auch nach Ihren Ideen.",
      shape: "square",
      images: [
        {
          name: "cake1",
          alt: "Angeschnittene Torte mit Kirschen und Sahne",
          caption: "Schwarzwälder Kirschtorte",
        },
        { name: "cake2", alt: "Stück Käsekuchen auf einem Teller", caption: "Käsekuchen" },
        { name: "cake3", alt: "Warmer Strudel mit Puderzucker", caption: "Apfelstrudel" },
        { name: "cake4", alt: "Torte mit frischen Erdbeeren", caption: "Erdbeertorte" },
      ],
    },
    {
      kind: "story",
      id: "tradition",
      eyebrow: "Unsere Geschichte",
      title: "Tradition seit 1925",
      paragraphs: [
        "1925 eröffnete Wilhelm Richter seine erste kleine Backstube in der Kölner Südstadt. Heute führen seine Urenkelin Anna Richter und ihr Team das Familienunternehmen mit sechs Filialen.",
        "Geblieben ist, worauf es ankommt: Rezepte aus vier Generationen, Mehl von Mühlen aus der Region und die Überzeugung, dass gutes Brot Zeit braucht.",
      ],
      bullets: [
        "Meisterbetrieb in vierter Generation",
        "Mehl aus regionalen Mühlen",
        "Ausbildungsbetrieb für Bäcker und Konditoren",
      ],
      image: { name: "tradition", alt: "Historische Aufnahme der ersten Backstube von 1925" },
    },
    {
      kind: "testimonials",
      id: "stimmen",
      eyebrow: "Kundenstimmen",
      title: "Was unsere Kunden sagen",
      items: [
        site.review(
          "Monika Schäfer",
          "Stammkundin seit 20 Jahren",
          "Das Sauerteigbrot ist einfach unvergleichlich. Für mich beginnt jeder Samstag bei Richter.",
        ),
        site.review(
          "Jonas Albrecht",
          "bestellte eine Hochzeitstorte",
          "Unsere Hochzeitstorte war ein Traum – wunderschön und unglaublich lecker. Danke an das ganze Team!",
        ),
      ],
    },
    {
      kind: "cards",
      id: "filialen",
      eyebrow: "Sechs Mal in Köln",
      title: "Unsere Filialen",
      intro: "Drei unserer sechs Filialen – alle mit Café-Ecke und Brötchen-Vorbestellung.",
      columns: 3,
      image: { name: "showcase", alt: "Theke einer Filiale mit Broten und Gebäck" },
      items: [
        {
          title: "Stammhaus Südstadt",
          icon: "home",
          lines: ["Severinstraße 112, 50678 Köln", ...HOURS],
          action: { label: "Route planen", variant: "outline" },
        },
        {
          title: "Ehrenfeld",
          icon: "home",
          lines: ["Venloer Straße 245, 50823 Köln", ...HOURS],
          action: { label: "Route planen", variant: "outline" },
        },
        {
          title: "Lindenthal",
          icon: "home",
          lines: ["Dürener Straße 190, 50931 Köln", ...HOURS],
          action: { label: "Route planen", variant: "outline" },
        },
      ],
    },
    {
      kind: "banner",
      id: "kontakt",
      title: "Ihre Wunschtorte oder Brötchen für Ihr Fest?",
      text: "Bestellen Sie telefonisch oder in jeder Filiale – wir backen rechtzeitig und liefern auf Wunsch auch an Ihr Büro.",
      lines: [`Telefon: ${contact.phone}`, `E-Mail: ${contact.email}`],
      actions: [{ label: "Jetzt anrufen" }, { label: "Torte anfragen", variant: "outline" }],
      image: { name: "fresh", alt: "Ofenfrische Brötchen auf einem Blech" },
    },
  ],
  footer: {
    text: "Traditionsbäckerei in Köln seit 1925.",
    lines: site.footerLines("Severinstraße 112, 50678 Köln", contact),
  },
});
