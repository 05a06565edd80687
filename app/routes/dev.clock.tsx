// Development-only clock: runs the acceptance sweep (reminder, deemed acceptance) and the
// hosting sweep (reminders, grace period, mark for shutdown) as of a chosen date, so
// developers and e2e tests can walk through days and months without waiting.
// 404 with APP_ENV=production.
import { getFormProps, useForm } from "@conform-to/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { ConformField } from "~/components/ui/conform-field";
import { requireOperatorTool } from "~/dev/guard.server";
import { sweepHosting } from "~/models/billing/hosting.server";
import {
  acceptancePeriods,
  listWaitingDeliveries,
  sweepAcceptance,
} from "~/models/delivery/delivery.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatDate, formatDateTime, shortId } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";
import { isUuid } from "~/utils/misc";

export const meta: MetaFunction = () => noindexMeta("Entwicklungsmodus – Fristen prüfen");

const clockSchema = z.object({
  date: z
    .string({ required_error: "Bitte wählen Sie ein Datum." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte wählen Sie ein gültiges Datum."),
  orderId: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isUuid(v), "Bitte geben Sie die vollständige Auftrags-ID an."),
});

const devOnly = (request: Request) => requireOperatorTool(request, "clock");

const ZONE = "Europe/Berlin";

/**
 * The end of the chosen day in German time, as every date on our pages is shown: "as of
 * this date" includes the whole day.
 */
function endOfDay(date: string) {
  const wallClock = new Date(`${date}T23:59:59.999Z`);
  // the zone's offset at that moment: its wall-clock reading minus the UTC reading
  const inZone = new Date(wallClock.toLocaleString("en-US", { timeZone: ZONE }));
  const inUtc = new Date(wallClock.toLocaleString("en-US", { timeZone: "UTC" }));
  return new Date(wallClock.getTime() - (inZone.getTime() - inUtc.getTime()));
}

/** YYYY-MM-DD of a moment in German time (the date input's value). */
const isoDay = (date: Date) => date.toLocaleDateString("sv-SE", { timeZone: ZONE });

export async function loader({ request }: LoaderFunctionArgs) {
  await devOnly(request);
  const { reminderDays, deemedDays } = acceptancePeriods();
  const waiting = await listWaitingDeliveries();
  return json({
    reminderDays,
    deemedDays,
    suggestedDate: isoDay(new Date(Date.now() + deemedDays * 24 * 60 * 60 * 1000)),
    waiting: waiting.map((w) => ({
      orderId: w.orderId,
      shortId: shortId(w.orderId),
      deliveredAt: formatDateTime(w.deliveredAt),
      reminderDue: formatDate(w.reminderDue),
      reminderSent: Boolean(w.reminderSentAt),
      deadline: formatDate(w.deadline),
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await devOnly(request);
  const submission = parseWithZod(await readFormData(request), { schema: clockSchema });
  if (submission.status !== "success")
    return json({ result: submission.reply(), summary: null }, { status: 400 });
  const now = endOfDay(submission.value.date);
  const { reminded, deemed } = await sweepAcceptance(now, { orderId: submission.value.orderId });
  const hosting = await sweepHosting(now, { orderId: submission.value.orderId });
  return json({
    result: submission.reply(),
    summary: {
      asOf: formatDateTime(now),
      reminded,
      deemed,
      hosting: `Hosting: ${hosting.reminded} Erinnerung(en), ${hosting.grace} Nachfrist(en), ${hosting.shutdownMarked} zur Abschaltung vorgemerkt, ${hosting.ended} beendet.`,
    },
  });
}

export default function DevClock() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "dev-clock",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(clockSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: clockSchema }),
    shouldValidate: "onSubmit",
    defaultValue: { date: data.suggestedDate },
  });

  return (
    <div className="min-h-screen bg-slate-100 py-10">
      <main className="mx-auto max-w-2xl px-4">
        <p
          className="rounded-t-2xl bg-amber-400 px-4 py-2 text-center text-sm font-bold uppercase tracking-wide text-amber-950"
          role="note"
        >
          Entwicklungsmodus – nicht in Produktion verfügbar
        </p>
        <div className="rounded-b-2xl bg-white p-6 shadow-xl sm:p-8">
          <h1 className="text-xl font-bold text-slate-900">Fristen prüfen</h1>
          <p className="mt-1 text-sm text-slate-600">
            Führt die Fristenprüfung der Abnahme aus, als wäre heute das gewählte Datum (Ende des
            Tages): {data.reminderDays} Tage nach einer Lieferung ohne Antwort geht eine Erinnerung
            hinaus, nach {data.deemedDays} Tagen gilt die Website als abgenommen. Dazu die Fristen
            des Hostings nach dem kostenlosen Jahr (Erinnerungen, Nachfrist, Abschaltung). Die
            Prüfung ist wiederholbar und wirkt je Lieferung nur einmal.
          </p>

          <Form method="post" {...getFormProps(form)} noValidate className="mt-6 grid gap-4">
            <ConformField label="Datum" meta={fields.date} type="date" />
            <ConformField
              label="Nur Auftrag (optional)"
              hint="Vollständige Auftrags-ID; leer = alle wartenden Lieferungen."
              meta={fields.orderId}
              autoComplete="off"
              className="[&_input]:font-mono"
            />
            <Button type="submit" disabled={navigation.state !== "idle"}>
              Fristen prüfen zum Datum
            </Button>
          </Form>

          {actionData?.summary ? (
            <div className="mt-6">
              <FormAlert tone="success" title={`Fristen geprüft zum ${actionData.summary.asOf}`}>
                <p data-testid="clock-summary">
                  {actionData.summary.reminded} Erinnerung(en) gesendet, {actionData.summary.deemed}{" "}
                  Abnahme(n) als erteilt erfasst.
                </p>
                <p data-testid="clock-hosting">{actionData.summary.hosting}</p>
              </FormAlert>
            </div>
          ) : null}

          <h2 className="mt-8 text-base font-semibold text-slate-900">Wartende Lieferungen</h2>
          {data.waiting.length ? (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Auftrag
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Geliefert
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Erinnerung
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Gilt als abgenommen ab
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.waiting.map((w) => (
                    <tr key={w.orderId}>
                      <td className="py-2 pr-3">
                        <Link
                          to={`/admin/orders/${w.orderId}?tab=delivery`}
                          className="font-mono text-brand-700 underline"
                          title={w.orderId}
                        >
                          #{w.shortId}
                        </Link>
                      </td>
                      <td className="py-2 pr-3">{w.deliveredAt}</td>
                      <td className="py-2 pr-3">
                        {w.reminderSent ? "gesendet" : `fällig ${w.reminderDue}`}
                      </td>
                      <td className="py-2">{w.deadline}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">Keine Lieferung wartet auf eine Antwort.</p>
          )}
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
