// The DATEV set-up for the export on /admin/invoices: Berater-Nr., Mandanten-Nr., the start
// of the fiscal year, SKR03 or SKR04 and the account length, with the accounts they lead
// to. One plain form post; a bad value comes back with German errors and nothing stored.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import {
  DatevAccountsTable,
  DatevSettingsForm,
  type DatevSettingsDefaults,
} from "~/components/admin/datev-settings-form";
import { Panel } from "~/components/ui/panel";
import { requireStaff } from "~/http/staff.server";
import { datevSettingsSchema } from "~/models/datev/schema";
import { getDatevSettings, saveDatevSettings } from "~/models/datev/settings.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { noindexMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => noindexMeta("DATEV-Einstellungen – Admin – Seitenwerk");

async function requireDatevAdmin(request: Request) {
  return (await requireStaff(request, "exports.datev")).id;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireDatevAdmin(request);
  const settings = await getDatevSettings();
  const defaults: DatevSettingsDefaults = settings
    ? {
        consultantNumber: String(settings.consultantNumber),
        clientNumber: String(settings.clientNumber),
        fiscalYearStartMonth: String(settings.fiscalYearStartMonth),
        chart: settings.chart,
        accountLength: String(settings.accountLength),
      }
    : {
        consultantNumber: "",
        clientNumber: "",
        fiscalYearStartMonth: "1",
        chart: "SKR03",
        accountLength: "4",
      };
  return json({
    defaults,
    saved: Boolean(settings),
    chart: settings?.chart ?? "SKR03",
    accountLength: settings?.accountLength ?? 4,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const adminId = await requireDatevAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: datevSettingsSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  await saveDatevSettings(submission.value, adminId);
  return redirectWithToast("/admin/invoices#datev-export", {
    type: "success",
    title: "DATEV-Einstellungen gespeichert",
    description: "Sie gelten für jeden folgenden Export.",
  });
}

export default function AdminDatevSettings() {
  const { defaults, saved, chart, accountLength } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <AdminShell>
      <div className="container-page py-8 sm:py-12">
        <p className="text-sm">
          <Link to="/admin/invoices" className="font-semibold text-brand-700 hover:underline">
            ← Rechnungen
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
          DATEV-Einstellungen
        </h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          Diese Angaben stehen im Kopf jeder Exportdatei; Ihre Steuerberatung nennt Ihnen Berater-
          und Mandantennummer und den Kontenrahmen.
          {saved ? null : " Noch nicht hinterlegt: Der Export ist erst danach möglich."}
        </p>
        <Panel
          titleId="datev-settings-title"
          title="Angaben für den Buchungsstapel"
          className="mt-6"
          padding="sm:p-6"
          titleGap="mb-4"
        >
          <DatevSettingsForm lastResult={lastResult} defaults={defaults} />
        </Panel>
        <Panel
          titleId="datev-accounts-title"
          title="Konten der Buchungen"
          className="mt-6"
          padding="sm:p-6"
          titleGap="mb-4"
        >
          <p className="mb-4 text-sm text-slate-600">
            Die Konten folgen aus Kontenrahmen und Sachkontenlänge (gespeicherter Stand). Alle
            Kunden laufen über einen Sammeldebitor; Rechnung und Zahlung finden über Belegfeld 1
            zueinander.
          </p>
          <DatevAccountsTable chart={chart} accountLength={accountLength} />
        </Panel>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
