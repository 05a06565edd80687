import { describe, expect, it } from "vitest";
import { orderDetailsSchema, POSTCODE_MESSAGE } from "~/models/order/details";

function zipErrors(companyZip: string) {
  const result = orderDetailsSchema("save-and-pay").safeParse({ companyZip });
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === "companyZip").map((i) => i.message);
}

describe("German postcode on 'Speichern und zur Zahlung'", () => {
  it("accepts exactly five digits", () => {
    expect(zipErrors("01067")).toEqual([]);
    expect(zipErrors(" 80331 ")).toEqual([]);
  });

  it.each(["1234", "123456", "8033l", "D-80331"])("refuses %s with the German message", (zip) => {
    expect(zipErrors(zip)).toEqual([POSTCODE_MESSAGE]);
  });
});
