// Admin order detail (01 §2): the status panel with the status changer and the next step
// at the top, the tabs, money, messages, and the status history. The view model is
// models/order/admin-page.server.ts, the views are in components/admin; the delivery form
// posts to its own route (admin.orders.$orderId_.delivery), the messages to theirs.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminOrderErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { AssigneeForm } from "~/components/admin/assignee-form";
import { AdminOrderHeader } from "~/components/admin/order-header";
import { OrderMoney, PaymentProblemAlert } from "~/components/admin/order-money";
import { CorrectionLoopPanel, StatusHistory } from "~/components/admin/order-sidebar";
import { OrderStatusPanel } from "~/components/admin/order-status-panel";
import { AdminOrderTabs } from "~/components/admin/order-tabs";
import { HostingAdminPanel } from "~/components/hosting/hosting-admin-panel";
import { OrderMessages, ThreadLink } from "~/components/messages/order-messages";
import { AdminProjectPanel } from "~/components/order-timeline/admin-project-panel";
import { assertCan, requireStaffOrder } from "~/http/staff.server";
import { isMoneyIntent, moneyAction } from "~/models/billing/admin-money.server";
import { adminProjectView } from "~/models/delivery/go-live.server";
import { adminThreadData } from "~/models/messages/messages.server";
import {
  adminOrderHref,
  adminOrderTab,
  adminOrderTitle,
  ORDER_NOT_FOUND,
} from "~/models/order/admin-page";
import { adminOrderPage } from "~/models/order/admin-page.server";
import { orderExists } from "~/models/order/order.server";
import { STATUS_LABELS } from "~/models/order/status";
import {
  adminStatusSchema,
  changeOrderStatus,
  confirmationQuestion,
  INVALID_STATUS,
  STATUS_UPDATE_FAILED,
} from "~/models/order/status.server";
import { CORRECTION_MESSAGES, openCorrectionLoop } from "~/models/professional/professional.server";
import {
  ASSIGN_INTENT,
  ASSIGN_MESSAGES,
  assignOrder,
  assignSchema,
} from "~/models/team/assignment.server";
import { permissionsOf } from "~/models/team/permissions";
import { assignableStaff } from "~/models/team/staff.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/meta";
import { UNKNOWN_INTENT } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

