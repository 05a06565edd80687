// Order details (01 §2): three tabs in ONE form. With JavaScript the sections are tabs;
// without, they are stacked sections with an in-page menu. Switching tabs never loses
// input because every field stays in the same form. Every submit saves: 'Entwurf
// speichern' without checks, 'Speichern und zur Zahlung' with the required fields.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigate,
  useNavigation,
} from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { DeliveryFormData } from "~/components/delivery/types";
import { FormAlert } from "~/components/auth-card";
import { AUTOSAVE_INTENT, AutosaveStatus, useDraftAutosave } from "~/components/autosave";
import { PaymentRecoveryBanner } from "~/components/billing/payment-recovery";
import {
  customerDeliveryAction,
  customerDeliveryLoaderData,
} from "~/components/delivery/customer-delivery.server";
import {
  CONFIRM_PARAM,
  CONFIRM_VALUE,
  CustomerReview,
} from "~/components/delivery/customer-review";
import { InvoiceList } from "~/components/invoice/invoice-list";
import { customerThreadData } from "~/components/messages/messages.server";
import { OrderMessages } from "~/components/messages/order-messages";
import { PageShell } from "~/components/page-shell";
import { dismissToast, showToast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field, RequiredFieldsNote, SelectField, TextareaField } from "~/components/ui/field";
import { UploadField } from "~/components/upload-field";
import { subscriptionNotice } from "~/models/billing/overview.server";
import { openChargeOfOrder } from "~/models/billing/recovery.server";
import { getPackage, getProfession, isProfessionalPackage } from "~/models/catalog";
import {
  attachDocuments,
  deleteDocument,
  documentUrl,
  listDocuments,
} from "~/models/document.server";
import { listInvoicesForUser, toInvoiceListEntries } from "~/models/invoice/invoice.server";
import {
  DESIGN_STYLES,
  DOMAIN_EXTENSIONS,
  MISSING_FIELDS_TITLE,
  missingFieldsText,
  ORDER_TABS,
  orderDetailsSchema,
  READ_ONLY_MESSAGE,
  SAVE_FAILED,
  tabOfField,
  tabsWithErrors,
  defaultPageTitle,
  type OrderTab,
} from "~/models/order-details";
import { isReadOnlyForCustomer, statusLabel, statusTone } from "~/models/order-status";
import { OrderReadOnlyError, pageCountOf, updateOrderDetails } from "~/models/order.server";
import { priceLabel } from "~/models/pricing";
import { readFormData } from "~/utils/form-data.server";
import { formatDate, shortId } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { requireOwnOrder } from "~/utils/order-access.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  isMultipart,
  parseUploadRequest,
  uploadErrorStatus,
  type UploadError,
} from "~/utils/upload.server";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = () => [{ title: "Bestelldetails – Seitenwerk" }];

function isTab(value: string | null): value is OrderTab {
  return ORDER_TABS.some((t) => t.id === value);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await requireOwnOrder(request, params.orderId);
  const [documents, subscriptionPending, openCharge] = await Promise.all([
    listDocuments(order.id),
    subscriptionNotice(order.id),
    openChargeOfOrder(order.id),
  ]);
  const count = pageCountOf(order);
  const stored = Array.isArray(order.pageContents)
    ? (order.pageContents as Array<{ title?: string; description?: string }>)
    : [];
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  const professional = isProfessionalPackage(order.packageType);
  const toDoc = (d: (typeof documents)[number]) => ({
    id: d.id,
    name: d.name,
    size: d.size,
    url: documentUrl(d.id),
  });
  return json({
    order: {
      id: order.id,
      shortId: shortId(order.id),
      status: order.status,
      createdAt: formatDate(order.createdAt),
      packageName:
        getPackage(order.packageType)?.name ??
        (professional
          ? `Professional ${getProfession(order.packageType)?.name ?? ""}`.trim()
          : order.packageType),
      price: priceLabel(order),
      values: {
        company: order.company ?? "",
        companyAddress: order.companyAddress ?? "",
        companyZip: order.companyZip ?? "",
        companyCity: order.companyCity ?? "",
        contactPerson: order.contactPerson ?? "",
        contactPhone: order.contactPhone ?? "",
        industry: order.industry ?? "",
        description: order.description ?? "",
        currentWebsite: order.currentWebsite ?? "",
        vatId: order.vatId ?? "",
        domain: order.domain ?? "",
        domainExtension: order.domainExtension || ".de",
        designStyle: order.designStyle ?? "",
        colorDescription: order.colorDescription ?? "",
        designPreferences: order.designPreferences ?? "",
        pageContents: Array.from({ length: count }, (_, i) => ({
          title: stored[i]?.title || defaultPageTitle(i),
          description: stored[i]?.description ?? "",
        })),
      },
    },
    readOnly: isReadOnlyForCustomer(order.status),
    invoices: isReadOnlyForCustomer(order.status)
      ? toInvoiceListEntries(await listInvoicesForUser(order.userId, order.id))
      : [],
    subscriptionPending,
    openCharge,
    companyDocuments: documents.filter((d) => d.section === "company").map(toDoc),
    pageDocuments: Array.from({ length: count }, (_, i) =>
      documents.filter((d) => d.section === "page" && d.pageIndex === i).map(toDoc),
    ),
    initialTab: isTab(tab) ? tab : "company",
    // a professional's details live in the portal: this page shows only the delivery
    professional: professional ? { submitted: Boolean(order.detailsSubmittedAt) } : null,
    delivery: await customerDeliveryLoaderData(order),
    confirmAcceptance: url.searchParams.get(CONFIRM_PARAM) === CONFIRM_VALUE,
    messages: await customerThreadData(order.id, order.userId),
  });
}

