// Provider details (imprint, terms, privacy policy) come from configuration so no real
// company data lives in the code. Anything unset is shown as a loud placeholder that
// names the variable to set, so a forgotten value is obvious on the page.
import { getEnv, type Env } from "./env.server";

export interface ProviderDetails {
  name: string;
  /** address as display lines ("Musterstraße 1, 12345 Berlin" → two lines) */
  addressLines: string[];
  register: string;
  vatId: string;
  managingDirector: string;
  email: string;
  /** empty in production when PROVIDER_PHONE is not set: the pages leave the line out */
  phone: string;
  /** names of the variables that are still missing */
  missing: string[];
}

type ProviderEnv = Pick<
  Env,
  | "PROVIDER_NAME"
  | "PROVIDER_ADDRESS"
  | "PROVIDER_REGISTER"
  | "PROVIDER_VAT_ID"
  | "PROVIDER_MANAGING_DIRECTOR"
  | "PROVIDER_EMAIL"
  | "PROVIDER_PHONE"
>;

const LABELS: Record<keyof ProviderEnv, string> = {
  PROVIDER_NAME: "Firmenname",
  PROVIDER_ADDRESS: "Anschrift",
  PROVIDER_REGISTER: "Registergericht und -nummer",
  PROVIDER_VAT_ID: "USt-IdNr.",
  PROVIDER_MANAGING_DIRECTOR: "Geschäftsführung",
  PROVIDER_EMAIL: "E-Mail-Adresse",
  PROVIDER_PHONE: "Telefonnummer",
};

export function providerPlaceholder(key: keyof ProviderEnv): string {
  return `[${LABELS[key]} – bitte ${key} setzen]`;
}

export function providerFromEnv(
  env: Partial<ProviderEnv> & { APP_ENV?: Env["APP_ENV"] },
): ProviderDetails {
  const missing: string[] = [];
  const read = (key: keyof ProviderEnv) => {
    const value = env[key]?.trim();
    if (value) return value;
    // parseEnv refuses a production start without the required details; the phone is
    // optional there (e-mail and contact form suffice), so it is left out, not marked
    if (env.APP_ENV === "production" && key === "PROVIDER_PHONE") return "";
    missing.push(key);
    return providerPlaceholder(key);
  };
  const name = read("PROVIDER_NAME");
  const address = read("PROVIDER_ADDRESS");
  return {
    name,
    addressLines: env.PROVIDER_ADDRESS?.trim()
      ? address.split(/\s*(?:\n|,|\|)\s*/).filter(Boolean)
      : [address],
    register: read("PROVIDER_REGISTER"),
    vatId: read("PROVIDER_VAT_ID"),
    managingDirector: read("PROVIDER_MANAGING_DIRECTOR"),
    email: read("PROVIDER_EMAIL"),
    phone: read("PROVIDER_PHONE"),
    missing,
  };
}

export function getProvider(): ProviderDetails {
  return providerFromEnv(getEnv());
}