const notFound = () => json(ORDER_NOT_FOUND, { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaffOrder(request, params.orderId, notFound);
  const can = permissionsOf(staff.role);
  const asked = adminOrderTab(new URL(request.url).searchParams.get("tab"));
  // the payment tab is not there for a role without the money right
  const tab = asked === "payment" && !can["money.read"] ? "company" : asked;
  const page = await adminOrderPage(params.orderId ?? "", tab, {
    money: can["money.read"],
    contact: can["customers.read"],
  });
  if (!page) throw notFound();
  const [messages, project, team] = await Promise.all([
    adminThreadData(page.order.id),
    adminProjectView(page.order.id),
    can["orders.assign"] ? assignableStaff() : null,
  ]);
  if (!messages) throw notFound();
  return json({
    ...page,
    // what the role may not do is not offered (the action refuses it all the same)
    professional: page.professional && {
      ...page.professional,
      canOpenCorrection: page.professional.canOpenCorrection && can["orders.status"],
    },
    delivery: page.delivery && {
      ...page.delivery,
      deliverable: page.delivery.deliverable && can["orders.deliver"],
    },
    messages,
    project: project && { ...project, canRecord: project.canRecord && can["orders.goLive"] },
    can,
    team,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaffOrder(request, params.orderId, notFound);
  const adminId = staff.id;
  const orderId = params.orderId ?? "";
  const formData = await readFormData(request);
  // the status forms send intent "status"; older pages and scripts send none
  const intent = formData.get("intent") ?? "status";
  const back = adminOrderHref(orderId, adminOrderTab(formData.get("tab")));
  // each intent's right is checked before anything is read from the form or written
  assertCan(
    staff,
    isMoneyIntent(intent)
      ? "money.write"
      : intent === ASSIGN_INTENT
        ? "orders.assign"
        : "orders.status",
  );
  if (intent === ASSIGN_INTENT) return assign(orderId, adminId, formData, back);
  if (isMoneyIntent(intent)) {
    if (!(await orderExists(orderId))) throw notFound();
    const outcome = await moneyAction(orderId, adminId, intent, formData);
    const page = adminOrderHref(orderId);
    if (outcome.kind === "back") return redirect(page);
    if (outcome.kind === "done") return redirectWithToast(page, outcome.toast);
    return json(outcome.data, { status: outcome.status });
  }
  switch (intent) {
    case "status":
      return changeStatus(orderId, adminId, formData, back);
    case "open-correction":
      return openCorrection(orderId, adminId, back);
    default:
      return json({ error: UNKNOWN_INTENT }, { status: 400 });
  }
}

async function assign(orderId: string, adminId: string, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: assignSchema });
  if (submission.status !== "success")
    return json({ assignError: ASSIGN_MESSAGES.invalid }, { status: 400 });
  const result = await assignOrder(orderId, submission.value.assigneeId, adminId);
  if (result.outcome === "not_found") throw notFound();
  if (result.outcome === "not_assignable")
    return json({ assignError: ASSIGN_MESSAGES.notAssignable }, { status: 400 });
  return redirectWithToast(back, {
    type: result.outcome === "unchanged" ? "message" : "success",
    title: result.outcome === "unchanged" ? ASSIGN_MESSAGES.unchanged : ASSIGN_MESSAGES.assigned,
    description: result.outcome === "assigned" ? `Zuständig: ${result.label}` : "",
  });
}

async function openCorrection(orderId: string, adminId: string, back: string) {
  const outcome = await openCorrectionLoop(orderId, adminId);
  if (outcome === "not-found") throw notFound();
  if (outcome === "not-possible")
    return json({ error: CORRECTION_MESSAGES.notPossible }, { status: 409 });
  return redirectWithToast(back, {
    type: "success",
    title: CORRECTION_MESSAGES.opened,
    description: CORRECTION_MESSAGES.openedText,
  });
}

async function changeStatus(orderId: string, adminId: string, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: adminStatusSchema });
  if (submission.status !== "success")
    return json(
      { error: Object.values(submission.error ?? {}).flat()[0] ?? INVALID_STATUS },
      { status: 400 },
    );
  const input = submission.value;
  try {
    const result = await changeOrderStatus(
      orderId,
      input.status,
      { userId: adminId, source: "admin" },
      { confirmed: input.confirm, note: input.note },
    );
    if (result.outcome === "not_found") throw notFound();
    if (result.outcome === "not_allowed")
      return json({ error: `Statuswechsel nicht möglich: ${result.reason}` }, { status: 409 });
    // a change backwards (or to or from 'Storniert'): the page asks first, nothing is written
    if (result.outcome === "needs_confirmation")
      return json({
        confirmStatus: {
          status: result.toStatus,
          question: confirmationQuestion(result.fromStatus, result.toStatus),
        },
      });
    if (result.outcome === "unchanged")
      return redirectWithToast(back, {
        type: "message",
        title: "Status unverändert",
        description: `Der Auftrag ist bereits „${STATUS_LABELS[result.status]}“.`,
      });
    return redirectWithToast(back, {
      type: "success",
      title: "Status aktualisiert",
      description: `Neuer Status: ${STATUS_LABELS[result.toStatus]}${
        input.confirm ? " (im Statusverlauf vermerkt)" : ""
      }`,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ error }, "Status konnte nicht aktualisiert werden");
    return json({ error: STATUS_UPDATE_FAILED }, { status: 500 });
  }
}

export default function AdminOrderDetail() {
  const data = useLoaderData<typeof loader>();
  const { order, tab, history, professional, money, messages, hosting, can, team } = data;
  const actionData = useActionData<typeof action>();
  const statusError = actionData && "error" in actionData ? actionData.error : undefined;
  const assignError =
    actionData && "assignError" in actionData ? actionData.assignError : undefined;
  const confirmStatus =
    actionData && "confirmStatus" in actionData ? actionData.confirmStatus : undefined;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  return (
    <AdminShell>
      <div className="container-page py-8 sm:py-12">
        <AdminOrderHeader order={order} />
        <ThreadLink thread={messages.thread} className="mt-3" />
        {money ? (
          <PaymentProblemAlert
            problem={money.problem}
            at={money.problemAt}
            canSettle={can["money.write"]}
          />
        ) : null}
        {/* the status and the next step first: on a phone the page is long */}
        <OrderStatusPanel
          order={order}
          tab={tab}
          paymentProblem={money?.problem ?? null}
          statusError={statusError}
          confirmStatus={confirmStatus}
          saving={saving}
          canChange={can["orders.status"]}
          can={can}
        />
        <AssigneeForm
          assigneeId={data.assigneeId}
          assigneeLabel={data.assignee}
          team={team}
          tab={tab}
          error={assignError}
          saving={saving}
        />
        <AdminProjectPanel project={data.project} />
        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0">
            <AdminOrderTabs tab={tab} data={data} moneyTab={can["money.read"]} />
            {money ? <OrderMoney money={money} canWrite={can["money.write"]} /> : null}
            <OrderMessages
              {...messages}
              viewer="admin"
              className="mt-6"
              canWrite={can["messages.write"]}
            />
          </div>
          <aside className="space-y-6">
            {hosting ? <HostingAdminPanel hosting={hosting} /> : null}
            {professional ? (
              <CorrectionLoopPanel professional={professional} tab={tab} saving={saving} />
            ) : null}
            <StatusHistory history={history} />
          </aside>
        </div>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminOrderErrorBoundary />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  noindexMeta(adminOrderTitle(data?.order.shortId));
