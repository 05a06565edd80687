// The admin's delivery of a preview (address, note, files) as its own route: the target of
// the delivery form on the order page's tab 'Abnahme'. A delivery returns to that tab; a
// refused post (without JavaScript, or refused by the server) shows the form here with its
// errors and what was typed.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { DeliveryFormData } from "~/components/delivery/types";
import { AdminOrderErrorBoundary } from "~/components/admin/admin-error";
import { AdminOrderSubPage } from "~/components/admin/order-sub-page";
import { AdminDeliveryPanel } from "~/components/delivery/admin-delivery-panel";
import { Panel } from "~/components/ui/panel";
import { requireStaffOrder } from "~/http/staff.server";
import { DELIVERY_MESSAGES, deliverySchema } from "~/models/delivery/delivery";
import { deliverPreview, deliveryOrder, isDeliverable } from "~/models/delivery/delivery.server";
import { adminDeliveryPage } from "~/models/delivery/view.server";
import {
  adminDeliveryHref,
  adminOrderHref,
  adminOrderTitle,
  ORDER_NOT_FOUND,
} from "~/models/order/admin-page";
import { can } from "~/models/team/permissions";
import { parseWithZod } from "~/utils/conform-zod";
import { noindexMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { discardUploads, parseUploadRequest, uploadErrorStatus } from "~/utils/upload.server";

const notFound = () => json(ORDER_NOT_FOUND, { status: 404 });
// the answer keeps the order page's shape ({ delivery }), which the panel and tests read
const refused = (status: number, delivery: DeliveryFormData) => json({ delivery }, { status });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaffOrder(request, params.orderId, notFound);
  const page = await adminDeliveryPage(params.orderId ?? "");
  if (!page) throw notFound();
  // the form only for roles that deliver (not Buchhaltung)
  const deliverable = page.delivery.deliverable && can(staff.role, "orders.deliver");
  return json({ ...page, delivery: { ...page.delivery, deliverable } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  // checked before a byte of the upload is read
  const { id: adminId } = await requireStaffOrder(
    request,
    params.orderId,
    notFound,
    "orders.deliver",
  );
  const order = await deliveryOrder(params.orderId ?? "");
  if (!order) throw notFound();
  // refused before a byte of the body is stored
  if (!isDeliverable(order.status))
    return refused(409, { error: DELIVERY_MESSAGES.notDeliverable });
  const upload = await parseUploadRequest(request, `orders/${order.id}`);
  switch (upload.formData.get("intent")) {
    case "deliver":
      return deliver(order.id, adminId, upload);
    default:
      await discardUploads(upload.files);
      return refused(400, { error: DELIVERY_MESSAGES.unknownIntent });
  }
}

async function deliver(
  orderId: string,
  adminId: string,
  upload: Awaited<ReturnType<typeof parseUploadRequest>>,
) {
  const submission = parseWithZod(upload.formData, { schema: deliverySchema });
  // a delivery goes out complete or not at all: a refused file stops it
  if (upload.errors.length) {
    await discardUploads(upload.files);
    return refused(uploadErrorStatus(upload.errors), {
      result: submission.reply(),
      uploadErrors: upload.errors.map((e) => ({ name: e.name, message: e.message })),
      error: DELIVERY_MESSAGES.filesRefused,
    });
  }
  if (submission.status !== "success") {
    await discardUploads(upload.files);
    return refused(400, { result: submission.reply() });
  }
  const { previewUrl, note } = submission.value;
  const result = await deliverPreview({ orderId, adminId, previewUrl, note, files: upload.files });
  if (result.ok)
    return redirectWithToast(adminOrderHref(orderId, "delivery"), {
      type: "success",
      title: DELIVERY_MESSAGES.delivered,
      description: DELIVERY_MESSAGES.deliveredText,
    });
  if (result.reason === "not_found") throw notFound();
  if (result.reason === "invalid")
    return refused(400, { result: submission.reply({ fieldErrors: result.errors }) });
  return refused(409, { result: submission.reply(), error: DELIVERY_MESSAGES.notDeliverable });
}

export default function AdminOrderDelivery() {
  const { orderId, shortId, status, delivery } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AdminOrderSubPage back={adminOrderHref(orderId, "delivery")} shortId={shortId} status={status}>
      <Panel
        titleId="delivery-title"
        title="Abnahme"
        className="mt-6"
        padding="sm:p-8"
        titleGap="mb-5"
      >
        <AdminDeliveryPanel
          delivery={delivery}
          actionData={actionData?.delivery}
          status={status}
          action={adminDeliveryHref(orderId)}
        />
      </Panel>
    </AdminOrderSubPage>
  );
}

export function ErrorBoundary() {
  return <AdminOrderErrorBoundary />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  noindexMeta(adminOrderTitle(data?.shortId, "Abnahme"));
