// The named images of the six portfolio demos (02 §2.8, §3) with their German label and
// placeholder size (§9). Shared by the seed, the image call, the SVG placeholders and the
// pages, so a name cannot exist in one place and be missing in another.
export const PORTFOLIO_TYPES = [
  "cafe",
  "zimmerei",
  "blumenhaus",
  "fahrschule",
  "physiotherapie",
  "baeckerei",
] as const;
export type PortfolioType = (typeof PORTFOLIO_TYPES)[number];

export type ImageSpec = { label: string; width: number; height: number };

const WIDE = { width: 1920, height: 1080 };
const PHOTO = { width: 800, height: 600 };
const SQUARE = { width: 600, height: 600 };
const PORTRAIT = { width: 600, height: 750 };

export const PORTFOLIO_IMAGES: Record<PortfolioType, Record<string, ImageSpec>> = {
  cafe: {
    hero: { label: "Café am Marktplatz", ...WIDE },
    gallery1: { label: "Hausgemachte Torten", ...PHOTO },
    gallery2: { label: "Frühstück", ...PHOTO },
    gallery3: { label: "Kaffeespezialitäten", ...PHOTO },
    gallery4: { label: "Terrasse am Markt", ...PHOTO },
    gallery5: { label: "Mittagstisch", ...PHOTO },
    gallery6: { label: "Latte Art", ...PHOTO },
    history: { label: "Das Café 1962", ...PHOTO },
    event: { label: "Lesung im Café", ...PHOTO },
    atmosphere: { label: "Gemütlicher Gastraum", ...PHOTO },
  },
  zimmerei: {
    hero: { label: "Zimmerei Zimmermann", ...WIDE },
    gallery1: { label: "Dachstuhl", ...PHOTO },
    gallery2: { label: "Holzterrasse", ...PHOTO },
    gallery3: { label: "Carport", ...PHOTO },
    gallery4: { label: "Holztreppe", ...PHOTO },
    gallery5: { label: "Werkstatt", ...PHOTO },
    gallery6: { label: "Holzrahmenbau", ...PHOTO },
  },
  blumenhaus: {
    roses: { label: "Rosen", ...SQUARE },
    tulips: { label: "Tulpen", ...SQUARE },
    sunflowers: { label: "Sonnenblumen", ...SQUARE },
    orchids: { label: "Orchideen", ...SQUARE },
    lilies: { label: "Lilien", ...SQUARE },
    peonies: { label: "Pfingstrosen", ...SQUARE },
    wedding: { label: "Hochzeit", ...PHOTO },
    birthday: { label: "Geburtstag", ...PHOTO },
    funeral: { label: "Trauerfloristik", ...PHOTO },
    weddingDetail: { label: "Brautstrauß", ...PORTRAIT },
    shopInterior: { label: "Unser Laden", ...WIDE },
  },
  fahrschule: {
    classroom: { label: "Theorieraum", ...PHOTO },
    carInterior: { label: "Fahrschulauto innen", ...PHOTO },
    cityDriving: { label: "Stadtfahrt", ...PHOTO },
    highwayDriving: { label: "Autobahnfahrt", ...PHOTO },
    modernCar: { label: "Unser Fahrschulauto", ...WIDE },
    instructor: { label: "Fahrlehrer", ...PORTRAIT },
    student1: { label: "Fahrschülerin", ...SQUARE },
    student2: { label: "Fahrschüler", ...SQUARE },
  },
  physiotherapie: {
    massage: { label: "Massage", ...PHOTO },
    rehab: { label: "Rehabilitation", ...PHOTO },
    movement: { label: "Bewegungstherapie", ...PHOTO },
    sport: { label: "Sportphysiotherapie", ...PHOTO },
    room1: { label: "Empfang", ...PHOTO },
    room2: { label: "Behandlungsraum", ...PHOTO },
    room3: { label: "Trainingsraum", ...PHOTO },
    room4: { label: "Wartebereich", ...PHOTO },
    team1: { label: "Praxisinhaberin", ...PORTRAIT },
    team2: { label: "Physiotherapeut", ...PORTRAIT },
    team3: { label: "Physiotherapeutin", ...PORTRAIT },
    building: { label: "Unsere Praxis", ...WIDE },
  },
  baeckerei: {
    hero: { label: "Bäckerei Richter", ...WIDE },
    baking: { label: "Backstube", ...WIDE },
    product1: { label: "Sauerteigbrot", ...PHOTO },
    product2: { label: "Baguette", ...PHOTO },
    product3: { label: "Croissant", ...PHOTO },
    product4: { label: "Brezel", ...PHOTO },
    product5: { label: "Vollkornbrot", ...PHOTO },
    product6: { label: "Roggenbrot", ...PHOTO },
    tradition: { label: "Tradition seit 1925", ...PHOTO },
    fresh: { label: "Ofenfrisch", ...PHOTO },
    showcase: { label: "Unsere Theke", ...WIDE },
    craft1: { label: "Sauerteig ansetzen", ...PHOTO },
    craft2: { label: "Teig kneten", ...PHOTO },
    craft3: { label: "Ruhen lassen", ...PHOTO },
    craft4: { label: "Im Steinofen backen", ...PHOTO },
    cake1: { label: "Schwarzwälder Kirschtorte", ...SQUARE },
    cake2: { label: "Käsekuchen", ...SQUARE },
    cake3: { label: "Apfelstrudel", ...SQUARE },
    cake4: { label: "Erdbeertorte", ...SQUARE },
  },
};

/** Colour pairs of the generated placeholders, one per type. */
export const PLACEHOLDER_COLORS: Record<PortfolioType, [string, string]> = {
  cafe: ["#5b3a29", "#c08457"],
  zimmerei: ["#44403c", "#b45309"],
  blumenhaus: ["#9d174d", "#f9a8d4"],
  fahrschule: ["#1e3a8a", "#60a5fa"],
  physiotherapie: ["#065f46", "#6ee7b7"],
  baeckerei: ["#92400e", "#fbbf24"],
};

export function isPortfolioType(value: string | undefined): value is PortfolioType {
  return (PORTFOLIO_TYPES as readonly string[]).includes(value ?? "");
}

export function placeholderUrl(type: PortfolioType, name: string) {
  return `/images/portfolio/${type}/${encodeURIComponent(name)}.svg`;
}

export function imageSpec(type: PortfolioType, name: string): ImageSpec {
  return PORTFOLIO_IMAGES[type][name] ?? { label: name, ...PHOTO };
}
