// The optional USt-IdNr. on the order details and the professional step 1.
import { describe, expect, it } from "vitest";
import { orderDetailsSchema, VAT_ID_MESSAGE, vatIdSchema } from "~/models/order/details";
import { step1Schema } from "~/models/professional/professional";

describe("USt-IdNr.", () => {
  it("accepts country code + 2–13 letters or digits, normalised, and nothing at all", () => {
    expect(vatIdSchema.parse("de 123 456 789")).toBe("DE123456789");
    expect(vatIdSchema.parse("ATU12345678")).toBe("ATU12345678");
    expect(vatIdSchema.parse(undefined)).toBeUndefined();
    expect(vatIdSchema.parse("")).toBe("");
  });

  it("refuses malformed numbers with a German message", () => {
    for (const bad of ["123", "D1", "DE1", "DE12345678901234", "DE12345_789"]) {
      const result = orderDetailsSchema("save-draft").safeParse({ vatId: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.flatten().fieldErrors.vatId).toEqual([VAT_ID_MESSAGE]);
    }
  });

  it("is checked on professional step 1 too, without being required", () => {
    const step1 = {
      companyName: "Kanzlei",
      streetAddress: "Weg 1",
      postalCode: "10115",
      city: "Berlin",
      phone: "030 1",
      email: "k@example.com",
    };
    expect(step1Schema.safeParse({ ...step1, vatId: "" }).success).toBe(true);
    const refused = step1Schema.safeParse({ ...step1, vatId: "XX" });
    expect(refused.error?.flatten().fieldErrors.vatId).toEqual([VAT_ID_MESSAGE]);
  });
});
