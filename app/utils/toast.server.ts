// Flash toasts through a cookie, so a toast set before a redirect shows on the next
// page with and without JavaScript.
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { getEnv } from "./env.server";
import { combineHeaders } from "./misc";
import { toastSchema, type Toast, type ToastInput } from "./toast";

type ToastStorage = ReturnType<
  typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>
>;
let storage: ToastStorage | undefined;
function toastStorage() {
  const env = getEnv();
  return (storage ??= createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: "__toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.APP_ENV === "production" || env.appUrl.startsWith("https:"),
      secrets: env.sessionSecrets,
    },
  }));
}

const FLASH_KEY = "toast";

export async function createToastHeaders(toastInput: ToastInput) {
  const session = await toastStorage().getSession();
  session.flash(FLASH_KEY, toastSchema.parse(toastInput));
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  return redirect(url, {
    ...init,
    headers: combineHeaders(init?.headers, await createToastHeaders(toast)),
  });
}

export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(FLASH_KEY));
  const toast = parsed.success ? parsed.data : null;
  return {
    toast,
    headers: toast
      ? new Headers({ "Set-Cookie": await toastStorage().destroySession(session) })
      : null,
  };
}
