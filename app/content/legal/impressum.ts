// Provider imprint (§ 5 DDG, § 18 Abs. 2 MStV); every detail comes from configuration.
import { numberSections, type LegalDocument } from "./types";
import type { ProviderDetails } from "~/utils/provider.server";

export function impressumDocument(provider: ProviderDetails): LegalDocument {
  return {
    title: "Impressum",
    intro: "Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).",
    sections: numberSections(
      [
        { title: "Anbieter", blocks: [{ lines: [provider.name, ...provider.addressLines] }] },
        { title: "Vertreten durch", blocks: [`Geschäftsführung: ${provider.managingDirector}`] },
        {
          title: "Kontakt",
          blocks: [
            {
              // without a phone the contact form is the second fast channel § 5 DDG asks for
              lines: provider.phone
                ? [`Telefon: ${provider.phone}`, `E-Mail: ${provider.email}`]
                : [`E-Mail: ${provider.email}`, "Kontaktformular: Seite „Kontakt“ dieser Website"],
            },
          ],
        },
        { title: "Registereintrag", blocks: [provider.register] },
        {
          title: "Umsatzsteuer",
          blocks: [
            `Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${provider.vatId}`,
          ],
        },
        {
          title: "Verantwortlich für den Inhalt",
          blocks: [
            `Verantwortlich nach § 18 Abs. 2 MStV: ${provider.managingDirector}, Anschrift wie oben.`,
          ],
        },
        {
          title: "Streitbeilegung",
          blocks: [
            "Unser Angebot richtet sich ausschließlich an Unternehmer. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
          ],
        },
        {
          title: "Beispiel-Websites",
          blocks: [
            "Die auf dieser Website gezeigten Portfolio- und Beispiel-Websites sind fiktiv. Namen, Adressen, Telefonnummern und Preise darin sind frei erfunden und dienen nur der Veranschaulichung.",
          ],
        },
      ],
      "plain",
    ),
  };
}
