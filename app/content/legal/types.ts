// Legal texts are plain data (serialisable, so loaders can pass them to the page)
// rendered by one LegalPage component.

/** A paragraph, a bullet list, or lines that belong together (an address). */
export type LegalBlock = string | { list: string[] } | { lines: string[] };

export interface LegalSection {
  /** anchor id of the section, e.g. "p3" */
  id: string;
  /** heading including its number, e.g. "§ 3 Leistungsumfang" */
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro?: string;
  updated?: string;
  sections: LegalSection[];
}

export const LEGAL_UPDATED = "Stand: November 2026";

/** Numbers sections in order, so inserting one never leaves a gap or a duplicate. */
export function numberSections(
  sections: Array<{ title: string; blocks: LegalBlock[] }>,
  style: "paragraph" | "decimal" | "plain",
): LegalSection[] {
  const heading = {
    paragraph: (n: number, t: string) => `§ ${n} ${t}`,
    decimal: (n: number, t: string) => `${n}. ${t}`,
    plain: (_: number, t: string) => t,
  }[style];
  return sections.map((s, i) => ({
    id: style === "paragraph" ? `p${i + 1}` : `abschnitt-${i + 1}`,
    heading: heading(i + 1, s.title),
    blocks: s.blocks,
  }));
}
