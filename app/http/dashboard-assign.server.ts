// "Zuständig" from the dashboard's order list: the same assignment as on the order page, one
// small form per row (a plain post, so it works without JavaScript), back to the list the
// person was looking at.
import { requireStaff } from "./staff.server";
import {
  ASSIGN_INTENT,
  ASSIGN_MESSAGES,
  assignOrder,
  assignSchema,
} from "~/models/team/assignment.server";
import { parseWithZod } from "~/utils/conform-zod";
import { badRequest, readFormData } from "~/utils/form-data.server";
import { shortId } from "~/utils/format";
import { isUuid, safeRedirect, UNKNOWN_INTENT } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

const LIST_ASSIGN_TEXTS = {
  orderMissing: "Diesen Auftrag gibt es nicht mehr.",
  notSaved: "Zuständigkeit nicht gespeichert",
} as const;

/** The list the form came from: only a path of the dashboard, else the dashboard itself. */
function backTo(value: FormDataEntryValue | null) {
  const to = safeRedirect(value, "/admin/dashboard");
  return to === "/admin/dashboard" || to.startsWith("/admin/dashboard?") ? to : "/admin/dashboard";
}

export async function assignFromList(request: Request) {
  // the right first: nothing of the form is read for a role that may not assign
  const staff = await requireStaff(request, "orders.assign");
  const formData = await readFormData(request);
  const back = backTo(formData.get("back"));
  const refused = (description: string) =>
    redirectWithToast(back, { type: "error", title: LIST_ASSIGN_TEXTS.notSaved, description });
  if (formData.get("intent") !== ASSIGN_INTENT) return badRequest(UNKNOWN_INTENT);
  const orderId = String(formData.get("orderId") ?? "");
  if (!isUuid(orderId)) return refused(LIST_ASSIGN_TEXTS.orderMissing);
  const submission = parseWithZod(formData, { schema: assignSchema });
  if (submission.status !== "success") return refused(ASSIGN_MESSAGES.invalid);
  const result = await assignOrder(orderId, submission.value.assigneeId, staff.id);
  if (result.outcome === "not_found") return refused(LIST_ASSIGN_TEXTS.orderMissing);
  if (result.outcome === "not_assignable") return refused(ASSIGN_MESSAGES.notAssignable);
  return redirectWithToast(back, {
    type: result.outcome === "unchanged" ? "message" : "success",
    title: result.outcome === "unchanged" ? ASSIGN_MESSAGES.unchanged : ASSIGN_MESSAGES.assigned,
    description:
      result.outcome === "assigned" ? `#${shortId(orderId)} – Zuständig: ${result.label}` : "",
  });
}
