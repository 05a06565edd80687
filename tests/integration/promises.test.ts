// One promise per plan, everywhere (decisions "Promises"): every public page, the terms and the
// customer's mails are read as a customer would, sentence by sentence, and every figure they
// state about the first preview, acceptance, free small changes and notice must be the
// catalogue's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpApp } from "../support/http-app";
import { paymentConfirmationMail } from "~/mails/payment";
import { PROMISES } from "~/models/catalog/catalog";
import { parseEnv } from "~/utils/env.server";

const PAGES = [
  "/",
  "/steuerberater",
  "/anwaelte",
  "/aerzte",
  "/agb",
  "/package-selection",
  "/kontakt",
];

const NUMBER_WORDS: Record<string, number> = {
  fünf: 5,
  sieben: 7,
  zehn: 10,
  vierzehn: 14,
  dreißig: 30,
};
const DAYS = /\b(\d+|fünf|sieben|zehn|vierzehn|dreißig)\s+(Werktag|Kalendertag|Tag)(?:e|en)?\b/gi;

/** The visible text of a page, one space where a tag was, without scripts and styles. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

type Finding = { sentence: string; problem: string };

/** Every promise a text makes that is not the catalogue's. */
function brokenPromises(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const figures = [...sentence.matchAll(DAYS)].map((m) => ({
      days: NUMBER_WORDS[m[1].toLowerCase()] ?? Number(m[1]),
      working: /^Werktag/i.test(m[2]),
    }));
    const fail = (problem: string) => findings.push({ sentence: sentence.trim(), problem });
    if (/\bKündig|\bkündbar|\bgekündigt/.test(sentence) && /\b30 Tage/.test(sentence))
      fail("Kündigungsfrist in Tagen statt „einem Monat zum Monatsende“");
    if (/Frist von einen Monat/.test(sentence)) fail("„einer Frist von einen Monat“");
    if (!figures.length) continue;
    if (/gilt (?:die Website |sie )?als abgenommen|als abgenommen gilt/i.test(sentence)) {
      for (const f of figures)
        if (
          f.working ||
          ![PROMISES.deemedAcceptanceDays, PROMISES.acceptanceReminderDays].includes(
            f.days as 7 | 14,
          )
        )
          fail(`Abnahmefrist ${f.days} ${f.working ? "Werktage" : "Tage"}`);
    } else if (/kostenlos/i.test(sentence) && /Änderung/i.test(sentence)) {
      if (!/Go-live|Veröffentlichung/i.test(sentence))
        fail(
          "kostenlose Änderungen ohne Bezug auf den Go-live (oder mit der Korrekturschleife verwechselbar)",
        );
      for (const f of figures)
        if (f.working || f.days !== PROMISES.freeSmallChangesDays)
          fail(`Änderungsfrist ${f.days} Tage`);
    } else if (/Vorschau|fertig|Lieferzeit|Erstellung|erstellt|erstellen/i.test(sentence)) {
      if (!/Vorschau/i.test(sentence))
        fail("eine Frist für die fertige Website statt für die erste Vorschau");
      for (const f of figures) {
        const ok = f.working
          ? f.days === PROMISES.professionalFirstPreviewWorkingDays
          : f.days === PROMISES.packageFirstPreviewDays;
        if (!ok) fail(`Lieferfrist ${f.days} ${f.working ? "Werktage" : "Tage"}`);
      }
    }
  }
  return findings;
}

describe("one promise per plan", () => {
  let app: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    app = await startHttpApp();
  });
  afterAll(() => app?.close());

  it("the reader finds the promises that do not hold", () => {
    expect(brokenPromises("Ihre Website ist in maximal 7 Tagen fertig.")).toHaveLength(1);
    expect(
      brokenPromises("Wir erstellen die Website innerhalb von 5 bis 10 Werktagen."),
    ).toHaveLength(2);
    expect(brokenPromises("Die Kündigungsfrist beträgt dann 30 Tage.")).toHaveLength(1);
    expect(
      brokenPromises(
        "Erfolgt innerhalb von 5 Werktagen keine Mängelanzeige, gilt die Website als abgenommen.",
      ),
    ).toHaveLength(1);
    expect(brokenPromises("Kleine Änderungen sind in den ersten 14 Tagen kostenlos.")).toHaveLength(
      1,
    );
    expect(brokenPromises("Die erste Vorschau erhalten Sie innerhalb von 7 Tagen.")).toEqual([]);
  });

  it("every public page and the terms state the catalogue's promises and no other", async () => {
    for (const path of PAGES) {
      const res = await fetch(`${app.origin}${path}`);
      expect(res.status, path).toBe(200);
      const text = visibleText(await res.text());
      expect(brokenPromises(text), path).toEqual([]);
    }
    const terms = visibleText(await (await fetch(`${app.origin}/agb`)).text());
    expect(terms).toContain(`innerhalb von ${PROMISES.packageFirstPreviewDays} Tagen bereit`);
    expect(terms).toContain(
      `innerhalb von ${PROMISES.professionalFirstPreviewWorkingDays} Werktagen bereit`,
    );
    expect(terms).toContain(
      `innerhalb von ${PROMISES.deemedAcceptanceDays} Tagen nach Bereitstellung`,
    );
    expect(terms).toContain("mit einer Frist von einem Monat zum Monatsende");
    const professionals = visibleText(await (await fetch(`${app.origin}/steuerberater`)).text());
    expect(professionals).toContain("mit einer Frist von einem Monat zum Monatsende");
  });

  it("the payment mail and the acceptance periods the product applies say the same", () => {
    const mail = paymentConfirmationMail(
      { email: "kunde@example.com", firstName: "Eva", lastName: "Kunde" },
      {
        id: "00000000-0000-4000-8000-000000000001",
        totalPriceCents: 119000,
        isTestPayment: false,
      } as never,
      "Standard",
      PROMISES.packageFirstPreviewDays,
    );
    expect(brokenPromises(mail.text)).toEqual([]);
    expect(mail.text).toContain(`innerhalb von ${PROMISES.packageFirstPreviewDays} Tagen`);
    const env = parseEnv({ DATA_DIR: "/tmp/seitenwerk-promises" });
    expect(env.ACCEPTANCE_DEEMED_DAYS).toBe(PROMISES.deemedAcceptanceDays);
    expect(env.ACCEPTANCE_REMINDER_DAYS).toBe(PROMISES.acceptanceReminderDays);
  });
});
