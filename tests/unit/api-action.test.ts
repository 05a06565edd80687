import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiAction, apiJson } from "~/utils/api.server";

const calls: unknown[] = [];
const action = apiAction({
  method: "POST",
  auth: "anyone",
  schema: z.object({
    name: z.string({ required_error: "Bitte geben Sie einen Namen an." }).min(2, "Zu kurz."),
  }),
  handler: async ({ body }) => {
    calls.push(body);
    return apiJson({ hallo: body.name });
  },
});

const post = (body: string, method = "POST") =>
  action({
    request: new Request("http://localhost/api/x", {
      method,
      body: method === "GET" ? undefined : body,
      headers: { "Content-Type": "application/json" },
    }),
    params: {},
    context: {},
  });

describe("apiAction: one schema per JSON call", () => {
  it("hands the parsed body to the handler", async () => {
    const response = await post(JSON.stringify({ name: "Eva", extra: "weg" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hallo: "Eva" });
    expect(calls.at(-1)).toEqual({ name: "Eva" });
  });

  it("refuses another method, a body that is no JSON object and a body the schema refuses, in German, without calling the handler", async () => {
    const before = calls.length;
    const wrongMethod = await post("", "GET");
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.text()).toBe("Methode nicht erlaubt");

    const notJson = await post("name=Eva");
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toBe("Ungültige Anfrage: JSON erwartet");

    const invalid = await post(JSON.stringify({ name: "E" }));
    expect(invalid.status).toBe(400);
    expect((await invalid.text()).split("\n")).toEqual(["Zu kurz.", "name: Zu kurz."]);

    const missing = await post(JSON.stringify({}));
    expect((await missing.text()).split("\n")[0]).toBe("Bitte geben Sie einen Namen an.");
    expect(calls.length).toBe(before);
  });
});
