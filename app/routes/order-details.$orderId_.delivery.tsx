// The customer's answer to a delivered preview: the target of the forms in the order page's
// review. 'accept' (after the confirmation step) and 'request-correction' (text required,
// files allowed) redirect to the order page with a notice. A refused correction answers
// with the German messages and what was typed: with JavaScript the order page shows it
// (fetcher); without, this route's page shows the review with it.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { DeliveryFormData } from "~/components/delivery/types";
import { CustomerReview } from "~/components/delivery/customer-review";
import { PageErrorBoundary } from "~/components/error-boundary";
import { PageShell } from "~/components/page-shell";
import { requireOwnOrder } from "~/http/order-access.server";
import { CHARGEABLE_TEXT, correctionSchema, DELIVERY_MESSAGES } from "~/models/delivery/delivery";
import {
  acceptDelivery,
  ANSWER_MESSAGES,
  requestCorrection,
} from "~/models/delivery/delivery.server";
import { customerDeliveryView } from "~/models/order/page.server";
import { parseWithZod } from "~/utils/conform-zod";
import { shortId } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";
import {
  discardUploads,
  isMultipart,
  parseUploadRequest,
  uploadErrorStatus,
} from "~/utils/upload.server";

const reply = (delivery: DeliveryFormData, status: number) => json({ delivery }, { status });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await requireOwnOrder(request, params.orderId);
  const delivery = await customerDeliveryView(order);
  // nothing delivered yet: the order page is where the customer waits for it
  if (!delivery) throw redirect(`/order-details/${order.id}`);
  return json({ orderId: order.id, shortId: shortId(order.id), delivery });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { userId, order } = await requireOwnOrder(request, params.orderId);
  const back = `/order-details/${order.id}`;
  // the state changed under the customer's feet (another tab, the deadline): say so there
  const refused = (description: string) =>
    redirectWithToast(back, { type: "error", title: "Nicht möglich", description });
  // only an order waiting for the answer takes files, refused before a byte is stored
  if (isMultipart(request) && order.status !== "review")
    return refused(ANSWER_MESSAGES.not_in_review);
  const {
    formData,
    files,
    errors: uploadErrors,
  } = await parseUploadRequest(request, `orders/${order.id}`);

  switch (formData.get("intent")) {
    case "accept": {
      await discardUploads(files);
      const result = await acceptDelivery({ orderId: order.id, userId });
      if (result.ok)
        return redirectWithToast(back, {
          type: "success",
          title: DELIVERY_MESSAGES.accepted,
          description: DELIVERY_MESSAGES.acceptedText,
        });
      if (result.reason === "already_accepted")
        return redirectWithToast(back, {
          type: "message",
          title: DELIVERY_MESSAGES.alreadyAccepted,
        });
      return refused(ANSWER_MESSAGES[result.reason]);
    }
    case "request-correction": {
      const submission = parseWithZod(formData, { schema: correctionSchema });
      if (uploadErrors.length) {
        await discardUploads(files);
        return reply(
          {
            result: submission.reply(),
            uploadErrors: uploadErrors.map((e) => ({ name: e.name, message: e.message })),
            error: DELIVERY_MESSAGES.filesRefused,
          },
          uploadErrorStatus(uploadErrors),
        );
      }
      if (submission.status !== "success") {
        await discardUploads(files);
        return reply({ result: submission.reply() }, 400);
      }
      const text = submission.value.correctionText;
      const result = await requestCorrection({ orderId: order.id, userId, text, files });
      if (result.ok)
        return redirectWithToast(back, {
          type: "success",
          title: DELIVERY_MESSAGES.correctionSent,
          description: result.chargeable
            ? `${DELIVERY_MESSAGES.correctionSentText} ${CHARGEABLE_TEXT}`
            : DELIVERY_MESSAGES.correctionSentText,
        });
      if (result.reason === "invalid")
        return reply({ result: submission.reply({ fieldErrors: result.errors }) }, 400);
      if (result.reason === "deadline_passed" || result.reason === "already_accepted")
        return redirectWithToast(back, {
          type: "message",
          title: DELIVERY_MESSAGES.alreadyAccepted,
          description: ANSWER_MESSAGES[result.reason],
        });
      return refused(ANSWER_MESSAGES[result.reason]);
    }
    default:
      await discardUploads(files);
      return reply({ error: DELIVERY_MESSAGES.unknownIntent }, 400);
  }
}

export default function DeliveryAnswer() {
  const { orderId, shortId, delivery } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <PageShell>
      <div className="container-page max-w-4xl py-8 sm:py-12">
        <Link
          to={`/order-details/${orderId}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Zurück zur Bestellung #{shortId}
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Abnahme</h1>
        <CustomerReview
          orderId={orderId}
          delivery={delivery}
          actionData={actionData?.delivery}
          confirm={false}
        />
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}

export const meta: MetaFunction = () => [{ title: "Abnahme – Seitenwerk" }];
