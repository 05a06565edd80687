// The agency's team, for the Inhaber: who belongs to it with which role, inviting a person by
// e-mail, changing a role, deactivating (their sessions end at once; nobody is deleted, so every
// history keeps the name) and activating again. Every form is a plain post with an intent.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { AutoAssignForm } from "~/components/admin/auto-assign-form";
import { FormAlert } from "~/components/auth-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { requireStaff } from "~/http/staff.server";
import { PACKAGE_IDS, PACKAGES } from "~/models/catalog/catalog";
import { AUTO_ASSIGN_INTENT, AUTO_ASSIGN_TEXTS, autoAssignSchema } from "~/models/team/auto-assign";
import { autoAssignmentRules, saveAutoAssignmentRules } from "~/models/team/auto-assign.server";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from "~/models/team/permissions";
import { assignableStaff } from "~/models/team/staff.server";
import {
  deactivateSchema,
  inviteSchema,
  reactivateSchema,
  roleSchema,
  TEAM_MESSAGES,
} from "~/models/team/team";
import {
  changeRole,
  deactivateStaff,
  inviteStaff,
  listTeam,
  MEMBER_STATE_LABELS,
  reactivateStaff,
  TeamError,
} from "~/models/team/team.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatDate } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";
import { UNKNOWN_INTENT } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => noindexMeta("Team – Admin – Seitenwerk");

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export async function loader({ request }: LoaderFunctionArgs) {
  const me = await requireStaff(request, "team.manage");
  const [team, rules, assignable] = await Promise.all([
    listTeam(),
    autoAssignmentRules(),
    assignableStaff(),
  ]);
  return json({
    me: me.id,
    auto: { packages: PACKAGES.map((p) => ({ id: p.id, name: p.name })), rules, team: assignable },
    members: team.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      role: m.role,
      roleLabel: m.role ? ROLE_LABELS[m.role] : "Ohne Rolle",
      state: m.state,
      stateLabel: MEMBER_STATE_LABELS[m.state],
      since: formatDate(m.deactivatedAt ?? m.createdAt),
    })),
  });
}

type ActionData = {
  intent: string;
  userId?: string;
  error?: string;
  fieldErrors?: Record<string, string[] | null | undefined>;
  values?: Record<string, string>;
};

const refused = (data: ActionData, status = 400) => json(data, { status });

/** What the invite form sent, so a refused invitation shows it again. */
const inviteValues = (formData: FormData) =>
  Object.fromEntries(
    ["email", "firstName", "lastName", "role"].map((k) => [k, String(formData.get(k) ?? "")]),
  );

export async function action({ request }: ActionFunctionArgs) {
  const me = await requireStaff(request, "team.manage");
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const userId = String(formData.get("userId") ?? "");
  try {
    switch (intent) {
      case "invite": {
        const submission = parseWithZod(formData, { schema: inviteSchema });
        if (submission.status !== "success")
          return refused({
            intent,
            fieldErrors: submission.error ?? {},
            values: inviteValues(formData),
          });
        const person = await inviteStaff(submission.value, me.id);
        return redirectWithToast("/admin/team", {
          type: "success",
          title: TEAM_MESSAGES.invited,
          description: `${person.email} erhält einen Link, der 7 Tage gültig ist.`,
        });
      }
      case "role": {
        const submission = parseWithZod(formData, { schema: roleSchema });
        if (submission.status !== "success")
          return refused({ intent, userId, error: TEAM_MESSAGES.role });
        const { changed } = await changeRole(submission.value.userId, submission.value.role);
        return redirectWithToast("/admin/team", {
          type: changed ? "success" : "message",
          title: changed ? TEAM_MESSAGES.roleChanged : "Rolle unverändert",
          description: `Neue Rolle: ${ROLE_LABELS[submission.value.role]}`,
        });
      }
      case "deactivate":
      case "reactivate": {
        const schema = intent === "deactivate" ? deactivateSchema : reactivateSchema;
        const submission = parseWithZod(formData, { schema });
        if (submission.status !== "success")
          return refused({ intent, userId, error: TEAM_MESSAGES.person });
        if (intent === "deactivate") await deactivateStaff(submission.value.userId);
        else await reactivateStaff(submission.value.userId);
        return redirectWithToast("/admin/team", {
          type: "success",
          title: intent === "deactivate" ? TEAM_MESSAGES.deactivated : TEAM_MESSAGES.reactivated,
          description:
            intent === "deactivate"
              ? "Die Person ist abgemeldet und kann sich nicht mehr anmelden."
              : "Die Person kann sich wieder anmelden.",
        });
      }
      case AUTO_ASSIGN_INTENT: {
        const values = Object.fromEntries(
          PACKAGE_IDS.map((id) => [id, String(formData.get(`auto.${id}`) ?? "")]),
        );
        const submission = parseWithZod(formData, { schema: autoAssignSchema });
        if (submission.status !== "success")
          return refused({ intent, error: AUTO_ASSIGN_TEXTS.invalid, values });
        // only the packages the form names: a stale or partial post leaves the others' rules
        const posted = PACKAGE_IDS.filter((id) => formData.has(`auto.${id}`));
        const rules = Object.fromEntries(posted.map((id) => [id, submission.value.auto[id]]));
        const saved = await saveAutoAssignmentRules(rules, me.id);
        if (!saved.ok) return refused({ intent, error: AUTO_ASSIGN_TEXTS.notAssignable, values });
        return redirectWithToast("/admin/team", {
          type: "success",
          title: AUTO_ASSIGN_TEXTS.saved,
        });
      }
      default:
        return refused({ intent, error: UNKNOWN_INTENT });
    }
  } catch (error) {
    if (!(error instanceof TeamError)) throw error;
    return refused(
      error.field
        ? {
            intent,
            fieldErrors: { [error.field]: [error.message] },
            values: inviteValues(formData),
          }
        : { intent, userId, error: error.message },
      error.status,
    );
  }
}

