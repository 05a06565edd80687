// Fault suite (issue 10): each external service fails in turn; the app answers in
// German, keeps what it can, changes nothing it should not, and recovers.
// Services are made unreachable by pointing them at a closed local port.
import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  multipart,
  routeArgs,
  thrown,
  defaultPackageConfig,
} from "../support/fixtures";
import { startHttpApp } from "../support/http-app";
import { startSmtpSink } from "../support/smtp-sink";
import type { PrismaClient } from "@prisma/client";
import { drainQueue, runDueJobs, startJobs, stopJobs } from "~/job-handlers/index.server";
import { PAYMENT_MESSAGES } from "~/models/billing/order-payment.server";
import { postAgencyMessage } from "~/models/messages/messages.server";
import { createDraftOrder, updateOrderDetails } from "~/models/order/order.server";
import { action as checkoutAction } from "~/routes/checkout.$orderId";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { action as orderAction } from "~/routes/order-details.$orderId";
import { action as registerAction } from "~/routes/register";
import { action as resendAction } from "~/routes/verify-email_.resend";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  prisma,
  prismaClientOn,
  setPrismaClient,
} from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { _resetAllForTests } from "~/utils/rate-limit.server";
import { storageFailedMessage } from "~/utils/upload.server";

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const saved = { ...process.env };
function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCache();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe("storage unreachable", () => {
  it("the upload fails with its German message and the order's other data is saved", async () => {
    const user = await createCustomer();
    const order = await createDraftOrder(user.id, defaultPackageConfig("standard"));
    setEnv({
      S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
      S3_BUCKET: "uploads",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    });
    const request = multipart(
      `/order-details/${order.id}`,
      { intent: "save-draft", company: "Gespeichert trotz Ausfall" },
      [
        {
          field: "companyDocuments",
          name: "logo.png",
          data: Buffer.from("png"),
          type: "image/png",
        },
      ],
      await customerCookie(user.id),
    );
    const response = await thrown(orderAction(routeArgs(request, { orderId: order.id })));
    expect(response.status).toBeGreaterThanOrEqual(400);
    const body = await response.json();
    expect(body.uploadErrors).toEqual([
      expect.objectContaining({ name: "logo.png", message: storageFailedMessage("logo.png") }),
    ]);
    const stored = await prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { documents: true },
    });
    expect(stored.company).toBe("Gespeichert trotz Ausfall");
    expect(stored.documents).toEqual([]);
  });
});

describe("SMTP down", () => {
  it("registration succeeds, and the verification mail can be sent again once SMTP is back", async () => {
    await _resetAllForTests();
    setEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(await closedPort()) });
    const email = "smtp-aus@example.com";
    const response = await thrown(
      registerAction(
        routeArgs(
          formRequest("/register", {
            firstName: "Max",
            lastName: "Muster",
            email,
            password: "geheim1",
            confirmPassword: "geheim1",
          }),
        ),
      ),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).sent).toMatchObject({ email, emailSent: false });
    expect(await prisma.user.findUnique({ where: { email } })).toMatchObject({
      emailVerified: false,
    });

    const smtp = await startSmtpSink();
    try {
      setEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
      const resent = await thrown(
        resendAction(routeArgs(formRequest("/verify-email/resend", { email }))),
      );
      expect(resent.status).toBe(200);
      const mail = await smtp.waitFor(email);
      expect(mail.text).toMatch(/\/verify-email\?token=/);
    } finally {
      await smtp.close();
    }
  });
});

