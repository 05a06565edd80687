// The invitation link of a new team member (/admin/einladung?token=…): the invitee sets a
// password (the link works once and expires) and is signed in to the admin area with it.
import { getFormProps } from "@conform-to/react";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { FormAlert, FormErrors } from "~/components/auth-card";
import { NewPasswordFields } from "~/components/ui/conform-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConformForm } from "~/components/ui/use-conform-form";
import { ROLE_LABELS, isStaffRole } from "~/models/team/permissions";
import { acceptInviteSchema, STAFF_PASSWORD_MIN_LENGTH } from "~/models/team/team";
import { acceptInvite, checkInvite, TeamError } from "~/models/team/team.server";
import { adminSignInHeaders } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { noindexMeta } from "~/utils/meta";

export const meta: MetaFunction = () => noindexMeta("Einladung annehmen – Seitenwerk");

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader({ request }: LoaderFunctionArgs) {
  const invite = await checkInvite(tokenOf(request));
  if (!invite.ok) return json({ invite: null, problem: invite.message }, { status: 400 });
  const { person } = invite;
  return json({
    invite: {
      email: person.email,
      name: `${person.firstName} ${person.lastName}`.trim(),
      role: isStaffRole(person.staffRole) ? ROLE_LABELS[person.staffRole] : "",
    },
    problem: null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: acceptInviteSchema });
  const hide = { hideFields: ["password", "confirmPassword"] };
  if (submission.status !== "success")
    return json({ result: submission.reply(hide) }, { status: 400 });
  try {
    const userId = await acceptInvite(tokenOf(request), submission.value.password);
    return redirect("/admin/dashboard", { headers: await adminSignInHeaders(request, userId) });
  } catch (error) {
    if (!(error instanceof TeamError)) throw error;
    return json(
      { result: submission.reply({ formErrors: [error.message], ...hide }) },
      { status: error.status },
    );
  }
}

export default function AcceptInvite() {
  const { invite, problem } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(acceptInviteSchema, {
    id: "accept-invite",
    lastResult: actionData?.result,
  });
  return (
    <AdminShell signedIn={false}>
      <div className="container-page flex max-w-md flex-col py-12 sm:py-20">
        <section
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
          aria-labelledby="invite-title"
        >
          <h1 id="invite-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {invite ? "Willkommen im Team" : "Einladung nicht gültig"}
          </h1>
          {invite ? (
            <>
              <p className="mt-2 text-slate-600">
                {invite.name ? `${invite.name}, ` : ""}Sie sind als „{invite.role}“ eingeladen (
                {invite.email}). Legen Sie Ihr Passwort fest; danach sind Sie angemeldet.
              </p>
              <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
                <FormErrors form={form} title="Passwort nicht gespeichert" />
                <NewPasswordFields
                  password={fields.password}
                  confirm={fields.confirmPassword}
                  hint={`Mindestens ${STAFF_PASSWORD_MIN_LENGTH} Zeichen`}
                />
                <SubmitButton size="lg" className="w-full">
                  Passwort festlegen und anmelden
                </SubmitButton>
              </Form>
            </>
          ) : (
            <>
              <div className="mt-4">
                <FormAlert title="Einladung nicht gültig">{problem}</FormAlert>
              </div>
              <Link
                to="/admin/login"
                className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
              >
                Zur Admin-Anmeldung
              </Link>
            </>
          )}
        </section>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary signedIn={false} />;
}