function InviteForm({ data, saving }: { data?: ActionData; saving: boolean }) {
  const errors = data?.intent === "invite" ? data.fieldErrors : undefined;
  const values = data?.intent === "invite" ? data.values : undefined;
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value="invite" />
      <Field
        label="E-Mail"
        name="email"
        type="email"
        required
        autoComplete="off"
        defaultValue={values?.email}
        errors={errors?.email ?? undefined}
      />
      <SelectField
        label="Rolle"
        name="role"
        required
        options={ROLE_OPTIONS}
        defaultValue={values?.role ?? "production"}
        errors={errors?.role ?? undefined}
      />
      <Field
        label="Vorname"
        name="firstName"
        required
        autoComplete="off"
        defaultValue={values?.firstName}
        errors={errors?.firstName ?? undefined}
      />
      <Field
        label="Nachname"
        name="lastName"
        autoComplete="off"
        defaultValue={values?.lastName}
        errors={errors?.lastName ?? undefined}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          Einladen
        </Button>
        <p className="mt-2 text-xs text-slate-500">
          Die Person erhält einen Link, der 7 Tage gültig ist und einmal funktioniert; dort legt sie
          ihr Passwort fest.
        </p>
      </div>
    </Form>
  );
}

export default function AdminTeam() {
  const { members, me, auto } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <AdminShell>
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Team</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          Wer im Adminbereich arbeitet und was die Rolle erlaubt. Deaktivierte Personen bleiben in
          der Liste, damit jeder Verlauf ihren Namen behält.
        </p>

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-labelledby="members-title" className="min-w-0">
            <h2 id="members-title" className="text-xl font-semibold text-slate-900">
              Personen
            </h2>
            <ul className="mt-4 space-y-3" data-testid="team-members">
              {members.map((m) => {
                const error =
                  actionData?.userId === m.id && actionData.error ? actionData.error : null;
                return (
                  <li
                    key={m.id}
                    className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                    data-testid="team-member"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-semibold text-slate-900">
                        {m.name}
                        {m.id === me ? (
                          <span className="font-normal text-slate-500"> (Sie)</span>
                        ) : null}
                      </p>
                      <Badge tone="brand">{m.roleLabel}</Badge>
                      <Badge
                        tone={
                          m.state === "active"
                            ? "success"
                            : m.state === "invited"
                              ? "warning"
                              : "neutral"
                        }
                      >
                        {m.stateLabel}
                        {m.state === "deactivated" ? ` seit ${m.since}` : ""}
                      </Badge>
                    </div>
                    <p className="mt-1 break-all text-sm text-slate-600">{m.email}</p>
                    {error ? (
                      <div className="mt-3">
                        <FormAlert title="Nicht geändert">{error}</FormAlert>
                      </div>
                    ) : null}
                    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
                      {m.state === "deactivated" ? null : (
                        <Form
                          method="post"
                          className="flex flex-col gap-2 sm:flex-row sm:items-end"
                        >
                          <input type="hidden" name="intent" value="role" />
                          <input type="hidden" name="userId" value={m.id} />
                          <SelectField
                            label="Rolle"
                            id={`role-${m.id}`}
                            name="role"
                            options={ROLE_OPTIONS}
                            defaultValue={m.role ?? "production"}
                            key={m.role}
                          />
                          <Button type="submit" variant="secondary" disabled={saving}>
                            Rolle speichern
                          </Button>
                        </Form>
                      )}
                      <Form method="post" className="sm:ml-auto">
                        <input
                          type="hidden"
                          name="intent"
                          value={m.state === "deactivated" ? "reactivate" : "deactivate"}
                        />
                        <input type="hidden" name="userId" value={m.id} />
                        <Button
                          type="submit"
                          variant={m.state === "deactivated" ? "secondary" : "danger"}
                          disabled={saving}
                          aria-label={`${m.state === "deactivated" ? "Wieder aktivieren" : "Deaktivieren"}: ${m.name}`}
                        >
                          {m.state === "deactivated" ? "Wieder aktivieren" : "Deaktivieren"}
                        </Button>
                      </Form>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>

          <aside className="space-y-6">
            <Panel titleId="invite-title" title="Person einladen" padding="sm:p-6" titleGap="mb-4">
              <InviteForm data={actionData} saving={saving} />
            </Panel>
            <Panel
              titleId="auto-assign-title"
              title={AUTO_ASSIGN_TEXTS.title}
              padding="sm:p-6"
              titleGap="mb-4"
            >
              <AutoAssignForm
                {...auto}
                error={actionData?.intent === AUTO_ASSIGN_INTENT ? actionData.error : undefined}
                values={actionData?.intent === AUTO_ASSIGN_INTENT ? actionData.values : undefined}
                saving={saving}
              />
            </Panel>
            <Panel titleId="roles-title" title="Rollen" padding="sm:p-6" titleGap="mb-4">
              <dl className="space-y-3 text-sm">
                {STAFF_ROLES.map((r) => (
                  <div key={r}>
                    <dt className="font-semibold text-slate-900">{ROLE_LABELS[r]}</dt>
                    <dd className="text-slate-600">{ROLE_DESCRIPTIONS[r]}</dd>
                  </div>
                ))}
              </dl>
            </Panel>
          </aside>
        </div>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