type ActionResult = {
  result: SubmissionResult<string[]> | null;
  missingTab: OrderTab | null;
  uploadErrors: UploadError[];
  message: string | null;
  redirectTo: string | null;
  delivery: DeliveryFormData | null;
  /** the draft autosave's answer */
  savedAt: string | null;
};

const reply = (data: Partial<ActionResult>, status = 200) =>
  json<ActionResult>(
    {
      result: null,
      missingTab: null,
      uploadErrors: [],
      message: null,
      redirectTo: null,
      delivery: null,
      savedAt: null,
      ...data,
    },
    { status },
  );

export async function action({ request, params }: ActionFunctionArgs) {
  const { userId, order } = await requireOwnOrder(request, params.orderId);
  // accepting or asking for a correction: the forms of the delivery post to ?delivery
  if (new URL(request.url).searchParams.has("delivery")) {
    const outcome = await customerDeliveryAction(request, userId, order);
    return "response" in outcome
      ? outcome.response
      : reply({ delivery: outcome.data }, outcome.status);
  }
  // refused before reading a byte of the body: a paid order stays as it was
  if (isReadOnlyForCustomer(order.status)) return reply({ message: READ_ONLY_MESSAGE }, 409);

  let formData: FormData;
  let uploadErrors: UploadError[] = [];
  if (isMultipart(request)) {
    const parsed = await parseUploadRequest(request, `orders/${order.id}`);
    formData = parsed.formData;
    uploadErrors = parsed.errors;
    // stored files are the customer's deliberate uploads: they are kept even when the
    // rest of the form does not validate yet
    if (parsed.files.length) await attachDocuments(order.id, userId, parsed.files);
  } else {
    formData = await readFormData(request);
  }

  const intent = String(formData.get("intent") ?? "save-draft");
  const tab = isTab(String(formData.get("tab")))
    ? (String(formData.get("tab")) as OrderTab)
    : "company";
  const back = `/order-details/${order.id}?tab=${tab}`;

  if (intent.startsWith("delete-document:")) {
    const draft = parseWithZod(formData, { schema: orderDetailsSchema("save-draft") });
    if (draft.status === "success") await updateOrderDetails(userId, order.id, draft.value);
    const removed = await deleteDocument(order.id, intent.slice("delete-document:".length));
    return redirectWithToast(
      back,
      removed
        ? { type: "success", title: "Dokument entfernt" }
        : { type: "error", title: "Dokument nicht gefunden" },
    );
  }
  if (intent === AUTOSAVE_INTENT) {
    // the draft autosave (JavaScript): saves what passes the draft checks, skips the rest
    const { value, dropped } = parseDraftLeniently(formData);
    // a field left out keeps what was stored before
    for (const name of dropped)
      if (name in order && !name.includes("."))
        Object.assign(value, { [name]: order[name as keyof typeof order] ?? undefined });
    try {
      await updateOrderDetails(userId, order.id, value);
    } catch (error) {
      if (error instanceof OrderReadOnlyError) return reply({ message: READ_ONLY_MESSAGE }, 409);
      throw error;
    }
    return reply({ savedAt: new Date().toISOString() });
  }
  if (intent !== "save-draft" && intent !== "save-and-pay")
    return reply({ message: "Unbekannte Aktion" }, 400);

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
  try {
    await updateOrderDetails(userId, order.id, submission.value);
  } catch (error) {
    if (error instanceof OrderReadOnlyError)
      return reply({ result: submission.reply(), message: READ_ONLY_MESSAGE }, 409);
    // input the database cannot store (a NUL byte): the form shows the German reason
    if (error instanceof Response && error.status < 500)
      return reply({ result: submission.reply(), message: await error.text() }, error.status);
    logger.error({ error }, "Bestelldetails konnten nicht gespeichert werden");
    return reply({ result: submission.reply(), message: SAVE_FAILED, uploadErrors }, 500);
  }
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

/**
 * The autosave never fails on one bad field: fields that do not pass the draft checks
 * (too long, a malformed USt-IdNr.) are left out and everything else is saved.
 */
function parseDraftLeniently(formData: FormData) {
  const schema = orderDetailsSchema("save-draft");
  const dropped: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status === "success") return { value: submission.value, dropped };
    for (const name of Object.keys(submission.error ?? {})) {
      formData.delete(name);
      dropped.push(name);
    }
  }
  return { value: {}, dropped };
}

