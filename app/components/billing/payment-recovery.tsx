// A failed renewal, wherever the customer looks (dashboard card, order page, 'Zahlungen &
// Abo'): what is open since when, and 'Jetzt bezahlen' – a plain form post to /billing,
// which sends the customer on to the open invoice's payment page (JS on and off).
import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/** The open charge of one order, as the loaders give it (recovery.server.ts). */
export interface OpenCharge {
  chargeId: string;
  amount: string;
  dueDate: string;
  count: number;
  total: string;
}

export const PAY_INTENT = "pay";

/** 'Jetzt bezahlen' for one open charge: posts to /billing, which redirects to the invoice. */
function PayNowForm({
  chargeId,
  busy,
  fullWidth,
  className,
}: {
  chargeId: string;
  busy?: boolean;
  fullWidth?: boolean;
  className?: string;
}) {
  return (
    <Form method="post" action="/billing" className={className}>
      <input type="hidden" name="chargeId" value={chargeId} />
      <Button
        type="submit"
        name="intent"
        value={PAY_INTENT}
        className={fullWidth ? "w-full" : "w-full sm:w-auto"}
        disabled={busy}
      >
        Jetzt bezahlen
      </Button>
    </Form>
  );
}

export function PaymentRecoveryBanner({
  open,
  busy,
  compact,
  className,
}: {
  open: OpenCharge;
  busy?: boolean;
  /** the dashboard card: shorter text, full-width button */
  compact?: boolean;
  className?: string;
}) {
  const several = open.count > 1;
  return (
    <div
      role="alert"
      className={cn(
        "rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900",
        className,
      )}
      data-testid="payment-recovery"
    >
      <p className="font-semibold">Zahlung fehlgeschlagen</p>
      <p className="mt-1">
        {several ? (
          <>
            {open.count} Monatsgebühren sind offen, zusammen <strong>{open.total}</strong>, die
            älteste fällig seit dem <strong>{open.dueDate}</strong>.
          </>
        ) : (
          <>
            Die Monatsgebühr über <strong>{open.amount}</strong>, fällig seit dem{" "}
            <strong>{open.dueDate}</strong>, konnte nicht abgebucht werden.
          </>
        )}
        {compact
          ? null
          : " Bitte bezahlen Sie den offenen Betrag, damit Ihr Abo ohne Unterbrechung weiterläuft. Unser Zahlungsanbieter versucht die Abbuchung sonst in den nächsten Tagen erneut."}
      </p>
      <PayNowForm chargeId={open.chargeId} busy={busy} fullWidth={compact} className="mt-3" />
      {several ? (
        <p className="mt-2 text-xs">
          „Jetzt bezahlen“ öffnet die älteste offene Rechnung ({open.amount}).
        </p>
      ) : null}
    </div>
  );
}
