import { getFormProps } from "@conform-to/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, FormAlert, FormErrors } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { NewPasswordFields } from "~/components/ui/conform-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConformForm } from "~/components/ui/use-conform-form";
import { AccountError, resetPassword } from "~/models/account/account.server";
import { resetLinkMessage, setPasswordSchema } from "~/models/account/schemas";
import { checkToken } from "~/models/account/verification.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Neues Passwort festlegen – Seitenwerk" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = await checkToken(token, "password_reset");
  const valid = check.status === "valid";
  return json(
    {
      token,
      valid,
      used: check.status === "used",
      problem: valid ? null : resetLinkMessage(check.status),
    },
    { status: valid ? 200 : 400 },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const submission = parseWithZod(await readFormData(request), { schema: setPasswordSchema });
  if (submission.status !== "success")
    return json(
      { result: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
      { status: 400 },
    );
  try {
    await resetPassword(token, submission.value.password);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return json(
      {
        result: submission.reply({
          formErrors: [error.message],
          hideFields: ["password", "confirmPassword"],
        }),
      },
      { status: error.status },
    );
  }
  return redirectWithToast("/login", {
    type: "success",
    title: "Passwort geändert",
    description: "Bitte melden Sie sich mit Ihrem neuen Passwort an.",
  });
}

export default function ResetPassword() {
  const { valid, problem, used } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(setPasswordSchema, {
    id: "reset",
    lastResult: actionData?.result,
  });
  if (!valid)
    return (
      <AuthCard title={used ? "Link bereits verwendet" : "Link ungültig"}>
        <FormAlert title="Passwort kann nicht zurückgesetzt werden">{problem}</FormAlert>
        <ButtonLink to="/forgot-password" className="w-full">
          Neuen Link anfordern
        </ButtonLink>
      </AuthCard>
    );
  return (
    <AuthCard
      title="Neues Passwort festlegen"
      intro="Nach dem Speichern werden Sie auf allen Geräten abgemeldet."
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} title="Passwort konnte nicht gesetzt werden" />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          hint="Mindestens 8 Zeichen"
          label="Neues Passwort"
        />
        <SubmitButton size="lg" className="w-full">
          Passwort speichern
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
