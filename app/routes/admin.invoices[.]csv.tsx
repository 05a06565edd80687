// The invoice journal as CSV for the tax adviser (see README, "Rechnungen").
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/http/staff.server";
import { invoiceCsvStream, parseRange } from "~/models/invoice/export.server";
import { privateDownload } from "~/utils/download.server";
import { badRequest, onlyGet } from "~/utils/form-data.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "invoices.read");
  const range = parseRange(new URL(request.url).searchParams);
  // a file is no place for an error message: a wrong filter is refused before it starts
  const errors = [...(range.errors.from ?? []), ...(range.errors.to ?? [])];
  if (errors.length) return badRequest([...new Set(errors)].join("\n"));
  const name = `rechnungen_${range.from ?? "anfang"}_${range.to ?? "heute"}.csv`;
  return privateDownload(invoiceCsvStream(range), { name, type: "text/csv; charset=utf-8" });
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
