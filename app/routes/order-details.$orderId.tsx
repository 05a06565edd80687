// The customer's order page (01 §2): before payment the order-details form in three tabs;
// once paid the project first – timeline with its dates, the delivery to accept (its forms
// post to ./delivery), the thread (its form posts to ./messages), the invoices – and the
// details given at the order read-only behind a <details>. The view lives in components/order-details, the data in
// models/order-page.server and models/order-details.server.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AUTOSAVE_INTENT, AutosaveStatus } from "~/components/autosave";
import { PaymentRecoveryBanner } from "~/components/billing/payment-recovery";
import {
  CONFIRM_PARAM,
  CONFIRM_VALUE,
  CustomerReview,
} from "~/components/delivery/customer-review";
import { PageErrorBoundary } from "~/components/error-boundary";
import { InvoiceList } from "~/components/invoice/invoice-list";
import { OrderMessages, ThreadLink } from "~/components/messages/order-messages";
import { OrderDetailsForm } from "~/components/order-details/order-details-form";
import { OrderHeader } from "~/components/order-details/order-header";
import {
  FormAnswerAlerts,
  OrderStateNote,
  ReadOnlyDetails,
  SubscriptionPendingAlert,
} from "~/components/order-details/order-notices";
import {
  useOrderDetailsForm,
  type OrderDetailsActionData,
} from "~/components/order-details/use-order-details-form";
import { OrderTimeline } from "~/components/order-timeline/order-timeline";
import { PageShell } from "~/components/page-shell";
import { ButtonLink } from "~/components/ui/button";
import { requireOwnOrder } from "~/http/order-access.server";
import { customerThreadData } from "~/models/messages/messages.server";
import {
  ORDER_TABS,
  orderDetailsSchema,
  READ_ONLY_MESSAGE,
  tabOfField,
} from "~/models/order/details";
import {
  autosaveOrderDraft,
  deleteOrderDocument,
  readOrderDetailsForm,
  saveOrderDetails,
} from "~/models/order/details.server";
import { orderPageData } from "~/models/order/page.server";
import { isReadOnlyForCustomer } from "~/models/order/status";
import { orderTimeline } from "~/models/order/timeline.server";
import { parseWithZod } from "~/utils/conform-zod";
import { invariantResponse, UNKNOWN_INTENT } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";
import { uploadErrorStatus } from "~/utils/upload.server";

/** The remove button of an uploaded document names it: 'delete-document:<id>'. */
const DELETE_DOCUMENT = "delete-document:";

const tabOf = (value: unknown) => ORDER_TABS.find((t) => t.id === value)?.id ?? ORDER_TABS[0].id;

