#!/usr/bin/env node
// Developer helper: node scripts/screenshot.mjs <url> <out.png> [width=1280] [js=on|off] [full=1]
// With COOKIES="name=value; name2=value2" the screenshot is taken signed in.
import { chromium } from "@playwright/test";

const [url, out, width = "1280", js = "on", full = "1"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const context = await browser.newContext({
  viewport: { width: Number(width), height: 900 },
  javaScriptEnabled: js !== "off",
});
if (process.env.COOKIES) {
  const { hostname } = new URL(url);
  const cookies = process.env.COOKIES.split(/;\s*/)
    .filter(Boolean)
    .map((c) => ({
      name: c.slice(0, c.indexOf("=")),
      value: c.slice(c.indexOf("=") + 1),
      domain: hostname,
      path: "/",
    }));
  await context.addCookies(cookies);
}
const page = await context.newPage();
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