describe("SMTP down for a notification (issue 20)", () => {
  it("the agency's message is stored, its mail job survives the outage and is sent once afterwards", async () => {
    await startJobs({ work: false, maintenance: false });
    try {
      // a port the sink has just given up: SMTP is down
      const first = await startSmtpSink();
      const port = first.port;
      await first.close();
      setEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port) });
      await drainQueue({ names: ["send-mail"] }); // nothing of earlier tests is waiting
      const user = await createCustomer();
      const order = await createDraftOrder(user.id, defaultPackageConfig("standard"));
      const admin = await createCustomer({ isAdmin: true });
      const posted = await postAgencyMessage({
        orderId: order.id,
        adminId: admin.id,
        body: "Ihre Texte sind angekommen.",
        internal: false,
        files: [],
      });
      expect(posted.ok).toBe(true);
      const t0 = Date.now();
      expect(await runDueJobs({ names: ["send-mail"] })).toMatchObject({ completed: 0, failed: 1 });
      // still down an hour later: retried, failed again, kept
      expect(
        await runDueJobs({ names: ["send-mail"], now: new Date(t0 + 3600_000) }),
      ).toMatchObject({ completed: 0, failed: 1 });

      const sink = await startSmtpSink({ port });
      try {
        const later = await drainQueue({ names: ["send-mail"], now: new Date(t0 + 3 * 3600_000) });
        expect(later).toMatchObject({ completed: 1, failed: 0 });
        // nothing is left, not even a day later
        expect(
          (await drainQueue({ names: ["send-mail"], now: new Date(t0 + 24 * 3600_000) })).attempts,
        ).toHaveLength(0);
        const received = sink.mails.filter((m) => m.to.includes(user.email));
        expect(received).toHaveLength(1);
        expect(received[0].subject).toMatch(/^Neue Nachricht zu Ihrer Bestellung/);
        expect(received[0].text).toContain("Ihre Texte sind angekommen.");
      } finally {
        await sink.close();
      }
    } finally {
      await stopJobs();
    }
  });
});

describe("Stripe unreachable", () => {
  it("answers 'Fehler beim Erstellen der Zahlungssitzung' and changes nothing", async () => {
    const user = await createCustomer();
    const order = await createDraftOrder(user.id, {
      ...defaultPackageConfig("standard"),
      paymentType: "onetime",
    });
    const { pageContents } = await prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { pageContents: true },
    });
    await updateOrderDetails(user.id, order.id, {
      company: "Zahl GmbH",
      companyAddress: "Weg 1",
      companyZip: "20095",
      companyCity: "Hamburg",
      contactPerson: "Paula Zahl",
      contactPhone: "040 1",
      industry: "Handel",
      description: "Wir handeln.",
      domain: "zahl",
      designPreferences: "schlicht",
      pageContents: (pageContents as Array<{ title: string }>).map((p) => ({
        title: p.title,
        description: "Inhalt",
      })),
    });
    const before = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    setEnv({
      STRIPE_SECRET_KEY: "sk_test_unerreichbar",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_API_BASE: `http://127.0.0.1:${await closedPort()}`,
    });
    const response = await thrown(
      checkoutAction(
        routeArgs(
          formRequest(
            `/checkout/${order.id}`,
            { acceptTerms: "on" },
            await customerCookie(user.id),
          ),
          { orderId: order.id },
        ),
      ),
    );
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(new RegExp(`^${PAYMENT_MESSAGES.createFailed}`));
    const after = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after).toEqual(before);
  });
});

describe("database stopped", () => {
  const g = globalThis as unknown as { __prisma: PrismaClient };
  let app: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    app = await startHttpApp();
  });
  afterAll(() => app?.close());

  it("answers 503 with the German error page, and recovers when the database is back", async () => {
    const user = await createCustomer();
    const cookie = await customerCookie(user.id);
    const working = g.__prisma;
    const down = prismaClientOn(
      new PrismaPg({
        connectionString: `postgresql://postgres@127.0.0.1:${await closedPort()}/weg`,
        connectionTimeoutMillis: 1000,
      }),
    );
    setPrismaClient(down);
    try {
      const thrownResponse = await thrown(
        dashboardLoader(routeArgs(getRequest("/dashboard", cookie))),
      );
      expect(thrownResponse.status).toBe(503);
      expect(await thrownResponse.text()).toBe(DATABASE_UNAVAILABLE_MESSAGE);

      const page = await fetch(`${app.origin}/dashboard`, { headers: { Cookie: cookie } });
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html).toContain("Vorübergehend nicht verfügbar");
      expect(html).toContain(DATABASE_UNAVAILABLE_MESSAGE);
      expect((await fetch(`${app.origin}/readyz`)).status).toBe(503);
    } finally {
      g.__prisma = working;
      await down.$disconnect();
    }
    expect((await fetch(`${app.origin}/dashboard`, { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
    expect((await fetch(`${app.origin}/readyz`)).status).toBe(200);
  });

  // The test's database itself is closed to new connections and its sessions are killed,
  // then reopened: the same pool recovers.
  it("PostgreSQL: connections refused, then allowed again", async () => {
    const url = new URL(process.env.DATABASE_URL!);
    const name = url.pathname.slice(1);
    url.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    const user = await createCustomer();
    const cookie = await customerCookie(user.id);
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      const page = await fetch(`${app.origin}/dashboard`, { headers: { Cookie: cookie } });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect((await fetch(`${app.origin}/dashboard`, { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
  });
});