const reply = (data: Partial<OrderDetailsActionData>, status = 200) =>
  json<OrderDetailsActionData>(
    {
      result: null,
      missingTab: null,
      uploadErrors: [],
      message: null,
      redirectTo: null,
      savedAt: null,
      ...data,
    },
    { status },
  );

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await requireOwnOrder(request, params.orderId);
  const url = new URL(request.url);
  const [page, messages, timeline] = await Promise.all([
    orderPageData(order),
    customerThreadData(order.id, order.userId),
    orderTimeline(order.id),
  ]);
  invariantResponse(messages, "Auftrag nicht gefunden", { status: 404 });
  return json({
    ...page,
    initialTab: tabOf(url.searchParams.get("tab")),
    // a link to one of the details' tabs opens the read-only details of a paid order
    tabRequested: url.searchParams.has("tab"),
    confirmAcceptance: url.searchParams.get(CONFIRM_PARAM) === CONFIRM_VALUE,
    messages,
    timeline,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { userId, order } = await requireOwnOrder(request, params.orderId);
  // refused before reading a byte of the body: a paid order stays as it was
  if (isReadOnlyForCustomer(order.status)) return reply({ message: READ_ONLY_MESSAGE }, 409);
  const { formData, uploadErrors } = await readOrderDetailsForm(request, order.id, userId);
  const intent = String(formData.get("intent") ?? "save-draft");
  const back = `/order-details/${order.id}?tab=${tabOf(formData.get("tab"))}`;

  switch (intent.startsWith(DELETE_DOCUMENT) ? DELETE_DOCUMENT : intent) {
    case DELETE_DOCUMENT: {
      const documentId = intent.slice(DELETE_DOCUMENT.length);
      const removed = await deleteOrderDocument(userId, order.id, formData, documentId);
      return redirectWithToast(
        back,
        removed
          ? { type: "success", title: "Dokument entfernt" }
          : { type: "error", title: "Dokument nicht gefunden" },
      );
    }
    // the draft autosave (JavaScript): saves what passes the draft checks, skips the rest
    case AUTOSAVE_INTENT:
      return (await autosaveOrderDraft(userId, order, formData))
        ? reply({ savedAt: new Date().toISOString() })
        : reply({ message: READ_ONLY_MESSAGE }, 409);
    case "save-draft":
    case "save-and-pay":
      break;
    default:
      return reply({ message: UNKNOWN_INTENT }, 400);
  }

  const submission = parseWithZod(formData, { schema: orderDetailsSchema(intent) });
  if (submission.status !== "success") {
    const firstField =
      Object.keys(submission.error ?? {}).find((k) => (submission.error?.[k]?.length ?? 0) > 0) ??
      "company";
    return reply(
      { result: submission.reply(), missingTab: tabOfField(firstField), uploadErrors },
      400,
    );
  }
  const saved = await saveOrderDetails(userId, order.id, submission.value);
  if (!saved.ok)
    return reply(
      {
        result: submission.reply(),
        message: saved.message,
        uploadErrors: saved.status >= 500 ? uploadErrors : [],
      },
      saved.status,
    );
  if (uploadErrors.length)
    return reply({ result: submission.reply(), uploadErrors }, uploadErrorStatus(uploadErrors));
  if (intent === "save-and-pay") {
    const to = `/checkout/${order.id}`;
    // with JavaScript the page shows the success and moves on after 500 ms (01 §2)
    if (formData.get("js") === "1") return reply({ result: submission.reply(), redirectTo: to });
    return redirect(to);
  }
  return redirectWithToast(back, {
    type: "success",
    title: "Entwurf gespeichert",
    description: "Ihre Angaben wurden gespeichert.",
  });
}

export default function OrderDetails() {
  const data = useLoaderData<typeof loader>();
  const { order, readOnly, professional, delivery } = data;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const details = useOrderDetailsForm({
    order,
    initialTab: data.initialTab,
    autosaveEnabled: !readOnly && !professional,
    actionData,
  });

  return (
    <PageShell>
      <div className="container-page max-w-4xl py-8 sm:py-12">
        <OrderHeader order={order}>
          {hydrated && !readOnly && !professional ? (
            <AutosaveStatus saving={details.autosave.saving} savedAt={details.autosave.savedAt} />
          ) : null}
          <ThreadLink thread={data.messages.thread} />
        </OrderHeader>
        {data.timeline ? <OrderTimeline timeline={data.timeline} className="my-6" /> : null}

        {data.openCharge ? (
          <PaymentRecoveryBanner
            open={data.openCharge}
            busy={navigation.state !== "idle"}
            className="mb-5 mt-6"
          />
        ) : null}
        {data.subscriptionPending ? (
          <SubscriptionPendingAlert title={data.subscriptionPending} />
        ) : null}
        {delivery ? (
          <CustomerReview
            orderId={order.id}
            delivery={delivery}
            actionData={undefined}
            confirm={data.confirmAcceptance}
          />
        ) : null}
        <OrderStateNote
          orderId={order.id}
          professional={professional}
          delivered={Boolean(delivery)}
        />
        {readOnly ? (
          // a paid order leads with its project: timeline, next step and thread; the details
          // given at the order stay one click away, read-only (plain <details>, no script)
          <>
            <FormAnswerAlerts banner={details.banner} actionData={actionData} />
            <OrderMessages {...data.messages} viewer="customer" className="mt-10" />
            <InvoiceList invoices={data.invoices} className="mt-10" />
            <ReadOnlyDetails hidden={Boolean(professional)} open={data.tabRequested}>
              <OrderDetailsForm
                state={details}
                orderId={order.id}
                readOnly
                hidden={false}
                companyDocuments={data.companyDocuments}
                pageDocuments={data.pageDocuments}
              />
            </ReadOnlyDetails>
          </>
        ) : (
          <>
            <FormAnswerAlerts banner={details.banner} actionData={actionData} />
            <OrderDetailsForm
              state={details}
              orderId={order.id}
              readOnly={false}
              // a professional's intake lives in the portal; this form has nothing for it
              hidden={Boolean(professional)}
              companyDocuments={data.companyDocuments}
              pageDocuments={data.pageDocuments}
            />
            <OrderMessages {...data.messages} viewer="customer" className="mt-10" />
          </>
        )}
        <ButtonLink to="/dashboard" variant="ghost" className="mt-6">
          ← Zurück zu meinen Bestellungen
        </ButtonLink>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}

export const meta: MetaFunction = () => [{ title: "Bestelldetails – Seitenwerk" }];
