// Which page shows which thread, and when a layout counts unread messages again.
import { describe, expect, it } from "vitest";
import { revalidateOnThreadChange, threadShownAt } from "~/models/messages/thread-pages";

const ID = "0b9f6a52-8d0c-4c1e-9a51-3f7d2b1c4e55";
const at = (path: string) => new URL(path, "http://localhost");

describe("threadShownAt", () => {
  it("names the order of the customer's order page, its messages page and the inbox thread", () => {
    expect(threadShownAt(at(`/order-details/${ID}`), "customer")).toBe(ID);
    expect(threadShownAt(at(`/order-details/${ID}/messages`), "customer")).toBe(ID);
    expect(threadShownAt(at(`/nachrichten?thread=${ID}`), "customer")).toBe(ID);
    expect(threadShownAt(at("/nachrichten"), "customer")).toBeNull();
    expect(threadShownAt(at(`/order-details/${ID}/delivery`), "customer")).toBeNull();
    expect(threadShownAt(at("/dashboard"), "customer")).toBeNull();
  });

  it("names the order of the admin order page (any tab), its messages page and the inbox thread", () => {
    expect(threadShownAt(at(`/admin/orders/${ID}?tab=payment`), "agency")).toBe(ID);
    expect(threadShownAt(at(`/admin/orders/${ID}/messages`), "agency")).toBe(ID);
    expect(threadShownAt(`http://localhost/admin/nachrichten?thread=${ID}`, "agency")).toBe(ID);
    expect(threadShownAt(at(`/admin/orders/${ID}/delivery`), "agency")).toBeNull();
    expect(threadShownAt(at(`/order-details/${ID}`), "agency")).toBeNull();
  });
});

describe("revalidateOnThreadChange", () => {
  const customer = revalidateOnThreadChange("customer");
  const step = (from: string, to: string, defaultShouldRevalidate = false) =>
    customer({ currentUrl: at(from), nextUrl: at(to), defaultShouldRevalidate });

  it("counts again when a step opens, leaves or changes the thread shown", () => {
    expect(step("/dashboard", `/order-details/${ID}`)).toBe(true);
    expect(step(`/order-details/${ID}`, "/account")).toBe(true);
    expect(step(`/nachrichten?thread=${ID}`, `/order-details/${ID}/messages`)).toBe(false);
  });

  it("keeps Remix's own answer otherwise", () => {
    expect(step("/dashboard", "/account")).toBe(false);
    expect(step("/dashboard", "/account", true)).toBe(true);
  });
});
