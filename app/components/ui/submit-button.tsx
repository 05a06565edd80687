// Its own module, so pages without a conform form do not load it with every button.
import { useNavigation } from "@remix-run/react";
import { Button, type ButtonProps } from "./button";
import type { ReactNode } from "react";

/**
 * A form's submit button: disabled while the page sends a form, so a second click sends
 * nothing twice, and saying so with `pendingLabel`. With `intent`, only a form posting that
 * intent counts, so the other forms of a page stay usable.
 */
export function SubmitButton({
  pendingLabel,
  intent,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, "type"> & { pendingLabel?: ReactNode; intent?: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <Button type="submit" disabled={disabled || pending} {...props}>
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
