// The invoice journal as CSV for the tax adviser (see README, "Rechnungen").
import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoiceCsvStream, parseRange } from "~/models/invoice/export.server";
import { requireAdminUserId } from "~/utils/auth.server";
import { contentDisposition } from "~/utils/misc";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminUserId(request);
  const range = parseRange(new URL(request.url).searchParams);
  const name = `rechnungen_${range.from ?? "anfang"}_${range.to ?? "heute"}.csv`;
  return new Response(invoiceCsvStream(range), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(name),
      "Cache-Control": "private, no-store",
    },
  });
}
