// Development only: runs the retention rules as of a chosen date, so their effect can be
// seen without waiting months. 404 with APP_ENV=production.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { PageShell } from "~/components/page-shell";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireOperatorTool } from "~/dev/guard.server";
import { RETENTION, runRetention } from "~/models/account/retention.server";
import { readFormData } from "~/utils/form-data.server";
import { formatDate } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";

export const meta: MetaFunction = () => noindexMeta("Testmodus – Aufbewahrungsfristen");

const devOnly = (request: Request) => requireOperatorTool(request, "clock");

const dateSchema = z.object({
  date: z
    .string({ required_error: "Bitte ein Datum wählen" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte ein Datum wählen")
    .refine((v) => !Number.isNaN(Date.parse(v)), "Bitte ein gültiges Datum wählen"),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await devOnly(request);
  return json({ today: new Date().toISOString().slice(0, 10), rules: RETENTION });
}

export async function action({ request }: ActionFunctionArgs) {
  await devOnly(request);
  const parsed = dateSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success)
    return json({ error: parsed.error.issues[0].message, counts: null, date: null }, 400);
  // noon UTC: the chosen day, whatever the server's time zone
  const now = new Date(`${parsed.data.date}T12:00:00Z`);
  const counts = await runRetention(now);
  return json({ error: null, counts, date: parsed.data.date });
}

export default function DevRetention() {
  const { today, rules } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <PageShell>
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          Testmodus – nur in der Entwicklung
        </p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Aufbewahrungsfristen ausführen
        </h1>
        <p className="mt-2 text-slate-600">
          Führt die Löschregeln so aus, als wäre heute der gewählte Tag: Dateien{" "}
          {rules.filesAfterContractEndDays} Tage nach Vertragsende, unbezahlte Entwürfe nach{" "}
          {rules.unpaidDraftMonths} Monaten (Warnung {rules.draftWarningDays} Tage vorher). Es wird
          wirklich gelöscht.
        </p>
        <Form
          method="post"
          className="mt-8 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-end"
        >
          <Field
            label="Stichtag"
            name="date"
            type="date"
            required
            defaultValue={data?.date ?? today}
            errors={data?.error ? [data.error] : undefined}
            className="sm:w-60"
          />
          <SubmitButton>Löschregeln ausführen</SubmitButton>
        </Form>
        {data?.counts ? (
          <section aria-labelledby="result-title" className="mt-8">
            <FormAlert tone="success" title={`Ausgeführt zum ${formatDate(data.date!)}`}>
              <h2 id="result-title" className="sr-only">
                Ergebnis
              </h2>
              <dl className="mt-2 grid gap-2 sm:grid-cols-3" data-testid="retention-counts">
                <div>
                  <dt>Dateien nach Vertragsende</dt>
                  <dd className="text-lg font-semibold">
                    {data.counts.contractFiles.files} ({data.counts.contractFiles.orders} Aufträge)
                  </dd>
                </div>
                <div>
                  <dt>Gelöschte Entwürfe</dt>
                  <dd className="text-lg font-semibold">
                    {data.counts.draftsDeleted.orders} ({data.counts.draftsDeleted.files} Dateien)
                  </dd>
                </div>
                <div>
                  <dt>Warnungen versendet</dt>
                  <dd className="text-lg font-semibold">{data.counts.draftWarnings.sent}</dd>
                </div>
              </dl>
            </FormAlert>
          </section>
        ) : null}
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
