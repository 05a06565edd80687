// The admin's go-live (issue 30) as its own route: the target of the form in the order
// page's project box. A recorded go-live returns to the order page; a refused post (without
// JavaScript, or refused by the server) shows the box here with its errors and what was typed.
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminOrderErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import {
  AdminProjectPanel,
  type GoLiveActionData,
} from "~/components/order-timeline/admin-project-panel";
import { Badge } from "~/components/ui/badge";
import { adminOrderHref, ORDER_NOT_FOUND } from "~/models/admin-order-page";
import { GO_LIVE_INTENT, GO_LIVE_MESSAGES, goLiveSchema } from "~/models/go-live";
import { adminProjectView, recordGoLive } from "~/models/go-live.server";
import { statusLabel, statusTone } from "~/models/order-status";
import { orderExists } from "~/models/order.server";
import { requireAdminUserId } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { shortId } from "~/utils/format";
import { invariantResponse } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

const refused = (status: number, data: GoLiveActionData) => json(data, { status });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminUserId(request);
  const project = await adminProjectView(params.orderId ?? "");
  invariantResponse(project, ORDER_NOT_FOUND, { status: 404 });
  return json({ project, shortId: shortId(project.orderId) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const adminId = await requireAdminUserId(request);
  const orderId = params.orderId ?? "";
  invariantResponse(await orderExists(orderId), ORDER_NOT_FOUND, { status: 404 });
  const formData = await readFormData(request);
  if (formData.get("intent") !== GO_LIVE_INTENT)
    return refused(400, { error: GO_LIVE_MESSAGES.unknownIntent });
  const submission = parseWithZod(formData, { schema: goLiveSchema });
  if (submission.status !== "success") return refused(400, { result: submission.reply() });
  const { liveUrl, domainNotes } = submission.value;
  const result = await recordGoLive({ orderId, adminId, liveUrl, domainNotes });
  if (!result.ok) {
    invariantResponse(result.reason !== "not_found", ORDER_NOT_FOUND, { status: 404 });
    if (result.reason === "invalid")
      return refused(400, { result: submission.reply({ fieldErrors: result.errors }) });
    return refused(409, { result: submission.reply(), error: GO_LIVE_MESSAGES.notAccepted });
  }
  const toast = {
    published: [GO_LIVE_MESSAGES.published, GO_LIVE_MESSAGES.publishedText],
    updated: [GO_LIVE_MESSAGES.updated, GO_LIVE_MESSAGES.updatedText],
    unchanged: [GO_LIVE_MESSAGES.unchanged, GO_LIVE_MESSAGES.unchangedText],
  }[result.outcome];
  return redirectWithToast(adminOrderHref(orderId), {
    type: result.outcome === "unchanged" ? "message" : "success",
    title: toast[0],
    description: toast[1],
  });
}

export default function AdminOrderGoLive() {
  const { project, shortId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AdminShell>
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <Link
          to={adminOrderHref(project.orderId)}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Zurück zu Auftrag #{shortId}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
          Auftrag <span className="font-mono">#{shortId}</span>
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          Aktueller Status:
          <span data-testid="current-status">
            <Badge tone={statusTone(project.status)}>{statusLabel(project.status)}</Badge>
          </span>
        </p>
        {project.canRecord || project.live ? null : (
          <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            {GO_LIVE_MESSAGES.notAccepted}
          </p>
        )}
        <AdminProjectPanel project={project} actionData={actionData} />
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminOrderErrorBoundary />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Veröffentlichung – Auftrag #${data.shortId} – Admin – Seitenwerk`
      : "Auftrag nicht gefunden – Admin – Seitenwerk",
  },
  { name: "robots", content: "noindex" },
];
