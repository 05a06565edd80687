// Calls route modules (loaders/actions) directly with real Requests, carrying cookies
// between calls like a browser would: a tiny API client for integration tests.
import { BASE, splitSetCookie } from "./fixtures";

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: Record<string, never>;
}) => unknown;

export class ApiClient {
  cookies = new Map<string, string>();

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async call(
    handler: Handler,
    method: string,
    path: string,
    options: {
      json?: unknown;
      form?: FormData;
      params?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = {
      Origin: BASE,
      Cookie: this.cookieHeader(),
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const request = new Request(`${BASE}${path}`, { method, headers, body });
    let response: Response;
    try {
      response = (await handler({
        request,
        params: options.params ?? {},
        context: {},
      })) as Response;
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
    const setCookie = response.headers.get("Set-Cookie");
    if (setCookie)
      for (const c of splitSetCookie(setCookie)) {
        const [pair, ...attrs] = c.split(";");
        const [name, ...rest] = pair.split("=");
        const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
        if (expired) this.cookies.delete(name.trim());
        else this.cookies.set(name.trim(), rest.join("="));
      }
    return response;
  }
}
