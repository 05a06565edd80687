// Admin view of one customer: contact data, orders, the billing profile (correct it, then
// re-issue invoices that name the old buyer), and deleting or anonymising the account on
// the customer's request (same rules as the customer's own deletion), after an explicit
// confirmation; each kept order gets a history row naming the admin.
import { getFormProps, useForm } from "@conform-to/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BILLING_PROFILE_INTENT } from "~/components/account/billing-profile-form";
import { AccountDeletedBadge } from "~/components/admin/account-deleted-badge";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { CustomerBilling, REISSUE_INTENT } from "~/components/admin/customer-billing";
import { DetailList, display } from "~/components/admin/detail-list";
import { FormErrors } from "~/components/auth-card";
import { Badge } from "~/components/ui/badge";
import { ConformCheckbox, ConformTextarea } from "~/components/ui/conform-field";
import { Panel } from "~/components/ui/panel";
import { SubmitButton } from "~/components/ui/submit-button";
import { assertCan, requireStaff } from "~/http/staff.server";
import { AccountError } from "~/models/account/account.server";
import { getAdminCustomer } from "~/models/account/admin-customer.server";
import { deleteAccount } from "~/models/account/deletion.server";
import { adminDeleteCustomerSchema } from "~/models/account/settings";
import { getUserContact } from "~/models/account/user.server";
import { billingProfileSchema } from "~/models/billing/profile";
import { billingProfileDefaults, saveBillingProfile } from "~/models/billing/profile.server";
import {
  invoicesWithOutdatedBuyer,
  reissueInvoiceToCurrentBuyer,
  ReissueError,
  REISSUE_MESSAGES,
  reissueSchema,
  type ReissueCandidate,
} from "~/models/invoice/invoice.server";
import { packageDisplayName } from "~/models/order/admin-list.server";
import { statusLabel, statusTone } from "~/models/order/status";
import { permissionsOf } from "~/models/team/permissions";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatCents, formatDate, formatDateTime, shortId } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";
import { invariantResponse } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

export const CUSTOMER_NOT_FOUND = "Kunde nicht gefunden";

const countOrders = (n: number, kind: string) => `${n} ${kind} ${n === 1 ? "Auftrag" : "Aufträge"}`;

export const meta: MetaFunction = () => noindexMeta("Kunde – Admin – Seitenwerk");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, "customers.read");
  const can = permissionsOf(staff.role);
  const found = await getAdminCustomer(params.userId ?? "");
  invariantResponse(found, CUSTOMER_NOT_FOUND, { status: 404 });
  const { user, blockers, preview } = found;
  const deleted = Boolean(user.deletedAt);
  const [billing, outdated] = deleted
    ? [null, [] as ReissueCandidate[]]
    : await Promise.all([billingProfileDefaults(user.id), invoicesWithOutdatedBuyer(user.id)]);
  return json({
    canCorrect: can["invoices.correct"],
    canDelete: can["customers.delete"],
    money: can["money.read"],
    billing:
      billing && can["invoices.correct"]
        ? { defaults: billing.defaults, saved: Boolean(billing.stored) }
        : null,
    outdated,
    customer: {
      id: user.id,
      // an anonymised account has no name or address worth showing
      name: deleted ? null : [user.firstName, user.lastName].filter(Boolean).join(" ") || null,
      email: deleted ? null : user.email,
      phone: user.phone,
      companyName: user.companyName,
      isAdmin: user.isAdmin,
      createdAt: formatDate(user.createdAt),
      deletedAt: user.deletedAt ? formatDateTime(user.deletedAt) : null,
      deletionNote: user.deletionNote,
    },
    orders: user.orders.map((o) => ({
      id: o.id,
      shortId: shortId(o.id),
      status: o.status,
      company: o.company,
      packageName: packageDisplayName(o.packageType),
      price: can["money.read"] ? formatCents(o.totalPriceCents) : null,
      paid: Boolean(o.paidAt),
      createdAt: formatDate(o.createdAt),
    })),
    blockers: blockers.map((b) => ({
      shortId: b.shortId,
      orderId: b.orderId,
      text: [
        `Abonnement zu #${b.shortId} läuft`,
        b.minimumTermEndsAt ? `Mindestlaufzeit bis ${formatDate(b.minimumTermEndsAt)}` : null,
        b.cancelAt ? `gekündigt zum ${formatDate(b.cancelAt)}` : "nicht gekündigt",
      ]
        .filter(Boolean)
        .join(", "),
    })),
    preview: preview
      ? {
          deleted: countOrders(
            preview.deletedOrders,
            preview.deletedOrders === 1 ? "unbezahlter" : "unbezahlte",
          ),
          kept: countOrders(
            preview.keptOrders,
            preview.keptOrders === 1 ? "bezahlter" : "bezahlte",
          ),
        }
      : null,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request, "customers.read");
  const adminId = staff.id;
  const userId = params.userId ?? "";
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  // billing corrections and re-issues: Inhaber and Buchhaltung; deleting: the Inhaber only
  assertCan(
    staff,
    intent === BILLING_PROFILE_INTENT || intent === REISSUE_INTENT
      ? "invoices.correct"
      : "customers.delete",
  );
  const found = await getAdminCustomer(userId);
  invariantResponse(found, CUSTOMER_NOT_FOUND, { status: 404 });
  if (intent === BILLING_PROFILE_INTENT || intent === REISSUE_INTENT) {
    invariantResponse(!found.user.deletedAt, CUSTOMER_NOT_FOUND, { status: 404 });
    return intent === REISSUE_INTENT
      ? reissue(userId, adminId, formData)
      : correctBillingProfile(userId, adminId, formData);
  }
  const submission = parseWithZod(formData, { schema: adminDeleteCustomerSchema });
  if (submission.status !== "success")
    return json({ intent: "delete", result: submission.reply() }, { status: 400 });
  const admin = await getUserContact(adminId);
  try {
    const summary = await deleteAccount(userId, {
      kind: "admin",
      adminId,
      adminEmail: admin.email,
      note: submission.value.note,
    });
    return redirectWithToast(`/admin/customers/${userId}`, {
      type: "success",
      title: "Kunde gelöscht und anonymisiert",
      description: `${countOrders(summary.deletedOrders, summary.deletedOrders === 1 ? "unbezahlter" : "unbezahlte")} gelöscht, ${countOrders(summary.keptOrders, summary.keptOrders === 1 ? "bezahlter" : "bezahlte")} anonymisiert aufbewahrt.`,
    });
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return json(
      { intent: "delete", result: submission.reply({ formErrors: [error.message] }) },
      { status: 409 },
    );
  }
}

