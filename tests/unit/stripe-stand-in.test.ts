// The stand-in answers the Stripe SDK through the SDK's own transport: a call it models gets
// its answer, one it does not model a Stripe-style refusal in German – never a request to the
// real API – and the process's fetch is left as it was.
import { describe, expect, it } from "vitest";
import { payments } from "~/utils/payments.server";

describe("the Stripe stand-in as the SDK's transport", () => {
  it("answers a modelled call and refuses an unmodelled one without leaving the process", async () => {
    const fetchBefore = globalThis.fetch;
    const { stripe, standIn } = await payments();
    expect(standIn).toBe(true);
    const price = await stripe.prices.create({
      currency: "eur",
      unit_amount: 4900,
      recurring: { interval: "month" },
      product_data: { name: "Hosting" },
    });
    expect(price.id).toMatch(/^price_/);
    await expect(stripe.products.list()).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      message: "Der Stripe-Stand-in bildet GET /v1/products nicht nach.",
    });
    expect(globalThis.fetch).toBe(fetchBefore);
  });
});
