// Customer access to one order: signed in, and the order is theirs. Anything else – a
// foreign id or an unknown one – answers the same way, so no order's existence leaks.
import { getOwnOrder } from "~/models/order/order.server";
import { requireUserId } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/toast.server";

const ACCESS_DENIED = {
  type: "error",
  title: "Zugriff verweigert",
  description: "Sie haben keinen Zugriff auf diese Bestellung.",
} as const;

export async function requireOwnOrder(request: Request, orderId: string | undefined) {
  const userId = await requireUserId(request);
  const order = orderId ? await getOwnOrder(userId, orderId) : null;
  if (!order) throw await redirectWithToast("/dashboard", ACCESS_DENIED);
  return { userId, order };
}
