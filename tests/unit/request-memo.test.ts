import { describe, expect, it } from "vitest";
import { memoForRequest, runWithRequestMemo } from "~/utils/request-memo.server";

const request = (method = "GET") => new Request("http://localhost/dashboard", { method });

describe("memoForRequest", () => {
  it("computes once per GET request and key", async () => {
    let calls = 0;
    const compute = async () => ++calls;
    const results = await runWithRequestMemo(request(), () =>
      Promise.all([memoForRequest("user", compute), memoForRequest("user", compute)]),
    );
    expect(results).toEqual([1, 1]);
    expect(calls).toBe(1);
  });

  it("shares nothing in an action's request", async () => {
    let calls = 0;
    const compute = async () => ++calls;
    const results = await runWithRequestMemo(request("POST"), () =>
      Promise.all([memoForRequest("user", compute), memoForRequest("user", compute)]),
    );
    expect(results).toEqual([1, 2]);
  });

  it("gives every waiting loader a thrown Response of its own, each with a readable body", async () => {
    let calls = 0;
    const compute = async () => {
      calls++;
      throw new Response("Die Datenbank ist vorübergehend nicht erreichbar.", { status: 503 });
    };
    const outcomes = await runWithRequestMemo(request(), () =>
      Promise.allSettled([memoForRequest("user", compute), memoForRequest("user", compute)]),
    );
    expect(calls).toBe(1);
    const [first, second] = outcomes.map((o) => (o as PromiseRejectedResult).reason as Response);
    expect(first).not.toBe(second);
    expect([first.status, second.status]).toEqual([503, 503]);
    expect(await first.text()).toBe("Die Datenbank ist vorübergehend nicht erreichbar.");
    expect(await second.text()).toBe("Die Datenbank ist vorübergehend nicht erreichbar.");
  });

  it("forgets a failed lookup, so the next loader asks again", async () => {
    let calls = 0;
    const compute = async () => {
      if (++calls === 1) throw new Error("kurz weg");
      return "da";
    };
    const second = await runWithRequestMemo(request(), async () => {
      await memoForRequest("user", compute).catch(() => undefined);
      return memoForRequest("user", compute);
    });
    expect(second).toBe("da");
    expect(calls).toBe(2);
  });
});
