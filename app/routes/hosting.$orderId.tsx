// Hosting after the free year: the customer continues it (Stripe
// Checkout, first charge on the anniversary) or ends it (handover per the terms). Plain
// form posts; the dashboard's notice and the reminder mails link here.
import { getFormProps, getInputProps } from "@conform-to/react";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { HostingChoices, HostingState } from "~/components/hosting/hosting-choice";
import { PageShell } from "~/components/page-shell";
import { useConformForm } from "~/components/ui/use-conform-form";
import { hostingChoiceSchema } from "~/models/billing/hosting";
import {
  beginHostingCheckout,
  chooseHostingEnd,
  HOSTING_MESSAGES,
  hostingPage,
} from "~/models/billing/hosting.server";
import { requireUser } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatDate } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/meta";
import { invariantResponse, isUuid } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => noindexMeta("Hosting Ihrer Website – Seitenwerk");

async function load(request: Request, orderId: string | undefined) {
  const user = await requireUser(request);
  const hosting = isUuid(orderId) ? await hostingPage(orderId, user.id) : null;
  invariantResponse(hosting, HOSTING_MESSAGES.notFound, { status: 404 });
  return { user, hosting };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { hosting } = await load(request, params.orderId);
  const returned = new URL(request.url).searchParams.has("fortgefuehrt");
  return json({ hosting, confirming: returned && hosting.status !== "continued" });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, hosting } = await load(request, params.orderId);
  const submission = parseWithZod(await readFormData(request), { schema: hostingChoiceSchema });
  if (submission.status !== "success")
    return json({ result: submission.reply(), error: null }, { status: 400 });
  if (submission.value.intent === "end") {
    const outcome = await chooseHostingEnd(hosting.orderId, user.id);
    if (!outcome.ok)
      return json(
        { result: submission.reply(), error: outcome.message },
        { status: outcome.status },
      );
    return redirectWithToast(`/hosting/${hosting.orderId}`, {
      type: "success",
      title: "Hosting beendet",
      description: `Ihre Website bleibt bis zum ${formatDate(outcome.endsAt)} online. Die Bestätigung ist per E-Mail unterwegs.`,
    });
  }
  try {
    const outcome = await beginHostingCheckout(hosting.orderId, user.id);
    if (!outcome.ok)
      return json(
        { result: submission.reply(), error: outcome.message },
        { status: outcome.status },
      );
    return redirect(outcome.url);
  } catch (error) {
    logger.error({ error }, "Hosting-Checkout konnte nicht geöffnet werden");
    return json(
      { result: submission.reply(), error: HOSTING_MESSAGES.startFailed },
      { status: 502 },
    );
  }
}

export default function HostingRoute() {
  const { hosting, confirming } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useConformForm(hostingChoiceSchema, {
    id: "hosting-end",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });
  return (
    <PageShell>
      <div className="container-page max-w-4xl py-10 sm:py-14">
        <Link to="/dashboard" className="text-sm font-semibold text-brand-700 hover:underline">
          ← Meine Bestellungen
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
          Hosting Ihrer Website
        </h1>
        {confirming ? (
          <div className="mt-6">
            <FormAlert tone="info" title="Zahlung wird bestätigt">
              Sobald unser Zahlungsanbieter die Fortführung bestätigt, erscheint sie hier.
            </FormAlert>
          </div>
        ) : null}
        <div className="mt-6">
          <HostingState hosting={hosting} />
        </div>
        {hosting.canChoose ? (
          <HostingChoices
            hosting={hosting}
            endForm={{
              form: getFormProps(form),
              confirm: getInputProps(fields.confirm, { type: "checkbox" }),
              confirmErrors: fields.confirm.errors,
            }}
            submitting={navigation.state !== "idle"}
            error={actionData?.error ?? null}
          />
        ) : hosting.status === "continued" ? (
          <p className="mt-6 text-slate-700">
            Ihr Hosting läuft weiter. Zahlungen, Rechnungen und die Kündigung finden Sie unter{" "}
            <Link to="/billing" className="font-semibold text-brand-700 underline">
              Zahlungen &amp; Abo
            </Link>
            .
          </p>
        ) : null}
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
