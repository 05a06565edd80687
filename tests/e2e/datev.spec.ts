// The DATEV export as the admin uses it, with and without JavaScript (@no-js: desktop with
// it, phone width without): the settings with German errors, the page's summary of an empty
// period, the one-click download of a flat ZIP whose Buchungsstapel is Windows-1252, and the
// refusal of a period across the fiscal year's end.
import { readFileSync } from "node:fs";
import iconv from "iconv-lite";
import yauzl from "yauzl";
import { expectNoSeriousViolations } from "./a11y";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

function zipEntries(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

async function saveSettings(page: Page) {
  await page.goto("/admin/invoices/datev");
  await page.getByLabel(/^Beraternummer/).fill("12");
  await page.getByLabel(/^Mandantennummer/).fill("12345");
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(
    page.getByText("Bitte geben Sie die Beraternummer ein: 4 bis 7 Ziffern (1001 bis 9999999)."),
  ).toBeVisible();
  await page.getByLabel(/^Beraternummer/).fill("1234567");
  await page.getByLabel(/^Beginn des Wirtschaftsjahres/).selectOption("1");
  await page.getByLabel(/^Kontenrahmen/).selectOption("SKR03");
  await page.getByLabel(/^Sachkontenlänge/).selectOption("4");
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page.getByText("DATEV-Einstellungen gespeichert")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/invoices#datev-export$/);
}

test(
  "the admin downloads the DATEV export of a period in one click",
  { tag: "@no-js" },
  async ({ page, admin: _signedIn }) => {
    await saveSettings(page);
    const panel = page.getByTestId("datev-export");
    await expect(panel).toContainText("Berater 1234567 · Mandant 12345 · SKR03");

    // a January long before any invoice: the page says the file will hold the headers only
    await panel.getByLabel(/^Von/).fill("2001-01-01");
    await panel.getByLabel(/^Bis/).fill("2001-01-31");
    await panel.getByRole("button", { name: "Zeitraum prüfen" }).click();
    await expect(page.getByTestId("datev-summary")).toContainText(
      "Vom 01.01.2001 bis 31.01.2001 gibt es keine Buchungen",
    );

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: "DATEV-Export herunterladen" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("DATEV_2001-01-01_2001-01-31.zip");
    const entries = await zipEntries(readFileSync((await download.path())!));
    expect([...entries.keys()]).toEqual(["EXTF_Buchungsstapel_20010101_20010131.csv"]);
    const csv = entries.get("EXTF_Buchungsstapel_20010101_20010131.csv")!;
    const text = iconv.decode(csv, "win1252");
    expect(text.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    const lines = text.split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Gegenkonto (ohne BU-Schlüssel)"');
    // the "ü" of the headings is one Windows-1252 byte
    expect(csv.includes(Buffer.from([0x53, 0x63, 0x68, 0x6c, 0xfc, 0x73, 0x73, 0x65, 0x6c]))).toBe(
      true,
    );
    // the page is still there after the download
    await expect(page.getByTestId("datev-export")).toBeVisible();

    // December to January crosses the end of the fiscal year: refused in German, no file
    await panel.getByLabel(/^Von/).fill("2001-12-01");
    await panel.getByLabel(/^Bis/).fill("2002-01-31");
    await panel.getByRole("button", { name: "DATEV-Export herunterladen" }).click();
    await expect(
      page.getByText(
        "Der Zeitraum reicht über das Ende des Wirtschaftsjahres am 31.12.2001 hinaus.",
      ),
    ).toBeVisible();
  },
);

test("no serious accessibility violations on the DATEV settings and export", async ({
  page,
  admin: _signedIn,
}) => {
  await page.goto("/admin/invoices/datev");
  await expectNoSeriousViolations(page);
  await page.goto("/admin/invoices");
  await expectNoSeriousViolations(page);
});
