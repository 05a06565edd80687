// Package selection (02 §2.3, 01 §2). The page state (payment type and add-ons) lives in
// the URL, so the toggle and the price preview work as plain GET form submissions without
// JavaScript; with JavaScript they update in place. Choosing a package is a POST from the
// same form (formMethod="post" on the card buttons), so the add-ons always travel along.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Form,
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
  useSearchParams,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PageErrorBoundary } from "~/components/error-boundary";
import { HoneypotField } from "~/components/honeypot";
import { PackageCard } from "~/components/package-card";
import { PageShell } from "~/components/page-shell";
import { LEGAL_LINKS } from "~/components/site-footer";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Checkbox } from "~/components/ui/field";
import {
  ADD_ONS,
  MAX_EXTRA_PAGES,
  PACKAGES,
  SUBSCRIPTION_TERMS,
  type PaymentType,
} from "~/models/catalog/catalog";
import { configFromSearchParams, packageChoiceSchema } from "~/models/catalog/package-config";
import { computePrice, type PackageConfig } from "~/models/catalog/pricing";
import { createDraftOrder } from "~/models/order/order.server";
import { getUserId } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatCents, formatEuros, VAT_LABEL } from "~/utils/format";
import { captureGclid } from "~/utils/gclid.server";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { checkHoneypot } from "~/utils/honeypot.server";
import { logger } from "~/utils/logger.server";
import { publicPageHeaders } from "~/utils/page-cache";
import { commitVisitorSession, getVisitorSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [
  { title: "Wählen Sie Ihr Website-Paket – Seitenwerk" },
  {
    name: "description",
    content:
      "Starter, Standard oder Premium: einmalig oder im Abo, mit optionalen Zusatzleistungen.",
  },
];

export const ORDER_CREATE_ERROR = {
  type: "error",
  title: "Fehler",
  description: "Fehler beim Erstellen der Bestellung",
} as const;

export const headers = publicPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const headers = await captureGclid(request);
  const config = configFromSearchParams(new URL(request.url).searchParams);
  return json({ config }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  checkHoneypot(formData);
  formData.delete(HONEYPOT_FIELD);
  // the toggle buttons are named paymentType; the current choice travels as currentPaymentType
  if (!formData.get("paymentType") && formData.get("currentPaymentType"))
    formData.set("paymentType", String(formData.get("currentPaymentType")));
  const submission = parseWithZod(formData, { schema: packageChoiceSchema });
  const back = `/package-selection?${new URLSearchParams(
    [...formData.entries()]
      .filter(([k]) => k !== "packageId" && k !== "currentPaymentType")
      .map(([k, v]) => [k, String(v)]),
  )}`;
  if (submission.status !== "success")
    return redirectWithToast(back, ORDER_CREATE_ERROR, { status: 303 });
  const config: PackageConfig = submission.value;

  const userId = await getUserId(request);
  if (!userId) {
    // 01 §4: without a user the package config is kept and the visitor registers first
    const session = await getVisitorSession(request);
    session.set("packageConfig", config);
    return redirect("/register", {
      headers: { "Set-Cookie": await commitVisitorSession(session) },
    });
  }
  try {
    const order = await createDraftOrder(userId, config);
    return redirect(`/order-details/${order.id}`);
  } catch (error) {
    logger.error({ error }, "Bestellung konnte nicht angelegt werden");
    return redirectWithToast(back, ORDER_CREATE_ERROR, { status: 303 });
  }
}

type AddOnState = Omit<PackageConfig, "packageId">;

export default function PackageSelection() {
  const { config: initial } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const [state, setState] = useState<AddOnState>(initial);
  // boxes ticked before hydration report in one pass, before a re-render: each merges into
  // the last one's result, not into the render's state
  const latest = useRef(state);
  const seeded = useRef(initial);

  const location = useLocation();
  const echo = (location.state as { fromControls?: boolean } | null)?.fromControls === true;

  // a no-JS style GET (or back/forward) brings new state from the URL; not on mount, where
  // it would undo the ticks made before hydration that the boxes have just reported, and not
  // for the answer to the controls' own URL update: a box ticked while that answer was on its
  // way would be unticked again (seen in CI: Playwright's check() found the box unchanged)
  useEffect(() => {
    if (seeded.current === initial) return;
    seeded.current = initial;
    if (echo) return;
    latest.current = initial;
    setState(initial);
  }, [initial, echo]);

  function update(next: Partial<AddOnState>) {
    const merged = { ...latest.current, ...next };
    latest.current = merged;
    setState(merged);
    const params = new URLSearchParams({ paymentType: merged.paymentType });
    if (merged.additionalPagesCount)
      params.set("additionalPagesCount", String(merged.additionalPagesCount));
    for (const key of ["bilingual", "blogSystem", "bookingSystem"] as const)
      if (merged[key]) params.set(key, "on");
    setSearchParams(params, {
      replace: true,
      preventScrollReset: true,
      state: { fromControls: true },
    });
  }

  const pendingPackage =
    navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST"
      ? String(navigation.formData?.get("packageId") ?? "")
      : null;

  return (
    <PageShell footer={false}>
      <Form
        method="get"
        className="bg-gradient-to-b from-brand-50 to-white pb-16"
        preventScrollReset
      >
        <HoneypotField />
        <input type="hidden" name="currentPaymentType" value={state.paymentType} />
        <div className="container-page pt-12 text-center sm:pt-16">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Wählen Sie Ihr Website-Paket
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-600">
            Einmal zahlen oder im Abo inklusive Hosting, Pflege und Änderungen. Alle Preise inkl.{" "}
            {VAT_LABEL}
          </p>
          <PaymentToggle
            value={state.paymentType}
            onChange={hydrated ? (paymentType) => update({ paymentType }) : undefined}
          />
          {state.paymentType === "subscription" ? (
            <p className="mt-3 text-sm text-slate-600">
              Mindestlaufzeit {SUBSCRIPTION_TERMS.minimumTermMonths} Monate, danach monatlich
              kündbar (Kündigungsfrist {SUBSCRIPTION_TERMS.noticePeriodMonths} Monat).
            </p>
          ) : null}
        </div>

        <fieldset className="container-page mt-10">
          <legend className="text-lg font-semibold text-slate-900">
            Zusatzleistungen (optional)
          </legend>
          <p className="text-sm text-slate-600">
            Zusatzleistungen werden einmalig berechnet und sind im Preis der Pakete unten schon
            enthalten.
          </p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {ADD_ONS.map((addOn) =>
              addOn.quantitySelectable ? (
                <div key={addOn.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                  <label
                    htmlFor="additionalPagesCount"
                    className="block font-medium text-slate-900"
                  >
                    {addOn.name}
                  </label>
                  <p className="text-xs text-slate-500">
                    je {formatEuros(addOn.price)} · {addOn.description}
                  </p>
                  <select
                    id="additionalPagesCount"
                    name="additionalPagesCount"
                    className="input mt-2"
                    value={state.additionalPagesCount}
                    onChange={(e) => update({ additionalPagesCount: Number(e.target.value) })}
                  >
                    {Array.from({ length: MAX_EXTRA_PAGES + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n === 0 ? "Keine" : `${n} ${n === 1 ? "Seite" : "Seiten"}`}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <label
                  key={addOn.id}
                  className="flex cursor-pointer gap-3 rounded-2xl border border-slate-200 bg-white p-4 has-[:checked]:border-brand-500 has-[:checked]:ring-1 has-[:checked]:ring-brand-500"
                >
                  <Checkbox
                    name={addOn.id}
                    className="mt-1 h-5 w-5 shrink-0 rounded border-slate-300 text-brand-600"
                    checked={Boolean(
                      state[addOn.id as "bilingual" | "blogSystem" | "bookingSystem"],
                    )}
                    onCheckedChange={(checked) => update({ [addOn.id]: checked })}
                  />
                  <span>
                    <span className="block font-medium text-slate-900">
                      {addOn.name}{" "}
                      <span className="font-normal text-slate-500">
                        +{formatEuros(addOn.price)}
                      </span>
                    </span>
                    <span className="text-xs text-slate-500">{addOn.description}</span>
                  </span>
                </label>
              ),
            )}
          </div>
          {hydrated ? null : (
            <div className="mt-3 text-right">
              <Button type="submit" variant="secondary" size="sm">
                Preise aktualisieren
              </Button>
            </div>
          )}
        </fieldset>

        <div className="container-page mt-12 grid gap-8 lg:grid-cols-3">
          {PACKAGES.map((pkg) => {
            const price = computePrice({ packageId: pkg.id, ...state });
            const pending = pendingPackage === pkg.id;
            return (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                paymentType={state.paymentType}
                price={formatCents(
                  state.paymentType === "subscription" ? price.monthlyCents! : price.totalCents,
                )}
                priceNote={
                  price.addOnsCents
                    ? state.paymentType === "subscription"
                      ? `+\u00a0${formatCents(price.addOnsCents)} einmalig für Zusatzleistungen`
                      : `Paket ${formatCents(price.baseCents)} + Zusatzleistungen ${formatCents(price.addOnsCents)}`
                    : undefined
                }
                action={
                  <Button
                    type="submit"
                    formMethod="post"
                    name="packageId"
                    value={pkg.id}
                    variant={pkg.popularTag ? "primary" : "secondary"}
                    className="w-full"
                    disabled={pendingPackage !== null}
                    aria-describedby={`pkg-${pkg.id}`}
                  >
                    {pending ? "Bestellung wird erstellt..." : `${pkg.name} wählen`}
                  </Button>
                }
              />
            );
          })}
        </div>
      </Form>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-500">
        <nav aria-label="Rechtliches" className="flex justify-center gap-4">
          {LEGAL_LINKS.map((l) => (
            <Link key={l.to} to={l.to} className="hover:text-slate-800">
              {l.label}
            </Link>
          ))}
        </nav>
        <p className="mt-2">Angebot ausschließlich für Unternehmer (B2B).</p>
      </footer>
    </PageShell>
  );
}

function PaymentToggle({
  value,
  onChange,
}: {
  value: PaymentType;
  onChange?: (v: PaymentType) => void;
}) {
  const options: Array<{ value: PaymentType; label: string }> = [
    { value: "onetime", label: "Einmalzahlung" },
    { value: "subscription", label: "Monatliches Abo" },
  ];
  return (
    <div
      role="group"
      aria-label="Zahlungsart"
      className="mt-8 inline-flex rounded-full border border-slate-200 bg-white p-1 shadow-sm"
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="submit"
          name="paymentType"
          value={o.value}
          aria-pressed={value === o.value}
          onClick={
            onChange
              ? (e) => {
                  e.preventDefault();
                  onChange(o.value);
                }
              : undefined
          }
          className={cn(
            "rounded-full px-5 py-2 text-sm font-semibold transition",
            value === o.value
              ? "bg-brand-600 text-white shadow"
              : "text-slate-600 hover:text-slate-900",
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
