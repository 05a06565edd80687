// Physiotherapie Klein (02 §2.8 physiotherapy).
import * as site from "./shared";

const contact = { phone: "0511 765 43 21", email: "praxis@physio-klein.de" };

export const physiotherapieKlein = site.portfolioSite({
  slug: "physiotherapie-klein",
  name: "Physiotherapie Klein",
  tagline: "Praxis für Physiotherapie in Hannover",
  imageType: "physiotherapie",
  meta: {
    title: "Physiotherapie Klein – Praxis für Physiotherapie in Hannover",
    description:
      "Krankengymnastik, Massage, Rehabilitation und Sportphysiotherapie: Physiotherapie Klein in Hannover-List. Alle Kassen und privat.",
  },
  theme: {
    page: "bg-white text-slate-800",
    heading: "font-sans",
    accentText: "text-emerald-700",
    button: "bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:ring-emerald-600",
    buttonOutline:
      "border border-emerald-700 text-emerald-800 hover:bg-emerald-50 focus-visible:ring-emerald-600",
    soft: "bg-emerald-100 text-emerald-950",
    alt: "bg-emerald-50/60",
    dark: "bg-gradient-to-br from-emerald-950 via-teal-900 to-emerald-900",
    onDarkAccent: "text-emerald-200",
    headerSolid: "bg-white/95 text-slate-900 shadow-sm backdrop-blur",
    footer: "bg-emerald-950 text-emerald-100",
  },
  nav: site.navItems(["leistungen", "Leistungen"], ["praxis", "Praxis"], ["team", "Team"]),
  headerAction: { label: "Termin buchen" },
  sections: [
    {
      kind: "hero",
      id: "start",
      eyebrow: "Alle Kassen und privat",
      title: "Wieder schmerzfrei bewegen",
      text: "Wir behandeln nicht nur Symptome, sondern finden die Ursache. Mit Zeit, Erfahrung und einem Therapieplan, der zu Ihrem Alltag passt.",
      actions: [
        { label: "Termin buchen" },
        { label: "Unsere Leistungen", href: "#leistungen", variant: "outline" },
      ],
      image: { name: "building", alt: "Eingang der Praxis Physiotherapie Klein" },
      badge: { title: "Termine kurzfristig frei", lines: ["Mo-Fr 7:00-20:00", "Sa 8:00-13:00"] },
    },
    {
      kind: "cards",
      id: "leistungen",
      eyebrow: "Leistungen",
      title: "Therapie, die wirkt",
      columns: 4,
      items: [
        {
          title: "Massage",
          text: "Klassische Massage, Faszien- und Triggerpunkttherapie.",
          image: { name: "massage", alt: "Therapeutin massiert den Rücken einer Patientin" },
        },
        {
          title: "Rehabilitation",
          text: "Nach Operationen und Verletzungen zurück in den Alltag.",
          image: { name: "rehab", alt: "Reha-Übung mit Therapieband" },
        },
        {
          title: "Bewegungstherapie",
          text: "Krankengymnastik und gerätegestützte Therapie.",
          image: { name: "movement", alt: "Patient bei einer Bewegungsübung" },
        },
        {
          title: "Sportphysiotherapie",
          text: "Prävention, Tape und Rückkehr in den Sport.",
          image: { name: "sport", alt: "Sportlerin bei der Physiotherapie" },
        },
      ],
    },
    {
      kind: "gallery",
      id: "praxis",
      eyebrow: "Unsere Praxis",
      title: "Hell, ruhig und barrierefrei",
      intro:
        "Auf 280 m² im Erdgeschoss: vier Behandlungsräume, ein Trainingsraum und Parkplätze direkt vor der Tür.",
      shape: "landscape",
      images: [
        { name: "room1", alt: "Heller Empfangsbereich", caption: "Empfang" },
        { name: "room2", alt: "Behandlungsraum mit Therapieliege", caption: "Behandlungsraum" },
        { name: "room3", alt: "Trainingsraum mit Geräten", caption: "Trainingsraum" },
        { name: "room4", alt: "Wartebereich mit Sesseln", caption: "Wartebereich" },
      ],
    },
    {
      kind: "team",
      id: "team",
      eyebrow: "Team",
      title: "Ihre Therapeutinnen und Therapeuten",
      members: [
        site.member(
          "Miriam Klein",
          "Praxisinhaberin, Manualtherapeutin",
          "Seit 2009 in der Physiotherapie, Schwerpunkt Wirbelsäule.",
          { name: "team1", alt: "Porträt von Miriam Klein" },
        ),
        site.member(
          "David Roth",
          "Physiotherapeut, Sportphysiotherapeut",
          "Betreut die Handballer der Region und alle, die schnell wieder fit sein wollen.",
          { name: "team2", alt: "Porträt von David Roth" },
        ),
        site.member(
          "Sophie Neumann",
          "Physiotherapeutin, Lymphdrainage",
          "Spezialisiert auf Lymphdrainage und Rehabilitation nach Operationen.",
          { name: "team3", alt: "Porträt von Sophie Neumann" },
        ),
      ],
    },
    {
      kind: "testimonials",
      id: "stimmen",
      eyebrow: "Patientenstimmen",
      title: "Das sagen unsere Patienten",
      items: [
        site.review(
          "Thomas Wenzel",
          "nach Knie-OP",
          "Nach meiner Knie-OP war ich hier in den besten Händen. Nach acht Wochen konnte ich wieder joggen.",
        ),
        site.review(
          "Anke Vogel",
          "Rückenschmerzen",
          "Endlich eine Praxis, die sich Zeit nimmt. Meine Rückenschmerzen sind deutlich besser.",
        ),
        site.review(
          "Felix Arnold",
          "Handballer",
          "Schnelle Termine, top Betreuung – ich bin rechtzeitig zur Saison fit geworden.",
        ),
      ],
    },
    {
      kind: "banner",
      id: "termin",
      title: "Rezept erhalten? Wir haben Termine frei.",
      text: "Rufen Sie uns an oder kommen Sie vorbei – meist können Sie Ihre Behandlung schon in der gleichen Woche beginnen.",
      actions: [{ label: "Termin buchen" }, { label: "0511 765 43 21", variant: "outline" }],
    },
    site.contactSection({
      title: "So finden Sie uns",
      address: ["Lister Meile 40", "30161 Hannover"],
      ...contact,
      hours: site.openingHours(["Montag – Freitag", "7:00 – 20:00"], ["Samstag", "8:00 – 13:00"]),
      hoursNote: "Hausbesuche nach Vereinbarung.",
    }),
  ],
  footer: {
    text: "Praxis für Physiotherapie in Hannover-List.",
    lines: site.footerLines("Lister Meile 40, 30161 Hannover", contact),
  },
});
