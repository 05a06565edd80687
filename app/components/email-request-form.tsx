// The "send me a link" form shared by resend-verification and forgot-password.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { AuthCard, FormAlert, FormErrors } from "./auth-card";
import { SubmitButton } from "./ui/submit-button";
import type { ReactNode } from "react";
import { HoneypotField } from "~/components/honeypot";
import { EmailField } from "~/components/ui/conform-field";
import { emailOnlySchema } from "~/models/account/schemas";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod";

/**
 * A whole "send me a link" page: the card with its title and intro, the form, and the
 * action's answer (see ~/http/email-request.server).
 */
export function EmailRequestPage({
  id,
  title,
  intro,
}: {
  id: string;
  title: string;
  intro: ReactNode;
}) {
  const data = useActionData<{
    result?: SubmissionResult<string[]> | null;
    sent: string | null;
  }>();
  return (
    <AuthCard title={title} intro={intro}>
      <EmailRequestForm
        id={id}
        lastResult={data?.result}
        sentMessage={data?.sent ?? null}
        submitLabel="Link senden"
      />
    </AuthCard>
  );
}

function EmailRequestForm({
  id,
  lastResult,
  sentMessage,
  submitLabel,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  sentMessage: string | null;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(emailOnlySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailOnlySchema }),
    shouldValidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <HoneypotField />
      {sentMessage ? (
        <FormAlert tone="success" title="E-Mail unterwegs">
          {sentMessage}
        </FormAlert>
      ) : null}
      <FormErrors form={form} title="Anfrage nicht möglich" />
      <EmailField meta={fields.email} />
      <SubmitButton size="lg" className="w-full">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
