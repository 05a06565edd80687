import { Badge } from "~/components/ui/badge";

/** Shown wherever an admin sees an order whose customer deleted the account. */
export function AccountDeletedBadge() {
  return (
    <Badge tone="neutral" className="ring-slate-300">
      Konto gelöscht
    </Badge>
  );
}
