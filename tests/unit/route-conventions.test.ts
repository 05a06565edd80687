// House rules every route module keeps (issue 29): checked on the source, so a new route
// that forgets one fails here rather than in a customer's browser.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { invariantResponse } from "~/utils/misc";

const ROUTES = path.resolve(__dirname, "../../app/routes");
const routeModules = readdirSync(ROUTES)
  .filter((name) => name.endsWith(".tsx"))
  .map((name) => ({ name, source: readFileSync(path.join(ROUTES, name), "utf8") }));

describe("route modules", () => {
  const pages = routeModules.filter((m) => /^export default /m.test(m.source));

  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it("every page exports an ErrorBoundary, so an error keeps the page's frame and speaks German", () => {
    const without = pages
      .filter((m) => !/^export (function|const) ErrorBoundary\b/m.test(m.source))
      .map((m) => m.name);
    expect(without).toEqual([]);
  });

  it("no page throws a response by hand where invariantResponse says it in German", () => {
    const byHand = routeModules
      .filter((m) => /if \([^\n]*\) throw (new Response|json)\(/.test(m.source))
      .map((m) => m.name);
    expect(byHand).toEqual([]);
  });
});

describe("invariantResponse", () => {
  it("lets a true condition pass", () => {
    expect(() => invariantResponse({ id: 1 }, "Nicht gefunden", { status: 404 })).not.toThrow();
  });

  it("throws a German text response with the given status (400 unless told)", async () => {
    const thrown = (fn: () => void) => {
      try {
        fn();
      } catch (error) {
        return error as Response;
      }
      throw new Error("nothing thrown");
    };
    const notFound = thrown(() =>
      invariantResponse(null, "Auftrag nicht gefunden", { status: 404 }),
    );
    expect(notFound).toBeInstanceOf(Response);
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await notFound.text()).toBe("Auftrag nicht gefunden");
    expect(thrown(() => invariantResponse(false, "Unbekannte Aktion")).status).toBe(400);
  });
});
