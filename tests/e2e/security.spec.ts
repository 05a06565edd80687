import { expect, test } from "./fixtures";
import { acceptCookies, isJsProject } from "./helpers";

// The Content-Security-Policy must not break anything: no violation on the main pages,
// and the app still hydrates (Remix's inline scripts carry the response's nonce, or on a
// cached public page are allowed by their hashes).
test.describe("security headers in the browser", () => {
  test("no CSP violations and the app hydrates", async ({ page }, testInfo) => {
    test.skip(!isJsProject(testInfo.project.name), "needs JavaScript");
    // nine full loads, each until hydrated: a minute was too little on a loaded machine
    test.setTimeout(120_000);
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    // twice each: public pages come from the page cache the second time, with script hashes instead of a nonce
    for (const path of [
      "/",
      "/",
      "/package-selection",
      "/package-selection",
      "/login",
      "/register",
      "/portfolio/baeckerei-richter",
      "/portfolio/baeckerei-richter",
      "/admin/login",
    ]) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], path).toMatch(/'nonce-|'sha256-/);
      // the fixture waits for data-hydrated only where Remix's inline script ran: both must hold
      await expect(page.locator("html"), path).toHaveAttribute("data-hydrated", "");
    }
    await page.goto("/");
    await acceptCookies(page);
    expect(violations).toEqual([]);
  });

  test("a form posted from another site is refused", async ({ request, baseURL }) => {
    const response = await request.post("/login", {
      form: { email: "a@example.com", password: "x" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("nur von dieser Website");
    const same = await request.post("/login", {
      form: { email: "a@example.com", password: "x" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(same.status()).not.toBe(403);
  });
});
