import { describe, expect, it } from "vitest";
import { cookieFromSetCookie, formRequest, getRequest, routeArgs } from "../support/fixtures";
import { action, loader } from "~/routes/professional-start";
import { commitVisitorSession, getVisitorSession, sessionStorage } from "~/utils/session.server";

async function start(fields: Record<string, string>, cookie?: string) {
  return (await action(routeArgs(formRequest("/professional-start", fields, cookie)))) as Response;
}

async function sessionFrom(response: Response) {
  return getVisitorSession(
    getRequest("/", cookieFromSetCookie(response.headers.get("Set-Cookie"))),
  );
}

async function cookieWith(data: {
  gclid?: string;
  profession?: "steuerberater" | "anwaelte" | "aerzte";
}) {
  const session = await sessionStorage().getSession();
  if (data.gclid) session.set("gclid", data.gclid);
  if (data.profession) session.set("profession", data.profession);
  return cookieFromSetCookie(await commitVisitorSession(session));
}

describe("professional start", () => {
  it.each(["steuerberater", "anwaelte", "aerzte"] as const)(
    "keeps %s in the session and goes to the checkout",
    async (profession) => {
      const response = await start({ profession });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/professional-checkout");
      expect((await sessionFrom(response)).get("profession")).toBe(profession);
    },
  );

  it("keeps what the session already holds", async () => {
    const response = await start(
      { profession: "aerzte" },
      await cookieWith({ gclid: "click-1", profession: "anwaelte" }),
    );
    const session = await sessionFrom(response);
    expect(session.get("profession")).toBe("aerzte");
    expect(session.get("gclid")).toBe("click-1");
  });

  it.each([{ profession: "zahnaerzte" }, { profession: "" }, { profession: "STEUERBERATER" }, {}])(
    "refuses %o: home, nothing stored",
    async (fields) => {
      const response = await start(fields as Record<string, string>);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    },
  );

  it("leaves an earlier choice untouched when the new one is unknown", async () => {
    const cookie = await cookieWith({ profession: "anwaelte" });
    const response = await start({ profession: "heilpraktiker" }, cookie);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect((await getVisitorSession(getRequest("/", cookie))).get("profession")).toBe("anwaelte");
  });

  it("sends a GET home", async () => {
    const response = loader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
