// patches/@remix-run+react+2.17.5.patch and patches/react-router-dom+6.30.4.patch build a
// build's server routes and data routes once instead of for every page (issue 31: ~1 ms
// of a signed-in page's CPU). Rendering pages one after another from the same build must
// still show each page its own route; the route objects are the same on every render.
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { Outlet } from "react-router-dom";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import type { EntryContext } from "@remix-run/node";

const pageRoutes = [
  {
    id: "root",
    path: "/",
    element: <Outlet />,
    children: [
      { id: "a", path: "a", element: <p>Seite A</p> },
      { id: "b", path: "b", element: <p>Seite B</p> },
    ],
  },
];

describe("static router built once per route array", () => {
  it("renders each URL with its own route, from the same data routes", async () => {
    const handler = createStaticHandler(pageRoutes);
    const seen: unknown[] = [];
    for (const page of ["a", "b", "a"]) {
      const context = await handler.query(new Request(`http://localhost/${page}`));
      if (context instanceof Response) throw new Error("unexpected redirect");
      const router = createStaticRouter(handler.dataRoutes, context);
      seen.push(router.routes);
      const html = renderToString(<StaticRouterProvider router={router} context={context} />);
      expect(html).toContain(`Seite ${page.toUpperCase()}`);
      expect(html).not.toContain(`Seite ${page === "a" ? "B" : "A"}`);
    }
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
  });
});

describe("RemixServer with the same build for several pages", () => {
  const manifestRoutes = {
    root: { id: "root", path: "", hasLoader: false, module: "/root.js" },
    "routes/a": { id: "routes/a", parentId: "root", path: "a", hasLoader: false, module: "/a.js" },
    "routes/b": { id: "routes/b", parentId: "root", path: "b", hasLoader: false, module: "/b.js" },
  };
  const modules = {
    root: { default: () => <Outlet /> },
    "routes/a": { default: () => <p>Seite A</p> },
    "routes/b": { default: () => <p>Seite B</p> },
  };
  // the server runtime's routes for the same manifest (ids match, as in a Remix build)
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      children: [
        { id: "routes/a", path: "a" },
        { id: "routes/b", path: "b" },
      ],
    },
  ]);

  async function render(page: string) {
    const staticHandlerContext = await handler.query(new Request(`http://localhost/${page}`));
    if (staticHandlerContext instanceof Response) throw new Error("unexpected redirect");
    const context = {
      manifest: {
        routes: manifestRoutes,
        entry: { module: "/entry.js", imports: [] },
        url: "/manifest.js",
        version: "1",
      },
      // a new object per request, as Remix's server runtime makes it
      routeModules: { ...modules },
      staticHandlerContext,
      serverHandoffString: "{}",
      future: { v3_fetcherPersist: true, v3_relativeSplatPath: true },
      isSpaMode: false,
    } as unknown as EntryContext;
    return renderToString(<RemixServer context={context} url={`http://localhost/${page}`} />);
  }

  it("shows each page its own route", async () => {
    expect(await render("a")).toContain("Seite A");
    const second = await render("b");
    expect(second).toContain("Seite B");
    expect(second).not.toContain("Seite A");
    expect(await render("a")).not.toContain("Seite B");
  });
});
