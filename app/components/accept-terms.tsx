// The terms box of both checkouts: AGB (in a new tab, so the checkout stays) and the
// confirmation of ordering as a business (§ 14 BGB). Its schema: models/accept-terms.
import { CheckboxField } from "~/components/ui/field";

export function AcceptTerms({ error }: { error?: string | null }) {
  return (
    <CheckboxField
      name="acceptTerms"
      label={
        <>
          Ich akzeptiere die{" "}
          <a
            href="/agb"
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            AGB
          </a>{" "}
          und bestätige, dass ich als Unternehmer (§ 14 BGB) und nicht als Verbraucher bestelle.
        </>
      }
      errors={error ? [error] : undefined}
    />
  );
}
