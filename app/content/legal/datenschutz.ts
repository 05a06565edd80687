// Privacy policy in 16 sections (02 §2.7), describing what this product actually does:
// cookie session, consent banner, accounts, orders with uploads in S3-compatible
// storage, Stripe, e-mail delivery and the Google Ads click id.
import { LEGAL_UPDATED, numberSections, type LegalDocument } from "./types";
import type { ProviderDetails } from "~/utils/provider.server";
import { TERMS_FIGURES } from "~/models/catalog/catalog";

export function datenschutzDocument(provider: ProviderDetails): LegalDocument {
  return {
    title: "Datenschutzerklärung",
    intro:
      "Mit dieser Datenschutzerklärung informieren wir Sie darüber, welche personenbezogenen Daten wir verarbeiten, wenn Sie unsere Website besuchen, ein Kundenkonto anlegen oder eine Website bei uns bestellen.",
    updated: LEGAL_UPDATED,
    sections: numberSections(
      [
        {
          title: "Verantwortlicher",
          blocks: [
            "Verantwortlich für die Datenverarbeitung im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:",
            {
              lines: [
                provider.name,
                ...provider.addressLines,
                ...(provider.phone ? [`Telefon: ${provider.phone}`] : []),
                `E-Mail: ${provider.email}`,
              ],
            },
            `Vertreten durch: ${provider.managingDirector}. Bei Fragen zum Datenschutz erreichen Sie uns unter der oben genannten E-Mail-Adresse.`,
          ],
        },
        {
          title: "Grundsätze und Rechtsgrundlagen",
          blocks: [
            "Wir verarbeiten personenbezogene Daten nur, soweit dies für die Bereitstellung unserer Website und unserer Leistungen erforderlich ist oder Sie eingewilligt haben. Rechtsgrundlagen sind insbesondere:",
            {
              list: [
                "Art. 6 Abs. 1 lit. b DSGVO – Vertragserfüllung und vorvertragliche Maßnahmen (Kundenkonto, Bestellung, Erstellung und Betrieb Ihrer Website),",
                "Art. 6 Abs. 1 lit. c DSGVO – rechtliche Verpflichtungen (z. B. handels- und steuerrechtliche Aufbewahrung),",
                "Art. 6 Abs. 1 lit. f DSGVO – berechtigte Interessen (sicherer Betrieb der Website, Abwehr von Missbrauch, Zuordnung von Bestellungen zu Werbeanzeigen),",
                "Art. 6 Abs. 1 lit. a DSGVO und § 25 Abs. 1 TDDDG – Ihre Einwilligung, soweit wir sie einholen.",
              ],
            },
          ],
        },
        {
          title: "Hosting",
          blocks: [
            "Unsere Website, die Datenbank und die Kundenportale werden bei einem Hosting-Dienstleister mit Rechenzentren in der Europäischen Union betrieben. Der Dienstleister verarbeitet die Daten ausschließlich in unserem Auftrag und nach unseren Weisungen auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO).",
            "Die Übertragung zwischen Ihrem Browser und unseren Servern ist durch TLS verschlüsselt.",
          ],
        },
        {
          title: "Server-Logdateien",
          blocks: [
            "Bei jedem Aufruf unserer Website werden technisch bedingt folgende Daten verarbeitet: IP-Adresse, Datum und Uhrzeit des Abrufs, aufgerufene Adresse, übertragene Datenmenge, HTTP-Statuscode, Referrer-URL sowie Browser und Betriebssystem.",
            "Die Verarbeitung dient der Auslieferung der Website, der Stabilität und der Sicherheit (Art. 6 Abs. 1 lit. f DSGVO). Logdateien werden nach spätestens 14 Tagen gelöscht, es sei denn, ein konkreter Sicherheitsvorfall erfordert eine längere Aufbewahrung zur Aufklärung.",
          ],
        },
        {
          title: "Cookies, Cookie-Hinweis und lokale Speicherung",
          blocks: [
            "Wir setzen folgende technisch notwendige Cookies ein, die ohne Einwilligung zulässig sind (§ 25 Abs. 2 Nr. 2 TDDDG):",
            {
              list: [
                "„__session“: signiertes Sitzungs-Cookie für Anmeldung, gewähltes Paket, gewählte Berufsgruppe und gegebenenfalls die Klick-ID einer Anzeige (Speicherdauer bis zu 30 Tage),",
                "„__admin“: Sitzungs-Cookie des Verwaltungsbereichs, nur für unsere Mitarbeitenden (bis zu 12 Stunden),",
                "„cookieConsent“: speichert Ihre Auswahl im Cookie-Hinweis (ein Jahr).",
              ],
            },
            "Beim ersten Besuch zeigt ein Cookie-Hinweis die Wahl zwischen „Nur notwendige“ und „Alle akzeptieren“. Ihre Auswahl speichern wir im Cookie „cookieConsent“ und zusätzlich im lokalen Speicher Ihres Browsers (localStorage) unter dem Schlüssel „cookieConsent“ mit dem Wert „necessary“ oder „all“, damit der Hinweis nicht erneut erscheint.",
            "Nur wenn Sie „Alle akzeptieren“ wählen, dürfen zusätzlich Cookies oder vergleichbare Techniken zur Reichweiten- und Erfolgsmessung eingesetzt werden (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Solche Dienste führen wir in dieser Erklärung einzeln auf, bevor wir sie nutzen. Sie können Ihre Einwilligung jederzeit widerrufen, indem Sie die Cookies und den lokalen Speicher für unsere Website in Ihrem Browser löschen; der Hinweis erscheint dann erneut.",
          ],
        },
        {
          title: "Kundenkonto und Anmeldung",
          blocks: [
            "Für eine Bestellung legen Sie ein Kundenkonto an. Dabei verarbeiten wir Vorname, Nachname, E-Mail-Adresse und Passwort; optional Telefonnummer und Firmenname. Das Passwort speichern wir nur als kryptografischen Hashwert.",
            "Zur Bestätigung Ihrer E-Mail-Adresse senden wir Ihnen einen Link mit einem einmaligen Bestätigungscode. Angemeldete Sitzungen speichern wir serverseitig mit Ablaufzeitpunkt.",
            "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Die Daten speichern wir, solange Ihr Kundenkonto besteht.",
          ],
        },
        {
          title: "Bestellungen, Projektangaben und hochgeladene Dokumente",
          blocks: [
            "Für die Erstellung Ihrer Website verarbeiten wir Ihre Bestell- und Projektangaben: Unternehmensname, Anschrift, Ansprechpartner, Telefon, Branche, Beschreibung, gewünschte Domain, Design- und Seitenwünsche, Inhalte Ihrer Seiten sowie Bestellstatus und Preise.",
            "Dateien, die Sie hochladen (z. B. Logos, Bilder, Texte, Dokumente), speichern wir in einem S3-kompatiblen Objektspeicher eines Dienstleisters in der Europäischen Union, der in unserem Auftrag tätig ist. Die Dateien sind nicht öffentlich abrufbar und nur für Sie und unsere mit Ihrem Projekt befassten Mitarbeitenden zugänglich.",
            "Enthalten Ihre Unterlagen personenbezogene Daten Dritter (etwa von Mitarbeitenden für eine Team-Seite), stellen Sie sicher, dass Sie diese an uns weitergeben dürfen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.",
          ],
        },
        {
          title: "Zahlungsabwicklung über Stripe",
          blocks: [
            "Zahlungen wickeln wir über Stripe ab (Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irland). Zum Bezahlen werden Sie auf eine Bezahlseite von Stripe weitergeleitet; Ihre Kartendaten gibt Stripe nicht an uns weiter.",
            "Wir übermitteln an Stripe den Betrag, eine Bestellkennung und Ihre E-Mail-Adresse; von Stripe erhalten wir den Zahlungsstatus, eine Zahlungskennung und die für die Rechnung nötigen Angaben (Name, E-Mail-Adresse, Telefonnummer, Rechnungsanschrift).",
            "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, für die Betrugsprävention durch Stripe Art. 6 Abs. 1 lit. f DSGVO. Stripe ist für einen Teil der Verarbeitungen selbst verantwortlich; Informationen finden Sie unter https://stripe.com/de/privacy.",
          ],
        },
        {
          title: "E-Mail-Versand",
          blocks: [
            "Wir senden Ihnen E-Mails, die für die Vertragsdurchführung erforderlich sind, etwa zur Bestätigung Ihrer E-Mail-Adresse, zur Bestellung, zur Zahlung und zum Projektfortschritt. Für den Versand nutzen wir einen E-Mail-Dienstleister, der in unserem Auftrag tätig ist.",
            "Dabei werden Ihre E-Mail-Adresse, Ihr Name und der Inhalt der Nachricht verarbeitet (Art. 6 Abs. 1 lit. b DSGVO). Werbliche Newsletter versenden wir nicht.",
          ],
        },
        {
          title: "Google-Ads-Klick-ID (gclid)",
          blocks: [
            "Erreichen Sie unsere Website über eine Anzeige bei Google, enthält der Link eine Klick-Kennung („gclid“). Wir speichern diese Kennung in Ihrem Sitzungs-Cookie und bei der Registrierung zusammen mit Ihrem Kundenkonto.",
            "So können wir erkennen, welche Anzeigen zu Bestellungen geführt haben, und unsere Werbeausgaben steuern (Art. 6 Abs. 1 lit. f DSGVO). Eine Übermittlung von Bestellereignissen an Google zur Erfolgsmessung erfolgt nur, wenn Sie im Cookie-Hinweis „Alle akzeptieren“ gewählt haben.",
            "Die Kennung wird mit Ihrem Kundenkonto gelöscht. Sie können der Verarbeitung jederzeit widersprechen (Abschnitt 15).",
          ],
        },
        {
          title: "Kontaktaufnahme und Support",
          blocks: [
            "Wenn Sie uns per E-Mail, Telefon oder über das Kundenportal kontaktieren, verarbeiten wir Ihre Angaben (Name, Kontaktdaten, Anliegen), um Ihre Anfrage zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit die Anfrage mit einem Vertrag zusammenhängt, ansonsten Art. 6 Abs. 1 lit. f DSGVO.",
          ],
        },
        {
          title: "Empfänger und Auftragsverarbeiter",
          blocks: [
            "Ihre Daten erhalten innerhalb unseres Unternehmens nur die Personen, die sie für die genannten Zwecke benötigen. Außerhalb unseres Unternehmens setzen wir folgende Kategorien von Dienstleistern ein:",
            {
              list: [
                "Hosting- und Datenbankanbieter,",
                "Anbieter eines S3-kompatiblen Objektspeichers für hochgeladene Dateien,",
                "E-Mail-Versanddienstleister,",
                "Stripe als Zahlungsdienstleister,",
                "Domain-Registrare, soweit wir für Sie eine Domain registrieren,",
                "Steuerberater und Behörden, soweit wir gesetzlich dazu verpflichtet sind.",
              ],
            },
            "Mit Auftragsverarbeitern haben wir Verträge nach Art. 28 DSGVO geschlossen.",
          ],
        },
        {
          title: "Übermittlung in Drittländer",
          blocks: [
            "Grundsätzlich verarbeiten wir Ihre Daten in der Europäischen Union. Einzelne Dienstleister, insbesondere Stripe und Google, können Daten auch in den USA verarbeiten. Soweit der Empfänger unter dem EU-US Data Privacy Framework zertifiziert ist, erfolgt die Übermittlung auf Grundlage des Angemessenheitsbeschlusses der EU-Kommission (Art. 45 DSGVO), ansonsten auf Grundlage von Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO).",
          ],
        },
        {
          title: "Speicherdauer",
          blocks: [
            "Wir löschen personenbezogene Daten, sobald sie für den Zweck nicht mehr erforderlich sind und keine Aufbewahrungspflicht besteht. Im Einzelnen:",
            {
              list: [
                "Server-Logdateien: höchstens 14 Tage,",
                "Sitzungs-Cookie: bis zu 30 Tage, Cookie „cookieConsent“: ein Jahr,",
                "Kundenkonto einschließlich Klick-ID: bis zur Löschung des Kontos (jederzeit unter „Mein Konto“; bezahlte Bestellungen und Rechnungen bleiben ohne Ihre Kontaktdaten für die gesetzliche Frist erhalten),",
                "Nicht bezahlte Bestellentwürfe samt Dateien: sechs Monate nach der letzten Änderung; wir erinnern Sie 14 Tage vorher per E-Mail,",
                `Website-Inhalte und hochgeladene Dateien: bis zum Vertragsende; danach halten wir sie ${TERMS_FIGURES.dataExportDays} Tage für Ihren Datenexport bereit und löschen sie anschließend,`,
                "Rechnungen und Buchungsbelege: acht Jahre, Handelsbriefe sechs Jahre, Handelsbücher und Jahresabschlüsse zehn Jahre (§ 257 HGB, § 147 AO).",
              ],
            },
          ],
        },
        {
          title: "Ihre Rechte",
          blocks: [
            "Sie haben gegenüber uns folgende Rechte hinsichtlich Ihrer personenbezogenen Daten:",
            {
              list: [
                "Auskunft (Art. 15 DSGVO),",
                "Berichtigung (Art. 16 DSGVO),",
                "Löschung (Art. 17 DSGVO),",
                "Einschränkung der Verarbeitung (Art. 18 DSGVO),",
                "Datenübertragbarkeit (Art. 20 DSGVO),",
                "Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).",
              ],
            },
            "Widerspruchsrecht: Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), können Sie dieser Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 DSGVO).",
            `Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an ${provider.email}. Eine automatisierte Entscheidungsfindung einschließlich Profiling findet nicht statt.`,
          ],
        },
        {
          title: "Beschwerderecht und Änderungen dieser Erklärung",
          blocks: [
            "Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Zuständig für uns ist die Datenschutz-Aufsichtsbehörde des Bundeslandes, in dem wir unseren Sitz haben; eine Übersicht der Behörden finden Sie unter https://www.bfdi.bund.de/anschriften.",
            "Wir passen diese Datenschutzerklärung an, wenn sich unsere Verarbeitungen oder die Rechtslage ändern. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.",
          ],
        },
      ],
      "decimal",
    ),
  };
}
