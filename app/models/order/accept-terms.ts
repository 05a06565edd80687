// The terms consent every checkout asks for (01 §2): the AGB and the business-customer
// confirmation (§ 14 BGB). One schema for the one-time/monthly checkout and the
// professional setup fee.
import { z } from "zod";

export const TERMS_REQUIRED = "AGB-Zustimmung erforderlich";

export const acceptTermsSchema = z.object({
  acceptTerms: z.literal("on", { errorMap: () => ({ message: TERMS_REQUIRED }) }),
});
