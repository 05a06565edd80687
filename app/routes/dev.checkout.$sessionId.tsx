// Development-only stand-in for Stripe's hosted checkout page. It "pays" a session of
// the in-process stand-in, sends the signed webhook Stripe would send, and returns to
// the success URL. 404 whenever Stripe is configured or APP_ENV=production.
import { randomBytes } from "node:crypto";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { PAGE_NOT_FOUND_TEXT, PageErrorBoundary } from "~/components/error-boundary";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { requireDevTool } from "~/dev/guard.server";
import { STAND_IN_PAYER } from "~/dev/stand-in-payer";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatCents } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";
import { invariantResponse } from "~/utils/misc";

export const meta: MetaFunction = () => noindexMeta("Testmodus – Zahlung simulieren");

function withParam(url: string, name: string, value: string) {
  const target = new URL(url);
  target.searchParams.set(name, value);
  return target.toString();
}

function relative(url: string) {
  const target = new URL(url);
  return target.pathname + target.search;
}

async function standIn() {
  requireDevTool("stand-in");
  return import("~/utils/stand-in/stripe.server");
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { getStandInSession } = await standIn();
  const session = getStandInSession(params.sessionId ?? "");
  invariantResponse(session, PAGE_NOT_FOUND_TEXT, { status: 404 });
  return json({
    id: session.id,
    open: session.status === "open",
    // an old payment link still leads on: to the result page of this session
    resultUrl: relative(session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id)),
    expired: session.status === "expired",
    savesCard: session.savesCard,
    email: session.customerEmail,
    // Stripe's page asks the payer for these when the session collects them (professional setup)
    askEmail: !session.customerEmail,
    collectsAddress: session.collectsAddress,
    collectsPhone: session.collectsPhone,
    suggestedEmail: `test-${randomBytes(4).toString("hex")}@example.com`,
    subscription: session.mode === "subscription",
    total: formatCents(session.amountTotal),
    lines: session.lineItems.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      amount: formatCents(l.unitAmount * l.quantity),
      recurring: l.recurring,
    })),
  });
}

// what Stripe's page would collect: short texts, empty ones left out as Stripe does
const text = z
  .string()
  .optional()
  .transform((v) => v?.trim().slice(0, 200) || null);

const payFormSchema = z.object({
  intent: z.enum(["pay", "fail", "cancel"]).catch("pay"),
  email: text,
  name: text,
  phone: text,
  line1: text,
  postalCode: text,
  city: text,
  card: z.enum(["requires_action", "decline", "ok"]).catch("ok"),
});

export async function action({ request, params }: ActionFunctionArgs) {
  const { getStandInSession, payStandInSession, deliverStandInEvents } = await standIn();
  const session = getStandInSession(params.sessionId ?? "");
  invariantResponse(session, PAGE_NOT_FOUND_TEXT, { status: 404 });
  const submission = parseWithZod(await readFormData(request), { schema: payFormSchema });
  // every field has a fallback, so the schema cannot refuse; this only narrows the type
  invariantResponse(submission.status === "success", "Ungültige Eingabe");
  const form = submission.value;
  if (form.intent === "cancel") return redirect(withParam(session.cancelUrl, "abgebrochen", "1"));
  const { email } = form;
  if (!session.customerEmail && !(email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)))
    return json({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein" }, { status: 400 });
  const events = payStandInSession(
    session.id,
    form.intent === "fail" ? "async_failed" : "paid",
    {
      email: email?.toLowerCase(),
      name: form.name,
      phone: session.collectsPhone ? form.phone : null,
      address: session.collectsAddress
        ? { line1: form.line1, postal_code: form.postalCode, city: form.city, country: "DE" }
        : null,
    },
    form.card,
  );
  if (!events) return redirect(session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id));
  // deliver like Stripe: a signed POST to our own webhook endpoint
  await deliverStandInEvents(events);
  return redirect(session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id));
}

