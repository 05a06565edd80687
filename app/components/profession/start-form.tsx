// The start of the professional checkout. A plain POST form, so it works without
// JavaScript; the server keeps the profession in the visitor session (02 §2.5).
import { Form, useNavigation } from "@remix-run/react";
import type { Profession } from "~/models/catalog/catalog";
import { Button } from "~/components/ui/button";

const START_ACTION = "/professional-start";

export function StartForm({
  profession,
  label = "Jetzt starten",
  variant = "primary",
  className,
}: {
  profession: Profession;
  label?: string;
  variant?: "primary" | "light";
  className?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === START_ACTION;
  return (
    <Form method="post" action={START_ACTION} className={className}>
      <input type="hidden" name="profession" value={profession} />
      <Button type="submit" size="lg" variant={variant} className="w-full" disabled={pending}>
        {pending ? "Wird gestartet …" : label}
        <span aria-hidden="true">→</span>
      </Button>
    </Form>
  );
}
