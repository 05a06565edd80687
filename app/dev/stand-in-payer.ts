// The test payer the Stripe stand-in's checkout page fills in (dev.checkout.$sessionId.tsx).
// One place for them: the e2e helper that pays by form post (tests/e2e/professional-helpers.ts)
// sends what this page would, and the portal's first step shows them prefilled.
export const STAND_IN_PAYER = {
  name: "Dr. Eva Testkunde",
  phone: "+49 30 1234567",
  line1: "Teststraße 1",
  postalCode: "10115",
  city: "Berlin",
} as const;
