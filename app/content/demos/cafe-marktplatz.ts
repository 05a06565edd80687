// Café am Marktplatz (02 §2.8 cafe: carousel every 5 s among 3 items).
import * as site from "./shared";

const contact = { phone: "0761 456 78 90", email: "hallo@cafe-am-marktplatz.de" };

export const cafeMarktplatz = site.portfolioSite({
  slug: "cafe-marktplatz",
  name: "Café am Marktplatz",
  tagline: "Kaffeehaus in Freiburg seit 1962",
  imageType: "cafe",
  meta: {
    title: "Café am Marktplatz – Frühstück, Kuchen & Kaffee in Freiburg",
    description:
      "Hausgemachte Torten, Frühstück bis 14 Uhr und Kaffeespezialitäten aus eigener Röstung: das Café am Marktplatz in der Freiburger Altstadt.",
  },
  theme: {
    page: "bg-white text-stone-800",
    heading: "font-serif",
    accentText: "text-rose-800",
    button: "bg-rose-800 text-white hover:bg-rose-900 focus-visible:ring-rose-700",
    buttonOutline:
      "border border-rose-800 text-rose-900 hover:bg-rose-50 focus-visible:ring-rose-700",
    soft: "bg-rose-100 text-rose-950",
    alt: "bg-stone-100",
    dark: "bg-gradient-to-br from-stone-900 via-stone-800 to-rose-950",
    onDarkAccent: "text-rose-200",
    headerSolid: "bg-stone-50/95 text-stone-900 shadow-sm backdrop-blur",
    footer: "bg-stone-900 text-stone-200",
  },
  nav: site.navItems(
    ["ueber-uns", "Über uns"],
    ["spezialitaeten", "Spezialitäten"],
    ["karte", "Karte"],
    ["galerie", "Galerie"],
    ["veranstaltungen", "Veranstaltungen"],
  ),
  headerAction: { label: "Tisch reservieren" },
  sections: [
    {
      kind: "hero",
      id: "start",
      eyebrow: "Mitten in der Freiburger Altstadt",
      title: "Ihr Lieblingsplatz am Marktplatz",
      text: "Frisch gerösteter Kaffee, hausgemachte Torten und ein Frühstück, das bis 14 Uhr serviert wird – drinnen im gemütlichen Gastraum oder draußen auf unserer Terrasse.",
      actions: [
        { label: "Tisch reservieren" },
        { label: "Spezialitäten ansehen", href: "#spezialitaeten", variant: "outline" },
      ],
      image: { name: "hero", alt: "Blick in das Café am Marktplatz mit gedeckten Tischen" },
      badge: { title: "Heute geöffnet", lines: ["Mo-Fr 8:00-18:00", "Sa-So 9:00-19:00"] },
    },
    {
      kind: "story",
      id: "ueber-uns",
      eyebrow: "Seit 1962",
      title: "Ein Kaffeehaus mit Geschichte",
      paragraphs: [
        "Als Greta Lehmann 1962 das Café am Marktplatz eröffnete, gab es Filterkaffee und Bienenstich. Heute führt ihre Enkelin Clara das Haus – mit eigener Röstung, aber noch immer mit Omas Bienenstich.",
        "Wir backen jeden Morgen selbst, kaufen bei Höfen aus dem Umland und nehmen uns Zeit für unsere Gäste.",
      ],
      bullets: [
        "Kaffee aus eigener Röstung",
        "Kuchen und Torten täglich frisch",
        "Vegane und glutenfreie Auswahl",
      ],
      image: { name: "history", alt: "Historisches Foto des Cafés aus dem Jahr 1962" },
    },
    {
      kind: "carousel",
      id: "spezialitaeten",
      eyebrow: "Das lieben unsere Gäste",
      title: "Unsere Spezialitäten",
      intervalMs: 5000,
      items: [
        {
          image: { name: "gallery1", alt: "Hausgemachte Torten in der Vitrine" },
          title: "Hausgemachte Torten",
          text: "Von der Schwarzwälder Kirschtorte bis zum veganen Karottenkuchen – jeden Tag zwölf Sorten aus unserer Backstube.",
        },
        {
          image: { name: "gallery2", alt: "Reichhaltiges Frühstück mit Brötchen und Obst" },
          title: "Frühstück bis 14 Uhr",
          text: "Regional, reichhaltig und in Ruhe genießen: vom kleinen Croissant-Frühstück bis zur Etagere für zwei.",
        },
        {
          image: { name: "gallery3", alt: "Barista bereitet Kaffeespezialitäten zu" },
          title: "Kaffeespezialitäten",
          text: "Unsere Bohnen rösten wir selbst – als Espresso, Flat White oder klassischer Filterkaffee.",
        },
      ],
    },
    {
      kind: "cards",
      id: "karte",
      eyebrow: "Auszug aus der Karte",
      title: "Frisch für Sie zubereitet",
      columns: 3,
      items: [
        {
          icon: "coffee",
          title: "Cappuccino",
          price: "3,40 €",
          text: "Mit Bohnen aus eigener Röstung und Milch vom Biohof Sommer.",
        },
        {
          icon: "cake",
          title: "Stück Torte",
          price: "4,20 €",
          text: "Wechselnde Auswahl aus unserer Konditorei, auch vegan.",
        },
        {
          icon: "leaf",
          title: "Marktfrühstück",
          price: "12,90 €",
          text: "Brötchen, Käse, Wurst, Ei, Obst und ein Heißgetränk nach Wahl.",
        },
      ],
    },
    {
      kind: "gallery",
      id: "galerie",
      eyebrow: "Impressionen",
      title: "Galerie",
      shape: "landscape",
      images: [
        { name: "gallery1", alt: "Tortenvitrine", caption: "Hausgemachte Torten" },
        { name: "gallery2", alt: "Frühstückstisch", caption: "Frühstück" },
        { name: "gallery3", alt: "Kaffeetassen auf der Theke", caption: "Kaffeespezialitäten" },
        {
          name: "gallery4",
          alt: "Terrasse mit Blick auf den Marktplatz",
          caption: "Terrasse am Markt",
        },
        { name: "gallery5", alt: "Teller mit Mittagsgericht", caption: "Mittagstisch" },
        { name: "gallery6", alt: "Cappuccino mit Latte Art", caption: "Latte Art" },
      ],
    },
    {
      kind: "story",
      id: "veranstaltungen",
      eyebrow: "Veranstaltungen",
      title: "Lesungen, Live-Musik und Ihre Feier",
      paragraphs: [
        "Jeden ersten Donnerstag im Monat laden wir zu Lesungen und Jazz am Abend ein. Für Geburtstage, Taufen oder Firmenfeiern reservieren wir Ihnen gern den Gastraum mit bis zu 40 Plätzen.",
      ],
      bullets: [
        "Private Feiern bis 40 Personen",
        "Kuchen- und Frühstücksbuffets",
        "Catering für Ihr Büro",
      ],
      actions: [{ label: "Veranstaltung anfragen" }],
      image: { name: "event", alt: "Lesung im voll besetzten Café" },
      reverse: true,
    },
    {
      kind: "story",
      id: "atmosphaere",
      eyebrow: "Ankommen und wohlfühlen",
      title: "Ein Ort zum Verweilen",
      paragraphs: [
        "Ob mit Zeitung am Fenster, mit Freunden am großen Tisch oder mit dem Laptop in der ruhigen Ecke: Bei uns darf man bleiben. WLAN gibt es kostenlos, Kinderstühle und Wickeltisch selbstverständlich auch.",
      ],
      image: { name: "atmosphere", alt: "Gemütlicher Gastraum mit Holztischen und warmem Licht" },
    },
    {
      kind: "testimonials",
      id: "stimmen",
      eyebrow: "Gästestimmen",
      title: "Das sagen unsere Gäste",
      items: [
        site.review(
          "Lena Wagner",
          "Stammgast",
          "Der beste Käsekuchen der Stadt und ein Cappuccino, für den ich gern einen Umweg mache.",
        ),
        site.review(
          "Peter Kramer",
          "feierte hier seinen 60. Geburtstag",
          "Herzlicher Service, tolles Buffet – unsere Gäste schwärmen noch heute davon.",
        ),
        site.review(
          "Aylin Demir",
          "Studentin",
          "Mein Lieblingsort zum Lernen: ruhig, gemütlich und die Zimtschnecken sind himmlisch.",
        ),
      ],
    },
    site.contactSection({
      eyebrow: "Besuchen Sie uns",
      title: "Kontakt & Öffnungszeiten",
      address: ["Münsterplatz 14", "79098 Freiburg im Breisgau"],
      ...contact,
      hours: site.openingHours(
        ["Montag – Freitag", "8:00 – 18:00"],
        ["Samstag – Sonntag", "9:00 – 19:00"],
        ["Feiertage", "10:00 – 18:00"],
      ),
      hoursNote: "Frühstück servieren wir täglich bis 14 Uhr.",
    }),
  ],
  footer: {
    text: "Kaffeehaus in der Freiburger Altstadt seit 1962.",
    lines: site.footerLines("Münsterplatz 14, 79098 Freiburg", contact),
  },
});
