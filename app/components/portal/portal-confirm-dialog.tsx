// 'Angaben übermitteln' with JavaScript: a modal asks once more (without JavaScript the
// page itself is the question, ?confirm=1).
import { Form } from "@remix-run/react";
import type { RefObject } from "react";
import { Button } from "~/components/ui/button";
import { LAST_STEP, PORTAL_MESSAGES } from "~/models/professional/professional";

export const CONFIRM_TEXT =
  "Nach dem Übermitteln beginnen wir mit Ihrer Website. Änderungen sind danach nur noch in der Korrekturschleife möglich.";

export function PortalConfirmDialog({
  dialogRef,
  action,
  busy,
}: {
  dialogRef: RefObject<HTMLDialogElement>;
  action: string;
  busy: boolean;
}) {
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="confirm-title"
      className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <Form method="post" action={action} className="p-6">
        <input type="hidden" name="step" value={LAST_STEP} />
        <h2 id="confirm-title" className="text-lg font-semibold text-slate-900">
          {PORTAL_MESSAGES.confirmTitle}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{CONFIRM_TEXT}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => dialogRef.current?.close()}>
            Abbrechen
          </Button>
          <Button type="submit" name="intent" value="submit" disabled={busy}>
            {busy ? "Wird übermittelt..." : "Jetzt übermitteln"}
          </Button>
        </div>
      </Form>
    </dialog>
  );
}