const billingUrl = (userId: string) => `/admin/customers/${userId}#rechnungsangaben`;

async function correctBillingProfile(userId: string, adminId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: billingProfileSchema });
  if (submission.status !== "success")
    return json({ intent: BILLING_PROFILE_INTENT, result: submission.reply() }, { status: 400 });
  await saveBillingProfile(userId, submission.value, { adminId });
  const outdated = (await invoicesWithOutdatedBuyer(userId)).length;
  return redirectWithToast(billingUrl(userId), {
    type: "success",
    title: "Rechnungsangaben korrigiert",
    description: outdated
      ? `${outdated === 1 ? "1 ausgestellte Rechnung nennt" : `${outdated} ausgestellte Rechnungen nennen`} noch die alten Angaben – bei Bedarf stornieren und neu ausstellen.`
      : "Sie gelten für jede neue Rechnung.",
  });
}

async function reissue(userId: string, adminId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: reissueSchema });
  if (submission.status !== "success")
    return json({ intent: REISSUE_INTENT, result: submission.reply() }, { status: 400 });
  const { invoiceId } = submission.value;
  // only this customer's invoices that name another buyer may be re-issued from here
  const outdated = await invoicesWithOutdatedBuyer(userId);
  if (!outdated.some((i) => i.id === invoiceId))
    return redirectWithToast(billingUrl(userId), {
      type: "error",
      title: "Nicht neu ausgestellt",
      description: REISSUE_MESSAGES.notCurrent,
    });
  try {
    const { creditNote, invoice } = await reissueInvoiceToCurrentBuyer(invoiceId, {
      mail: true,
      adminId,
    });
    return redirectWithToast(billingUrl(userId), {
      type: "success",
      title: `Rechnung ${invoice.number} ausgestellt`,
      description: `Die bisherige Rechnung ist mit ${creditNote.number} storniert. Der Kunde erhält beide per E-Mail.`,
    });
  } catch (error) {
    if (!(error instanceof ReissueError)) throw error;
    return redirectWithToast(billingUrl(userId), {
      type: "error",
      title: "Nicht neu ausgestellt",
      description: error.message,
    });
  }
}

function DeleteCustomerForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "delete-customer",
    lastResult:
      navigation.state === "idle" && actionData?.intent === "delete"
        ? actionData.result
        : undefined,
    constraint: getZodConstraint(adminDeleteCustomerSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminDeleteCustomerSchema }),
    shouldValidate: "onBlur",
    // the tick clears its error at once, so the button does not move under the pointer
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <FormErrors form={form} title="Nicht gelöscht" />
      <ConformTextarea
        label="Anlass (für den Verlauf)"
        hint="z. B. „Löschantrag per E-Mail vom 03.05.2026“"
        meta={fields.note}
      />
      <ConformCheckbox
        label="Der Kunde hat die Löschung verlangt. Ich habe geprüft, dass die Anfrage von ihm stammt."
        meta={fields.confirm}
      />
      <SubmitButton variant="danger" className="w-full">
        Kunden löschen/anonymisieren
      </SubmitButton>
    </Form>
  );
}

export default function AdminCustomer() {
  const { customer, orders, blockers, preview, billing, outdated, canDelete } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AdminShell>
      <div className="container-page py-8 sm:py-12">
        <Link
          to="/admin/dashboard"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Zurück zur Übersicht
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {customer.deletedAt ? "Gelöschter Kunde" : (customer.name ?? "Kunde")}
          </h1>
          {customer.deletedAt ? <AccountDeletedBadge /> : null}
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-6">
            <Panel titleId="customer-title" title="Kundendaten" padding="sm:p-8" titleGap="mb-5">
              <DetailList
                items={[
                  { label: "Name", value: display(customer.name) },
                  { label: "E-Mail", value: display(customer.email) },
                  { label: "Telefon", value: display(customer.phone) },
                  { label: "Unternehmen", value: display(customer.companyName) },
                  { label: "Kunde seit", value: customer.createdAt },
                  ...(customer.deletedAt
                    ? [
                        { label: "Konto gelöscht am", value: customer.deletedAt },
                        { label: "Vermerk", value: display(customer.deletionNote), wide: true },
                      ]
                    : []),
                ]}
              />
            </Panel>

            {billing ? (
              <CustomerBilling
                action={`/admin/customers/${customer.id}#rechnungsangaben`}
                defaults={billing.defaults}
                saved={billing.saved}
                outdated={outdated}
                lastResult={
                  actionData?.intent === BILLING_PROFILE_INTENT ? actionData.result : undefined
                }
              />
            ) : null}

            <Panel titleId="orders-title" title="Aufträge" padding="sm:p-8" titleGap="mb-4">
              {orders.length ? (
                <ul className="divide-y divide-slate-100">
                  {orders.map((o) => (
                    <li key={o.id} className="flex flex-wrap items-center gap-3 py-3">
                      <Link
                        to={`/admin/orders/${o.id}`}
                        className="font-mono font-semibold text-brand-700 hover:underline"
                      >
                        #{o.shortId}
                      </Link>
                      <span className="text-slate-700">
                        {[o.packageName, o.company || "-", o.price].filter(Boolean).join(" · ")}
                      </span>
                      <Badge tone={statusTone(o.status)}>{statusLabel(o.status)}</Badge>
                      <span className="ml-auto text-sm text-slate-500">{o.createdAt}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-600">Keine Aufträge.</p>
              )}
            </Panel>
          </div>

          <aside>
            {customer.deletedAt || !canDelete ? null : (
              <section
                aria-labelledby="delete-title"
                className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm"
              >
                <h2 id="delete-title" className="text-lg font-semibold text-red-800">
                  Kunden löschen/anonymisieren
                </h2>
                {customer.isAdmin ? (
                  <p className="mt-3 text-sm text-slate-600">
                    Administratorkonten werden hier nicht gelöscht.
                  </p>
                ) : blockers.length ? (
                  <div className="mt-3 text-sm text-slate-700">
                    <p className="font-semibold text-red-800">Noch nicht möglich:</p>
                    <ul className="mt-1 list-disc space-y-1 pl-5">
                      {blockers.map((b) => (
                        <li key={b.orderId}>{b.text}</li>
                      ))}
                    </ul>
                    <p className="mt-2">
                      Erst nach dem Ende des Abonnements, damit nicht weiter abgebucht wird.
                    </p>
                  </div>
                ) : (
                  <>
                    <p className="mt-3 text-sm text-slate-700">
                      Gelöscht werden: Name, E-Mail, Telefon, Firma und Passwort des Kunden, alle
                      Anmeldungen, {preview?.deleted}, alle Nachrichten und die Dateien beendeter
                      Aufträge. Anonymisiert aufbewahrt: {preview?.kept} mit Zahlungen und
                      Rechnungen. Der Kunde erhält eine letzte E-Mail.
                    </p>
                    <DeleteCustomerForm />
                  </>
                )}
              </section>
            )}
          </aside>
        </div>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return (
    <AdminErrorBoundary
      notFound={{ title: CUSTOMER_NOT_FOUND, text: "Dieses Kundenkonto gibt es nicht (mehr)." }}
    />
  );
}
