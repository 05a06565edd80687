// Professional checkout (01 §2, 02 §2.6): needs the profession stored by the start form,
// otherwise home. The six promised steps, the price card, the features, and the pay
// button. The action creates the setup-fee Checkout Session and remembers its id in this
// browser's session, so only this browser is signed in on return (see README).
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { AcceptTerms } from "~/components/accept-terms";
import { FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { PageShell } from "~/components/page-shell";
import { CheckIcon } from "~/components/profession/icons";
import { showToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { PROCESS_STEPS } from "~/content/professions";
import { PROFESSIONAL_SETUP_FEE_CHARGED_CENTS } from "~/models/billing/amounts";
import { getProfession, MARKETING, PROFESSIONAL_PACKAGE } from "~/models/catalog/catalog";
import { acceptTermsSchema, TERMS_REQUIRED } from "~/models/order/accept-terms";
import { PRO_PAYMENT_MESSAGES } from "~/models/professional/professional";
import { createProfessionalCheckoutSession } from "~/models/professional/professional.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatCents, formatEuros } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { commitVisitorSession, getVisitorSession } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Professional starten – Seitenwerk" }];

async function storedProfession(request: Request) {
  const session = await getVisitorSession(request);
  return { session, plan: getProfession(session.get("profession")) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { plan } = await storedProfession(request);
  if (!plan) throw redirect("/");
  const P = PROFESSIONAL_PACKAGE;
  return json({
    plan: {
      id: plan.id,
      name: plan.name,
      title: plan.title,
      description: plan.description,
      features: plan.features,
      subscriptionFeatures: plan.subscriptionFeatures,
    },
    steps: PROCESS_STEPS,
    price: {
      // charged: 199 € net plus VAT (decisions.md)
      setupFee: formatCents(PROFESSIONAL_SETUP_FEE_CHARGED_CENTS),
      setupFeeNet: formatEuros(P.setupFee),
      vatPercent: MARKETING.vatPercent,
      monthly: formatEuros(P.subscriptionPrice),
      minimumTermMonths: P.minimumTermMonths,
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, plan } = await storedProfession(request);
  if (!plan) return redirect("/");
  // the fee is not refundable: the same terms and business-customer consent as every checkout
  const form = await readFormData(request);
  const terms = parseWithZod(form, { schema: acceptTermsSchema });
  if (terms.status !== "success")
    return json({ error: TERMS_REQUIRED, field: "acceptTerms" as const }, { status: 400 });
  let checkout;
  try {
    checkout = await createProfessionalCheckoutSession(plan.id);
  } catch (error) {
    logger.error({ error }, "Professional-Checkout konnte nicht gestartet werden");
    checkout = null;
  }
  if (!checkout?.url)
    return json({ error: PRO_PAYMENT_MESSAGES.startFailed, field: null }, { status: 502 });
  // the return page signs in only the browser that started this payment
  session.set("professionalCheckoutSessionId", checkout.id);
  return redirect(checkout.url, { headers: { "Set-Cookie": await commitVisitorSession(session) } });
}

export default function ProfessionalCheckout() {
  const { plan, steps, price } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  useEffect(() => {
    if (actionData?.error && !actionData.field)
      showToast({
        type: "error",
        title: PRO_PAYMENT_MESSAGES.startFailedTitle,
        description: actionData.error,
      });
  }, [actionData]);

  return (
    <PageShell>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-6xl py-10 sm:py-14">
          <p className="text-sm font-semibold text-brand-700">Professional für {plan.name}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {plan.title}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            {plan.description} Zahlen Sie die Einrichtungsgebühr – danach erhalten Sie sofort Zugang
            zu Ihrem Kundenportal.
          </p>

          <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_24rem]">
            <div className="space-y-8">
              <CheckoutBox titleId="steps-title" title="So geht es weiter">
                <ol className="mt-5 space-y-4">
                  {steps.map((step, i) => (
                    <li key={step.title} className="flex gap-4">
                      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                        <span className="sr-only">Schritt </span>
                        {i + 1}
                      </span>
                      <div>
                        <h3 className="font-semibold text-slate-900">{step.title}</h3>
                        <p className="text-sm text-slate-600">{step.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </CheckoutBox>
              <CheckoutBox titleId="features-title" title="Das ist enthalten">
                <ul className="mt-5 grid gap-3 text-sm text-slate-700 sm:grid-cols-2">
                  {[...plan.features, ...plan.subscriptionFeatures].map((f) => (
                    <li key={f} className="flex gap-2">
                      <CheckIcon />
                      <span>{f}</span>
                    </li>
                  ))}
                </ul>
              </CheckoutBox>
            </div>

            <aside
              aria-labelledby="price-title"
              className="h-fit rounded-3xl border border-brand-500 bg-white p-6 shadow-xl ring-2 ring-brand-500 sm:p-8 lg:sticky lg:top-24"
              data-testid="price-card"
            >
              <h2 id="price-title" className="text-lg font-semibold text-slate-900">
                Professional für {plan.name}
              </h2>
              <p className="mt-4 flex items-baseline gap-1">
                <span
                  className="text-4xl font-bold tracking-tight text-slate-900"
                  data-testid="setup-fee"
                >
                  {price.setupFee}
                </span>
                <span className="text-slate-600">einmalig</span>
              </p>
              <p className="text-sm text-slate-600" data-testid="setup-fee-vat">
                Einrichtungsgebühr: {price.setupFeeNet} zzgl. {price.vatPercent}&nbsp;% MwSt., nicht
                erstattbar
              </p>
              <p className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-inset ring-emerald-200">
                Danach <strong>{price.monthly} pro Monat</strong> – erst ab Abnahme Ihrer fertigen
                Website. Mindestlaufzeit {price.minimumTermMonths} Monate.
              </p>
              {actionData?.error && !actionData.field ? (
                <div className="mt-4">
                  <FormAlert title={PRO_PAYMENT_MESSAGES.startFailedTitle}>
                    {actionData.error}
                  </FormAlert>
                </div>
              ) : null}
              <Form method="post" className="mt-6 space-y-5" noValidate>
                <AcceptTerms
                  error={actionData?.field === "acceptTerms" ? actionData.error : null}
                />
                <Button type="submit" size="lg" className="w-full" disabled={pending}>
                  {pending
                    ? "Weiterleitung zu Stripe..."
                    : `Einrichtungsgebühr bezahlen (${price.setupFee})`}
                </Button>
              </Form>
              <p className="mt-3 text-xs text-slate-600">
                Sie werden zur sicheren Zahlungsseite unseres Zahlungsanbieters Stripe
                weitergeleitet. Dort geben Sie E-Mail, Name, Telefon und Rechnungsadresse an; mit
                der E-Mail-Adresse legen wir Ihren Zugang an.
              </p>
            </aside>
          </div>
        </div>
      </div>
    </PageShell>
  );
}

/** A white box of the checkout's left column, labelled by its heading. */
function CheckoutBox({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
