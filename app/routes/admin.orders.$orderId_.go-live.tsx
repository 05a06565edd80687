// The admin's go-live as its own route: the target of the form in the order
// page's project box. A recorded go-live returns to the order page; a refused post (without
// JavaScript, or refused by the server) shows the box here with its errors and what was typed.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminOrderErrorBoundary } from "~/components/admin/admin-error";
import { AdminOrderSubPage } from "~/components/admin/order-sub-page";
import {
  AdminProjectPanel,
  type GoLiveActionData,
} from "~/components/order-timeline/admin-project-panel";
import { requireStaffOrder } from "~/http/staff.server";
import { GO_LIVE_INTENT, GO_LIVE_MESSAGES, goLiveSchema } from "~/models/delivery/go-live";
import { adminProjectView, recordGoLive } from "~/models/delivery/go-live.server";
import { adminOrderHref, adminOrderTitle, ORDER_NOT_FOUND } from "~/models/order/admin-page";
import { orderExists } from "~/models/order/order.server";
import { can } from "~/models/team/permissions";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { shortId } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";
import { invariantResponse } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

const refused = (status: number, data: GoLiveActionData) => json(data, { status });
const goLiveNotFound = () =>
  new Response(ORDER_NOT_FOUND, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaffOrder(request, params.orderId, goLiveNotFound);
  const project = await adminProjectView(params.orderId ?? "");
  invariantResponse(project, ORDER_NOT_FOUND, { status: 404 });
  const canRecord = project.canRecord && can(staff.role, "orders.goLive");
  return json({ project: { ...project, canRecord }, shortId: shortId(project.orderId) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { id: adminId } = await requireStaffOrder(
    request,
    params.orderId,
    goLiveNotFound,
    "orders.goLive",
  );
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
    <AdminOrderSubPage
      back={adminOrderHref(project.orderId)}
      shortId={shortId}
      status={project.status}
    >
      {project.canRecord || project.live ? null : (
        <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          {GO_LIVE_MESSAGES.notAccepted}
        </p>
      )}
      <AdminProjectPanel project={project} actionData={actionData} />
    </AdminOrderSubPage>
  );
}

export function ErrorBoundary() {
  return <AdminOrderErrorBoundary />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  noindexMeta(adminOrderTitle(data?.shortId, "Veröffentlichung"));
