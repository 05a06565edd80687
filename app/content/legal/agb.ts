// General terms (AGB) for business customers only, 17 sections (02 §2.7). Every figure
// comes from the catalogue: what the app sells at its charged price (decisions "One price
// everywhere"), services sold only under the terms from TERMS_FIGURES.
import { LEGAL_UPDATED, numberSections, type LegalDocument } from "./types";
import type { ProviderDetails } from "~/utils/provider.server";
import {
  ADD_ONS,
  HOSTING,
  MARKETING,
  PACKAGES,
  PROFESSIONAL_PACKAGE,
  PROMISES,
  SUBSCRIPTION_TERMS,
  TERMS_FIGURES,
} from "~/models/catalog/catalog";
import { formatEuros } from "~/utils/format";

const T = TERMS_FIGURES;
const P = PROFESSIONAL_PACKAGE;
const eur = formatEuros;
const joinOr = (values: readonly number[], unit: string) =>
  values.map((v) => `${v}${unit}`).join(" oder ");

export function agbDocument(provider: ProviderDetails): LegalDocument {
  const packages = PACKAGES.map(
    (p) =>
      `${p.name}: ${p.additionalPages === 0 ? "Onepager" : `${p.additionalPages} Seiten`}, einmalig ${eur(p.price)} oder im Abonnement ${eur(p.subscriptionPrice)} monatlich, ${p.changeMinutesPerMonth} Minuten Änderungen pro Monat im Abonnement`,
  );
  return {
    title: "Allgemeine Geschäftsbedingungen (AGB)",
    intro: `Allgemeine Geschäftsbedingungen von ${provider.name} für die Erstellung, das Hosting und die Pflege von Websites. Unser Angebot richtet sich ausschließlich an Unternehmer.`,
    updated: LEGAL_UPDATED,
    sections: numberSections(
      [
        {
          title: "Geltungsbereich und Anbieter",
          blocks: [
            `(1) Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über die Erstellung, das Hosting und die Pflege von Websites zwischen ${provider.name} (im Folgenden „Anbieter“) und seinen Kunden.`,
            "(2) Das Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen (B2B). Verträge mit Verbrauchern im Sinne des § 13 BGB werden nicht geschlossen.",
            "(3) Abweichende, entgegenstehende oder ergänzende Geschäftsbedingungen des Kunden werden nicht Vertragsbestandteil, auch wenn der Anbieter ihnen nicht ausdrücklich widerspricht.",
          ],
        },
        {
          title: "Vertragsschluss und Unternehmerbestätigung",
          blocks: [
            "(1) Die Darstellung der Pakete auf der Website ist kein verbindliches Angebot, sondern eine Aufforderung zur Abgabe einer Bestellung.",
            "(2) Der Kunde wählt ein Paket und gegebenenfalls Zusatzleistungen, legt ein Kundenkonto an und gibt im Bestellprozess seine Unternehmens- und Projektdaten an.",
            "(3) Vor Abschluss der Bestellung bestätigt der Kunde ausdrücklich, dass er als Unternehmer handelt, und akzeptiert diese AGB aktiv durch Setzen des dafür vorgesehenen Häkchens. Ohne diese Bestätigung ist eine Bestellung nicht möglich.",
            "(4) Der Vertrag kommt zustande, wenn der Kunde die Bestellung mit dem Bezahlvorgang abschließt und der Anbieter die Bestellung per E-Mail bestätigt.",
            "(5) Macht der Kunde unzutreffende Angaben zu seiner Unternehmereigenschaft, ist der Anbieter zum Rücktritt vom Vertrag berechtigt.",
          ],
        },
        {
          title: "Leistungsumfang",
          blocks: [
            "(1) Der Anbieter erstellt für den Kunden eine Website nach dem gewählten Paket. Der Leistungsumfang ergibt sich aus der Paketbeschreibung zum Zeitpunkt der Bestellung:",
            { list: packages },
            `(2) Zu allen Paketen gehören ein responsives Design, ein Impressum, eine Datenschutzerklärung und eine Suchmaschinen-Grundoptimierung. Das Hosting ist im ersten Jahr kostenlos und kostet danach ${eur(MARKETING.hostingMonthlyAfter)} monatlich, sofern es nicht im Abonnement enthalten ist.`,
            "(3) Zusatzleistungen (zusätzliche Seiten, Zweisprachigkeit, Blog/News, Buchungssystem) werden nur erbracht, wenn sie bei der Bestellung gewählt oder später gesondert beauftragt wurden.",
            "(4) Die Beschaffung von Domains erfolgt im Namen und auf Rechnung des Kunden, soweit nichts anderes vereinbart ist.",
          ],
        },
        {
          title: "Mitwirkungspflichten des Kunden",
          blocks: [
            "(1) Der Kunde stellt alle für die Erstellung benötigten Inhalte (Texte, Bilder, Logos, Unternehmensangaben) vollständig und in gängigen Dateiformaten über das Kundenportal bereit.",
            "(2) Der Kunde versichert, dass er an allen bereitgestellten Inhalten die erforderlichen Rechte besitzt und dass die Inhalte nicht gegen geltendes Recht, insbesondere Wettbewerbs-, Marken-, Urheber- oder Berufsrecht, verstoßen. Er stellt den Anbieter von Ansprüchen Dritter frei, die aus einer Verletzung dieser Pflicht entstehen.",
            "(3) Für die inhaltliche Richtigkeit der Pflichtangaben seiner Website (insbesondere Impressum und berufsrechtliche Angaben) bleibt der Kunde verantwortlich.",
            "(4) Verzögerungen, die auf fehlende oder verspätete Mitwirkung des Kunden zurückgehen, verlängern die Fertigstellungsfristen entsprechend.",
          ],
        },
        {
          title: "Erstellung, Fertigstellung und Abnahme",
          blocks: [
            `(1) Der Anbieter stellt die erste Vorschau der Website innerhalb von ${PROMISES.packageFirstPreviewDays} Tagen bereit, nachdem die Zahlung eingegangen ist und alle Inhalte und Angaben des Kunden vollständig vorliegen. Im Professional-Tarif gilt § 9 Abs. 2.`,
            `(2) Der Kunde prüft die Vorschau und erklärt die Abnahme oder teilt Änderungswünsche mit. Vor der Abnahme ${PROMISES.correctionLoops === 1 ? "ist eine Korrekturschleife" : `sind ${PROMISES.correctionLoops} Korrekturschleifen`} enthalten; weitere sind nach § 6 Abs. 2 möglich.`,
            `(3) Erklärt der Kunde innerhalb von ${PROMISES.deemedAcceptanceDays} Tagen nach Bereitstellung einer Vorschau weder die Abnahme noch teilt er Änderungswünsche mit, gilt die Website als abgenommen (§ 640 Abs. 2 BGB). Der Anbieter erinnert den Kunden ${PROMISES.acceptanceReminderDays} Tage nach der Bereitstellung in Textform an die Prüfung und weist dabei auf diese Folge hin.`,
            `(4) Kleine Änderungen sind in den ersten ${PROMISES.freeSmallChangesDays} Tagen nach der Veröffentlichung der Website kostenlos; sie sind von der Korrekturschleife vor der Abnahme zu unterscheiden. Wesentliche Änderungen des vereinbarten Konzepts gelten als Zusatzaufwand nach § 6.`,
          ],
        },
        {
          title: "Zusatzleistungen und Mehraufwand",
          blocks: [
            `(1) Zusatzleistungen kosten einmalig: ${ADD_ONS.map((a) => `${a.name} ${eur(a.price)}${a.id === "extraPage" ? " je Seite" : ""}`).join(", ")}. Diese Preise gelten in jedem Paket und auch für Zusatzleistungen, die nach Vertragsschluss beauftragt werden.`,
            `(2) Erfordert eine Seite besondere Funktionen oder einen erheblich höheren Gestaltungsaufwand (etwa umfangreiche Tabellen, Formulare oder Einbindungen von Drittanbietern), berechnet der Anbieter nach vorheriger Ankündigung einen Komplexitätszuschlag von ${eur(T.complexitySurchargeMin)} bis ${eur(T.complexitySurchargeMax)} je Seite.`,
            `(3) Laufende Zusatzmodule, etwa der Betrieb eines Buchungssystems oder einer Blog-Funktion außerhalb eines Abonnements, kosten ${joinOr(T.termAddOnMonthly, " €")} monatlich je nach Modul und haben eine Laufzeit von ${T.termAddOnMonths} Monaten.`,
            "(4) Sonstige Leistungen außerhalb des vereinbarten Umfangs erbringt der Anbieter nur nach gesondertem Angebot und Beauftragung in Textform.",
          ],
        },
        {
          title: "Preise und Zahlung",
          blocks: [
            `(1) Es gelten die zum Zeitpunkt der Bestellung angezeigten Preise. Soweit nicht anders angegeben, enthalten sie die gesetzliche Umsatzsteuer von ${MARKETING.vatPercent} %.`,
            "(2) Die Zahlung erfolgt über den Zahlungsdienstleister Stripe per Karte oder über andere dort angebotene Zahlungsarten. Einmalpreise sind mit Abschluss der Bestellung fällig, Abonnementbeiträge monatlich im Voraus.",
            "(3) Der Kunde erhält Rechnungen elektronisch. Gerät der Kunde in Zahlungsverzug, gelten die gesetzlichen Regelungen für Geschäfte zwischen Unternehmern (§ 288 Abs. 2 und 5 BGB).",
            "(4) Bei Zahlungsverzug von mehr als 30 Tagen darf der Anbieter die Website nach vorheriger Ankündigung vorübergehend offline nehmen, bis die offenen Beträge beglichen sind.",
          ],
        },
        {
          title: "Abonnement, Laufzeit und Kündigung",
          blocks: [
            `(1) Abonnements haben eine Mindestlaufzeit von ${joinOr(T.minimumTermMonths, " Monaten")}, je nach gewähltem Tarif; ohne abweichende Angabe beträgt sie ${SUBSCRIPTION_TERMS.minimumTermMonths} Monate. Danach verlängert sich das Abonnement auf unbestimmte Zeit.`,
            `(2) Das Abonnement kann mit einer Frist von ${T.noticePeriodMonths === 1 ? "einem Monat" : `${T.noticePeriodMonths} Monaten`} zum Ende der Mindestlaufzeit und danach jederzeit mit derselben Frist zum Monatsende gekündigt werden.`,
            "(3) Die Kündigung bedarf der Textform (z. B. E-Mail). Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.",
            "(4) Im Abonnement sind Hosting, Sicherheits-Updates, Datensicherungen und das im Paket genannte monatliche Änderungskontingent enthalten. Nicht genutztes Kontingent verfällt am Monatsende.",
          ],
        },
        {
          title: "Professional-Tarif für Steuerberater, Rechtsanwälte und Ärzte",
          blocks: [
            `(1) Der Professional-Tarif besteht aus einer einmaligen Einrichtungsgebühr von ${eur(P.setupFee)} zzgl. Umsatzsteuer und einem monatlichen Beitrag von ${eur(P.subscriptionPrice)}. Die Einrichtungsgebühr ist mit der Bestellung fällig und wird nicht erstattet.`,
            `(2) Nach Zahlung der Einrichtungsgebühr erhält der Kunde Zugang zum Kundenportal und trägt dort seine Angaben ein. Der Anbieter stellt die erste Vorschau der Website innerhalb von ${PROMISES.professionalFirstPreviewWorkingDays} Werktagen bereit, nachdem die Angaben vollständig vorliegen.`,
            `(3) Vor der Abnahme ist ${P.correctionLoops === 1 ? "eine Korrekturschleife" : `${P.correctionLoops} Korrekturschleifen`} enthalten. Nach Übermittlung der Angaben sind Änderungen nur im Rahmen dieser Korrekturschleife möglich.`,
            `(4) Der monatliche Beitrag wird erst ab der Abnahme der fertigen Website berechnet. Die Mindestlaufzeit beträgt ${P.minimumTermMonths} Monate ab Abnahme; danach ist der Vertrag mit einer Frist von ${P.noticePeriodText} zum Monatsende kündbar.`,
            `(5) Im Professional-Tarif sind ${P.additionalPages} Seiten, Hosting, ${P.changeMinutesPerMonth} Minuten Änderungen pro Monat und eine Reaktion auf Änderungswünsche in unter ${P.reactionHours} Stunden enthalten.`,
          ],
        },
        {
          title: "Hosting, Verfügbarkeit und Datensicherung",
          blocks: [
            "(1) Der Anbieter betreibt die Website auf Servern in der Europäischen Union und strebt eine Verfügbarkeit von 99 % im Jahresmittel an. Ausgenommen sind angekündigte Wartungsfenster und Störungen, die der Anbieter nicht zu vertreten hat.",
            "(2) Der Anbieter sichert die Website regelmäßig. Die Wiederherstellung aus einer Datensicherung nach einem vom Anbieter zu vertretenden Ausfall ist kostenlos.",
            `(3) Eine Notfall-Wiederherstellung, die durch den Kunden oder Dritte im Verantwortungsbereich des Kunden verursacht wurde, kostet ${eur(T.emergencyRestoreFirstHour)} für bis zu eine Stunde Aufwand; jede weitere angefangene Stunde wird mit ${eur(T.emergencyRestorePerHour)} berechnet.`,
            `(4) Bei Paketen mit Einmalzahlung ist das Hosting für ${HOSTING.freeMonths} Monate ab der Veröffentlichung der Website (Freischaltung unter ihrer Live-Adresse) kostenlos. ${HOSTING.reminderDaysBefore.join(" und ")} Tage vor Ablauf weist der Anbieter den Kunden in Textform und im Kundenbereich darauf hin. Der Kunde kann das Hosting danach für ${eur(MARKETING.hostingMonthlyAfter)} monatlich fortführen; es verlängert sich dann monatlich und ist mit einer Frist von ${HOSTING.noticePeriodMonths === 1 ? "einem Monat" : `${HOSTING.noticePeriodMonths} Monaten`} zum Monatsende kündbar. Ohne Fortführung endet das Hosting mit Ablauf des kostenlosen Jahres; es gelten die Regeln zu Vertragsende und Datenherausgabe.`,
            `(5) Hat der Kunde bis zum Ablauf des kostenlosen Jahres keine Entscheidung getroffen, bleibt die Website noch ${HOSTING.graceDays} Tage kostenlos online (Nachfrist). Danach wird sie zur Abschaltung vorgemerkt und abgeschaltet; eine Fortführung ist bis zur Abschaltung möglich. Kosten entstehen ohne Zustimmung des Kunden nicht.`,
          ],
        },
        {
          title: "Nutzungsrechte",
          blocks: [
            "(1) Mit vollständiger Zahlung erhält der Kunde ein einfaches, zeitlich und räumlich unbeschränktes Recht, die für ihn erstellte Website für eigene Zwecke zu nutzen.",
            "(2) Im Abonnement und im Professional-Tarif gilt das Nutzungsrecht für die Dauer des Vertrags. Von Dritten lizenzierte Bestandteile (z. B. Schriften, Bilddatenbanken, Software-Bibliotheken) unterliegen deren Lizenzbedingungen.",
            "(3) Der Anbieter darf die Website nach Veröffentlichung als Referenz nennen, sofern der Kunde dem nicht in Textform widerspricht.",
          ],
        },
        {
          title: "Gewährleistung",
          blocks: [
            `(1) Die Gewährleistungsfrist für die Erstellung der Website beträgt ${T.warrantyMonths} Monate ab Abnahme.`,
            `(2) Erkennbare Mängel sind innerhalb von ${T.defectAfterDiscoveryWorkingDays} Werktagen nach ihrer Entdeckung in Textform anzuzeigen. Der Anbieter beseitigt gemeldete Mängel nach seiner Wahl durch Nachbesserung oder Neuerstellung.`,
            "(3) Schlägt die Nacherfüllung zweimal fehl, kann der Kunde nach den gesetzlichen Vorschriften mindern oder vom Vertrag zurücktreten.",
            "(4) Keine Mängel sind Darstellungsunterschiede in veralteten Browsern sowie Fehler, die auf Änderungen des Kunden oder Dritter an der Website beruhen.",
          ],
        },
        {
          title: "Haftung",
          blocks: [
            "(1) Der Anbieter haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie nach dem Produkthaftungsgesetz.",
            "(2) Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten (Kardinalpflichten) ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.",
            "(3) Für Inhalte, die der Kunde bereitstellt, und für deren rechtliche Zulässigkeit haftet der Anbieter nicht.",
          ],
        },
        {
          title: "Preisänderungen",
          blocks: [
            `(1) Der Anbieter kann die Beiträge laufender Abonnements zum Ausgleich gestiegener Kosten (insbesondere für Hosting, Lizenzen und Personal) anpassen. Eine Preisänderung wird mindestens ${T.priceChangeNoticeWeeks} Wochen vor ihrem Wirksamwerden in Textform angekündigt.`,
            "(2) Bei einer Preiserhöhung kann der Kunde den Vertrag zum Zeitpunkt ihres Wirksamwerdens außerordentlich kündigen. Auf dieses Recht weist der Anbieter in der Ankündigung hin.",
          ],
        },
        {
          title: "Vertragsende und Datenherausgabe",
          blocks: [
            `(1) Nach Vertragsende stellt der Anbieter dem Kunden auf Anforderung innerhalb von ${T.dataExportDays} Tagen einen Export der Inhalte seiner Website (Texte, Bilder und, soweit technisch möglich, die Seitendateien) zur Verfügung.`,
            "(2) Eine Domain, die auf den Namen des Kunden registriert ist, gibt der Anbieter auf Anforderung frei (Auth-Code).",
            `(3) Nach Ablauf der Frist von ${T.dataExportDays} Tagen löscht der Anbieter die Website und die hochgeladenen Dateien, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen.`,
          ],
        },
        {
          title: "Änderungen dieser AGB",
          blocks: [
            `(1) Der Anbieter kann diese AGB für laufende Verträge ändern, soweit dies aus sachlichen Gründen (etwa Gesetzesänderungen oder neue Leistungen) erforderlich ist und der Kunde dadurch nicht unangemessen benachteiligt wird. Die Änderungen werden dem Kunden mindestens ${T.termsChangeObjectionWeeks} Wochen vor ihrem Inkrafttreten in Textform mitgeteilt.`,
            `(2) Widerspricht der Kunde nicht innerhalb von ${T.termsChangeObjectionWeeks} Wochen nach Zugang der Mitteilung, gelten die Änderungen als angenommen. Auf diese Folge, die Frist und das Widerspruchsrecht weist der Anbieter in der Mitteilung besonders hin.`,
            "(3) Widerspricht der Kunde, gelten die bisherigen AGB fort; beide Seiten können den Vertrag dann ordentlich kündigen.",
          ],
        },
        {
          title: "Schlussbestimmungen",
          blocks: [
            "(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.",
            "(2) Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten der Sitz des Anbieters.",
            "(3) Informationen zur Verarbeitung personenbezogener Daten enthält die Datenschutzerklärung. Soweit der Anbieter personenbezogene Daten im Auftrag des Kunden verarbeitet, schließen die Parteien einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.",
            "(4) Sollten einzelne Bestimmungen dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.",
          ],
        },
      ],
      "paragraph",
    ),
  };
}