export default function DevCheckout() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const actionData = useActionData<{ error?: string }>();
  return (
    <div className="min-h-screen bg-slate-100 py-10">
      <main className="mx-auto max-w-md px-4">
        <p
          className="rounded-t-2xl bg-amber-400 px-4 py-2 text-center text-sm font-bold uppercase tracking-wide text-amber-950"
          role="note"
        >
          Testmodus – es wird kein echtes Geld bewegt
        </p>
        <div className="rounded-b-2xl bg-white p-6 shadow-xl">
          <h1 className="text-xl font-bold text-slate-900">Zahlung simulieren</h1>
          <p className="mt-1 text-sm text-slate-600">
            Diese Seite ersetzt die Bezahlseite von Stripe, solange kein Stripe-Schlüssel
            konfiguriert ist.
          </p>
          {data.email ? <p className="mt-4 text-sm text-slate-700">E-Mail: {data.email}</p> : null}
          <ul className="mt-4 divide-y divide-slate-100 text-sm">
            {data.lines.map((l) => (
              <li key={l.description} className="flex justify-between gap-4 py-2">
                <span>
                  {l.description}
                  {l.quantity > 1 ? ` × ${l.quantity}` : ""}
                </span>
                <span className="font-medium">
                  {l.amount}
                  {l.recurring ? " / Monat" : ""}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-semibold">
            <span>{data.subscription ? "Heute fällig" : "Gesamt"}</span>
            <span data-testid="standin-total">{data.total}</span>
          </p>
          {data.open ? (
            <Form method="post" className="mt-6 grid gap-3">
              {data.askEmail || data.collectsAddress || data.collectsPhone ? (
                <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-800">
                    Kontaktdaten (Testwerte)
                  </legend>
                  {data.askEmail ? (
                    <Field
                      label="E-Mail"
                      name="email"
                      type="email"
                      defaultValue={data.suggestedEmail}
                      required
                      errors={actionData?.error ? [actionData.error] : undefined}
                    />
                  ) : null}
                  <Field
                    label="Name"
                    name="name"
                    defaultValue={STAND_IN_PAYER.name}
                    autoComplete="name"
                  />
                  {data.collectsPhone ? (
                    <Field
                      label="Telefon"
                      name="phone"
                      type="tel"
                      defaultValue={STAND_IN_PAYER.phone}
                    />
                  ) : null}
                  {data.collectsAddress ? (
                    <>
                      <Field
                        label="Straße und Hausnummer"
                        name="line1"
                        defaultValue={STAND_IN_PAYER.line1}
                      />
                      <div className="grid grid-cols-[7rem_1fr] gap-3">
                        <Field
                          label="PLZ"
                          name="postalCode"
                          defaultValue={STAND_IN_PAYER.postalCode}
                        />
                        <Field label="Ort" name="city" defaultValue={STAND_IN_PAYER.city} />
                      </div>
                    </>
                  ) : null}
                </fieldset>
              ) : null}
              {data.savesCard ? (
                <div>
                  <label htmlFor="card" className="mb-1 block text-sm font-medium text-slate-700">
                    Testkarte (für spätere Abbuchungen)
                  </label>
                  <select id="card" name="card" className="input" defaultValue="ok">
                    <option value="ok">4242 … – Folgezahlungen gelingen</option>
                    <option value="requires_action">
                      3184 … – Folgezahlungen verlangen 3-D Secure
                    </option>
                    <option value="decline">0341 … – Folgezahlungen werden abgelehnt</option>
                  </select>
                </div>
              ) : null}
              <Button
                type="submit"
                name="intent"
                value="pay"
                size="lg"
                disabled={navigation.state !== "idle"}
              >
                Testzahlung ausführen
              </Button>
              <Button type="submit" name="intent" value="fail" variant="secondary">
                Fehlgeschlagene Zahlung simulieren
              </Button>
              <Button type="submit" name="intent" value="cancel" variant="ghost" formNoValidate>
                Abbrechen und zurück
              </Button>
            </Form>
          ) : (
            <div className="mt-6 grid gap-3">
              <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
                {data.expired
                  ? "Diese Sitzung ist abgelaufen: Für diese Bestellung wurde eine neue Zahlungssitzung gestartet."
                  : "Diese Sitzung ist bereits abgeschlossen."}
              </p>
              <ButtonLink to={data.resultUrl}>Zum Ergebnis der Zahlung</ButtonLink>
              <ButtonLink to="/dashboard" variant="secondary">
                Zum Dashboard
              </ButtonLink>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