export default function OrderDetails() {
  const {
    order,
    readOnly,
    invoices,
    companyDocuments,
    pageDocuments,
    initialTab,
    professional,
    delivery,
    confirmAcceptance,
    subscriptionPending,
    openCharge,
    messages,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [activeTab, setActiveTab] = useState<OrderTab>(initialTab);

  // after a failed 'Speichern und zur Zahlung' the browser checks like the server does
  const payAttempted = useRef(Boolean(actionData?.missingTab));
  const [bannerWanted, setBannerWanted] = useState(false);

  const [form, fields] = useForm({
    id: `order-${order.id}`,
    defaultValue: order.values,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(orderDetailsSchema("save-and-pay")),
    // the same zod schema as the action, in the browser: no request while typing, and
    // never a tab switch or a focus move except on submit (issue 17 item 1)
    onValidate({ formData }) {
      const intent = formData.get("intent");
      if (intent === "save-and-pay") payAttempted.current = true;
      const mode =
        intent === "save-draft" || String(intent ?? "").startsWith("delete-document:")
          ? "save-draft"
          : payAttempted.current
            ? "save-and-pay"
            : "check";
      const submission = parseWithZod(formData, { schema: orderDetailsSchema(mode) });
      if (intent === "save-and-pay" && submission.status !== "success") {
        // on submit only: open the first tab with errors before conform focuses its field
        const first = tabsWithErrors(submission.error)[0]?.tab;
        flushSync(() => {
          setBannerWanted(true);
          if (first) setActiveTab(first);
        });
      }
      return submission;
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const pages = fields.pageContents.getFieldList();
  const errorTabs = tabsWithErrors(form.allErrors);
  const errorCount = (tab: OrderTab) => errorTabs.find((t) => t.tab === tab)?.count ?? 0;
  // the banner names every section with errors and goes when they are fixed
  const banner =
    (bannerWanted || Boolean(actionData?.missingTab)) && errorTabs.length
      ? missingFieldsText(
          errorTabs.map((t) => t.tab),
          hydrated ? "tabs" : "sections",
        )
      : null;

  const autosave = useDraftAutosave({
    action: `/order-details/${order.id}`,
    enabled: !readOnly && !professional,
    build: () => {
      const element = document.getElementById(form.id);
      if (!(element instanceof HTMLFormElement)) return null;
      const data = new FormData(element);
      // files upload on their own; only the typed fields are saved
      for (const [name, value] of [...data.entries()])
        if (typeof value !== "string") data.delete(name);
      data.delete("js");
      return data;
    },
  });
  const { schedule } = autosave;
  const onFormInput = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.type !== "file") schedule();
    },
    [schedule],
  );

  useEffect(() => {
    if (!actionData) return;
    if (actionData.missingTab) {
      setActiveTab(actionData.missingTab);
      showToast({
        type: "error",
        title: MISSING_FIELDS_TITLE,
        description: missingFieldsText(
          tabsWithErrors(actionData.result?.error).map((t) => t.tab),
          "tabs",
        ),
      });
    } else if (actionData.message) {
      showToast({
        type: "error",
        title: actionData.message === READ_ONLY_MESSAGE ? "Nicht mehr änderbar" : SAVE_FAILED,
        description: actionData.message,
      });
    } else if (actionData.uploadErrors.length) {
      showToast({
        type: "error",
        title: "Upload fehlgeschlagen",
        description: actionData.uploadErrors.map((e) => e.message).join(" "),
      });
    } else if (actionData.redirectTo) {
      autosave.cancel();
      const notice = showToast({
        type: "success",
        title: "Gespeichert",
        description: "Sie werden zur Zahlung weitergeleitet.",
      });
      // the notice belongs to this moment: it goes with the page, so going back from the
      // checkout never shows it again (issue 17 item 13)
      const timer = window.setTimeout(() => {
        dismissToast(notice);
        navigate(actionData.redirectTo!);
      }, 500);
      return () => window.clearTimeout(timer);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer of the action
  }, [actionData, navigate]);

  const busy = navigation.state !== "idle";
  const pendingIntent = navigation.formData?.get("intent");
  const panel = (tab: OrderTab) => ({
    id: `tab-${tab}`,
    role: hydrated ? "tabpanel" : undefined,
    "aria-labelledby": hydrated ? `tab-button-${tab}` : `tab-heading-${tab}`,
    hidden: hydrated && activeTab !== tab,
    className: "scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8",
  });

  return (
    <PageShell>
      <div className="container-page max-w-4xl py-8 sm:py-12">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm text-slate-500">
              Bestellung <span className="font-mono">#{order.shortId}</span> · erstellt am{" "}
              {order.createdAt}
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
              Bestelldetails
            </h1>
            <p className="mt-1 text-slate-600">
              {order.packageName} Website · <span data-testid="order-total">{order.price}</span>
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
            {hydrated && !readOnly && !professional ? (
              <AutosaveStatus saving={autosave.saving} savedAt={autosave.savedAt} />
            ) : null}
          </div>
        </div>

        {openCharge ? (
          <PaymentRecoveryBanner
            open={openCharge}
            busy={navigation.state !== "idle"}
            className="mb-5 mt-6"
          />
        ) : null}
        {subscriptionPending ? (
          <FormAlert title={subscriptionPending}>
            Ihr Abo konnte nicht automatisch starten.{" "}
            <Link to="/billing" className="font-semibold underline">
              Jetzt unter „Zahlungen &amp; Abo“ starten
            </Link>
          </FormAlert>
        ) : null}
        {delivery ? (
          <CustomerReview
            orderId={order.id}
            delivery={delivery}
            actionData={actionData?.delivery ?? undefined}
            confirm={confirmAcceptance}
          />
        ) : null}

        {professional ? (
          <p className="my-6 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
            {professional.submitted ? (
              <>
                Ihre Angaben aus dem Kundenportal liegen uns vor.
                {delivery ? "" : " Wir melden uns, sobald Ihre Website zur Abnahme bereitsteht."}
              </>
            ) : (
              <>
                Bitte ergänzen Sie Ihre Angaben im{" "}
                <Link
                  to={`/professional-portal?orderId=${order.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  Kundenportal
                </Link>
                .
              </>
            )}
          </p>
        ) : readOnly ? (
          <FormAlert tone="info" title="Diese Bestellung ist bezahlt">
            Ihre Angaben können nicht mehr geändert werden. Bei Fragen melden Sie sich gern bei uns.
          </FormAlert>
        ) : null}
        {readOnly ? <InvoiceList invoices={invoices} className="mb-8" /> : null}
        {banner ? (
          <FormAlert title={MISSING_FIELDS_TITLE} id="missing-fields">
            {banner}
          </FormAlert>
        ) : null}
        {actionData?.message ? (
          <FormAlert title={SAVE_FAILED}>{actionData.message}</FormAlert>
        ) : null}
        {actionData?.uploadErrors.length ? (
          <FormAlert title="Upload fehlgeschlagen">
            <ul className="list-disc pl-5">
              {actionData.uploadErrors.map((e) => (
                <li key={e.name}>{e.message}</li>
              ))}
            </ul>
            <p className="mt-1">Ihre übrigen Angaben wurden gespeichert.</p>
          </FormAlert>
        ) : null}

        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          onInput={onFormInput}
          // a professional's intake lives in the portal; this form has nothing for it
          hidden={Boolean(professional)}
          noValidate
          className="mt-6"
        >
          <input type="hidden" name="tab" value={activeTab} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          {hydrated ? (
            <div
              role="tablist"
              aria-label="Bereiche der Bestellung"
              className="mb-4 flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
            >
              {ORDER_TABS.map((t) => {
                const count = errorCount(t.id);
                const hasError = count > 0;
                return (
                  <button
                    key={t.id}
                    id={`tab-button-${t.id}`}
                    type="button"
                    role="tab"
                    aria-selected={activeTab === t.id}
                    aria-controls={`tab-${t.id}`}
                    onClick={() => setActiveTab(t.id)}
                    className={cn(
                      "flex-1 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition sm:px-4",
                      activeTab === t.id
                        ? "bg-white text-slate-900 shadow"
                        : "text-slate-600 hover:text-slate-900",
                      hasError && "text-red-700",
                    )}
                  >
                    {t.label}
                    {hasError ? (
                      <>
                        <span
                          aria-hidden="true"
                          data-testid={`tab-errors-${t.id}`}
                          className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 align-text-bottom text-xs font-bold text-white"
                        >
                          {count}
                        </span>
                        <span className="sr-only">
                          {" "}
                          ({count} {count === 1 ? "fehlende Angabe" : "fehlende Angaben"})
                        </span>
                      </>
                    ) : null}
                  </button>
                );
              })}
            </div>
          ) : (
            <nav aria-label="Bereiche der Bestellung" className="mb-4 flex flex-wrap gap-2 text-sm">
              {ORDER_TABS.map((t) => (
                <a
                  key={t.id}
                  href={`#tab-${t.id}`}
                  className={cn(
                    "rounded-lg bg-slate-100 px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-200",
                    errorCount(t.id) > 0 && "bg-red-50 text-red-700 ring-1 ring-red-300",
                  )}
                >
                  {t.label}
                  {errorCount(t.id) > 0 ? (
                    <span data-testid={`section-errors-${t.id}`}>
                      {" "}
                      ({errorCount(t.id)}{" "}
                      {errorCount(t.id) === 1 ? "fehlende Angabe" : "fehlende Angaben"})
                    </span>
                  ) : null}
                </a>
              ))}
            </nav>
          )}

          {readOnly ? null : <RequiredFieldsNote className="mb-3" />}
          <fieldset disabled={readOnly} className="space-y-6">
            <section {...panel("company")}>
              <h2
                id="tab-heading-company"
                className={cn("text-lg font-semibold text-slate-900", hydrated && "sr-only")}
              >
                Unternehmen
              </h2>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  className="sm:col-span-2"
                  label="Firmenname"
                  required
                  {...getInputProps(fields.company, { type: "text" })}
                  errors={fields.company.errors}
                  autoComplete="organization"
                />
                <Field
                  className="sm:col-span-2"
                  label="Straße und Hausnummer"
                  required
                  {...getInputProps(fields.companyAddress, { type: "text" })}
                  errors={fields.companyAddress.errors}
                  autoComplete="street-address"
                />
                <Field
                  label="Postleitzahl"
                  required
                  {...getInputProps(fields.companyZip, { type: "text" })}
                  errors={fields.companyZip.errors}
                  autoComplete="postal-code"
                  inputMode="numeric"
                />
                <Field
                  label="Ort"
                  required
                  {...getInputProps(fields.companyCity, { type: "text" })}
                  errors={fields.companyCity.errors}
                  autoComplete="address-level2"
                />
                <Field
                  label="Ansprechpartner"
                  required
                  {...getInputProps(fields.contactPerson, { type: "text" })}
                  errors={fields.contactPerson.errors}
                  autoComplete="name"
                />
                <Field
                  label="Telefon"
                  required
                  {...getInputProps(fields.contactPhone, { type: "tel" })}
                  errors={fields.contactPhone.errors}
                  autoComplete="tel"
                />
                <Field
                  className="sm:col-span-2"
                  label="Branche"
                  required
                  {...getInputProps(fields.industry, { type: "text" })}
                  errors={fields.industry.errors}
                />
                <TextareaField
                  className="sm:col-span-2"
                  label="Beschreibung Ihres Unternehmens"
                  required
                  rows={5}
                  {...getTextareaProps(fields.description)}
                  errors={fields.description.errors}
                />
                <Field
                  className="sm:col-span-2"
                  label="Aktuelle Website (optional)"
                  placeholder="https://"
                  {...getInputProps(fields.currentWebsite, { type: "text" })}
                  errors={fields.currentWebsite.errors}
                  autoComplete="url"
                />
                <Field
                  label="USt-IdNr. (optional)"
                  hint="Für Ihre Rechnung, z. B. DE123456789"
                  {...getInputProps(fields.vatId, { type: "text" })}
                  errors={fields.vatId.errors}
                  autoCapitalize="characters"
                />
                <div className="sm:col-span-2">
                  <UploadField
                    label="Unternehmensdokumente (Logo, Texte, Bilder)"
                    name="companyDocuments"
                    uploadUrl={`/api/orders/${order.id}/upload?section=company`}
                    documents={companyDocuments}
                    disabled={readOnly}
                  />
                </div>
              </div>
            </section>

            <section {...panel("website")}>
              <h2
                id="tab-heading-website"
                className={cn("text-lg font-semibold text-slate-900", hydrated && "sr-only")}
              >
                Website
              </h2>
              <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
                <Field
                  label="Wunsch-Domain"
                  required
                  placeholder="meine-firma"
                  {...getInputProps(fields.domain, { type: "text" })}
                  errors={fields.domain.errors}
                />
                <SelectField
                  label="Endung"
                  {...getSelectProps(fields.domainExtension)}
                  options={DOMAIN_EXTENSIONS.map((e) => ({ value: e, label: e }))}
                  errors={fields.domainExtension.errors}
                />
              </div>
              <fieldset className="mt-5">
                <legend className="mb-2 text-sm font-medium text-slate-700">
                  Designstil (optional)
                </legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
                  {DESIGN_STYLES.map((s) => (
                    <label
                      key={s.value}
                      className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                    >
                      <input
                        type="radio"
                        name={fields.designStyle.name}
                        value={s.value}
                        defaultChecked={fields.designStyle.initialValue === s.value}
                        className="text-brand-600"
                      />
                      {s.label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <TextareaField
                className="mt-5"
                label="Farbwünsche (optional)"
                rows={3}
                {...getTextareaProps(fields.colorDescription)}
                errors={fields.colorDescription.errors}
              />
              <TextareaField
                className="mt-5"
                label="Designwünsche und Vorbilder"
                required
                rows={5}
                {...getTextareaProps(fields.designPreferences)}
                errors={fields.designPreferences.errors}
              />
            </section>

            <section {...panel("pages")}>
              <h2
                id="tab-heading-pages"
                className={cn("text-lg font-semibold text-slate-900", hydrated && "sr-only")}
              >
                Seiteninhalte
              </h2>
              <p className="text-sm text-slate-600">
                Ihr Paket umfasst {pages.length} {pages.length === 1 ? "Seite" : "Seiten"}.
                Beschreiben Sie, was auf jeder Seite stehen soll.
              </p>
              <div className="mt-4 space-y-5">
                {pages.map((page, index) => {
                  const pageFields = page.getFieldset();
                  return (
                    // the index is the key: conform's generated list keys differ between server and
                    // browser, and a remount on hydration would wipe what was typed meanwhile
                    <fieldset key={index} className="rounded-xl border border-slate-200 p-4 sm:p-5">
                      <legend className="px-1 text-sm font-semibold text-slate-900">
                        {defaultPageTitle(index)}
                      </legend>
                      <div className="space-y-4">
                        <Field
                          label="Titel der Seite"
                          required
                          {...getInputProps(pageFields.title, { type: "text" })}
                          errors={pageFields.title.errors}
                        />
                        <TextareaField
                          label="Inhalt und Beschreibung"
                          required
                          rows={4}
                          {...getTextareaProps(pageFields.description)}
                          errors={pageFields.description.errors}
                        />
                        <UploadField
                          label={`Dokumente für ${defaultPageTitle(index)}`}
                          name={`pageDocuments.${index}`}
                          uploadUrl={`/api/orders/${order.id}/upload?section=page&pageIndex=${index}`}
                          documents={pageDocuments[index] ?? []}
                          disabled={readOnly}
                        />
                      </div>
                    </fieldset>
                  );
                })}
              </div>
            </section>

            {readOnly ? null : (
              <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
                <Button
                  type="submit"
                  name="intent"
                  value="save-draft"
                  variant="secondary"
                  size="lg"
                  disabled={busy}
                >
                  {busy && pendingIntent === "save-draft"
                    ? "Wird gespeichert..."
                    : "Entwurf speichern"}
                </Button>
                <Button type="submit" name="intent" value="save-and-pay" size="lg" disabled={busy}>
                  {busy && pendingIntent === "save-and-pay"
                    ? "Wird gespeichert..."
                    : "Speichern und zur Zahlung"}
                </Button>
              </div>
            )}
          </fieldset>
        </Form>
        <OrderMessages {...messages} viewer="customer" className="mt-10" />
        <ButtonLink to="/dashboard" variant="ghost" className="mt-6">
          ← Zurück zu meinen Bestellungen
        </ButtonLink>
      </div>
    </PageShell>
  );
}
