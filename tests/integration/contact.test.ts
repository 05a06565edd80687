// The contact form (issue 20 item 3): stored with status new, the agency is told by mail,
// bad input changes nothing, and only admins see and work off the inbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { drainQueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { loader as adminLayoutLoader } from "~/routes/admin";
import {
  action as inquiryAction,
  loader as inquiryLoader,
} from "~/routes/admin.inquiries.$inquiryId";
import { loader as inboxLoader } from "~/routes/admin.inquiries._index";
import { action as contactAction } from "~/routes/kontakt";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { _resetAllForTests } from "~/utils/rate-limit.server";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    ADMIN_NOTIFY_EMAIL: "team@seitenwerk.example",
  });
  resetEnvCache();
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT", "ADMIN_NOTIFY_EMAIL"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});
beforeEach(async () => {
  // answers go with their inquiry (ON DELETE CASCADE)
  await prisma.contactInquiry.deleteMany();
  await _resetAllForTests();
  // mails of the previous test go out first, so each test sees only its own
  await drainQueue();
  smtp.mails.length = 0;
});

const valid = {
  firstName: "Clara",
  lastName: "Kontakt",
  email: "Clara@Example.com",
  phone: "+49 30 123456",
  subject: "Frage zum Premium-Paket",
  message: "Guten Tag, <b>wie lange</b> dauert die Umsetzung?",
  returnTo: "/steuerberater",
};

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const request = formRequest("/kontakt", fields);
  for (const [k, v] of Object.entries(headers)) request.headers.set(k, v);
  return thrown(contactAction(routeArgs(request)));
};

describe("contact form", () => {
  it("without JavaScript: stores the inquiry as new, mails the agency, returns to the page with a toast", async () => {
    const response = await post(valid);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/steuerberater#kontakt");
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
    // the agency's mail is a job written with the inquiry
    expect(smtp.mails).toHaveLength(0);
    await drainQueue();
    const rows = await prisma.contactInquiry.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Clara",
      lastName: "Kontakt",
      email: "clara@example.com",
      phone: "+49 30 123456",
      subject: "Frage zum Premium-Paket",
      message: valid.message,
      status: "new",
    });
    const mail = smtp.mails.find((m) => m.to.includes("team@seitenwerk.example"));
    expect(mail?.subject).toBe("Neue Kontaktanfrage von Clara Kontakt: Frage zum Premium-Paket");
    // answering it in the team's mail program answers the sender
    expect(mail?.replyTo).toBe("clara@example.com");
    expect(mail?.text).toContain(valid.message);
    expect(mail?.text).toContain(`/admin/inquiries/${rows[0].id}`);
    // the visitor's HTML arrives as text in the HTML mail, never as markup
    expect(mail?.html).toContain("&lt;b&gt;wie lange&lt;/b&gt;");
    // the sender is told it arrived – without a copy of the text (any address can be typed in)
    const confirmation = smtp.mails.find((m) => m.to.includes("clara@example.com"));
    expect(confirmation?.subject).toBe("Ihre Anfrage bei Seitenwerk ist eingegangen");
    expect(confirmation?.text).toContain("Guten Tag Clara Kontakt,");
    expect(confirmation?.text).not.toContain("wie lange");
  });

  it("drops bidirectional overrides from every field, so no name reads backwards in the list or the greeting", async () => {
    const response = await post({
      ...valid,
      firstName: "Cl\u202eara",
      lastName: "\u2066Kontakt\u2069",
      subject: "Frage\u202d zum Paket",
      message: "Guten Tag,\u202e bitte melden Sie sich.",
    });
    expect(response.status).toBe(302);
    const [row] = await prisma.contactInquiry.findMany();
    expect(row).toMatchObject({
      firstName: "Clara",
      lastName: "Kontakt",
      subject: "Frage zum Paket",
      message: "Guten Tag, bitte melden Sie sich.",
    });
    await drainQueue();
    const confirmation = smtp.mails.find((m) => m.to.includes("clara@example.com"));
    expect(confirmation?.text).toContain("Guten Tag Clara Kontakt,");
  });

  it("with JavaScript: answers in place", async () => {
    const response = await post({ ...valid, js: "1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sent: true });
    expect(await prisma.contactInquiry.count()).toBe(1);
  });

  it("refuses missing and bad fields in German, keeps the input, stores nothing", async () => {
    const response = await post({ ...valid, email: "keine-adresse", message: "" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.sent).toBe(false);
    expect(body.result.error.email).toEqual(["Bitte geben Sie eine gültige E-Mail-Adresse an."]);
    expect(body.result.error.message).toEqual(["Bitte schreiben Sie uns Ihre Nachricht."]);
    expect(body.result.initialValue.firstName).toBe("Clara");
    expect(await prisma.contactInquiry.count()).toBe(0);
    await drainQueue();
    expect(smtp.mails).toHaveLength(0);
  });

  it("refuses a filled honeypot without a hint and stores nothing", async () => {
    const response = await post({ ...valid, [HONEYPOT_FIELD]: "bot" });
    expect(response.status).toBe(400);
    expect(await prisma.contactInquiry.count()).toBe(0);
  });

  it("never sends the visitor to a foreign address", async () => {
    const response = await post({ ...valid, returnTo: "https://evil.example/" });
    expect(response.headers.get("Location")).toBe("/kontakt#kontakt");
  });

  it("limits one address to five inquiries an hour (429, German)", async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid)).status).toBe(302);
    const sixth = await post({ ...valid, js: "1" });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).result.error[""]).toEqual([
      "Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
    ]);
    expect(await prisma.contactInquiry.count()).toBe(5);
  });
});

describe("admin inbox", () => {
  let adminCookie = "";
  let adminId = "";
  let customer = "";
  beforeAll(async () => {
    const admin = await createCustomer({
      email: "inbox-admin@example.com",
      firstName: "Ina",
      lastName: "Inbox",
      isAdmin: true,
    });
    adminId = admin.id;
    adminCookie = await adminCookieFor(admin.id);
    customer = await customerCookie(
      (await createCustomer({ email: "inbox-kunde@example.com" })).id,
    );
  });

  async function seed() {
    await post(valid);
    await post({ ...valid, firstName: "Bernd", subject: "Zweite Frage" });
    const [first, second] = await prisma.contactInquiry.findMany({ orderBy: { createdAt: "asc" } });
    await prisma.contactInquiry.update({ where: { id: first.id }, data: { status: "done" } });
    return { done: first, fresh: second };
  }

  it("is for admins only", async () => {
    const { fresh } = await seed();
    for (const cookie of ["", customer]) {
      const list = await thrown(inboxLoader(routeArgs(getRequest("/admin/inquiries", cookie))));
      expect(list.status).toBe(302);
      expect(list.headers.get("Location")).toMatch(/^\/admin\/login/);
      const change = await thrown(
        inquiryAction(
          routeArgs(formRequest(`/admin/inquiries/${fresh.id}`, { status: "done" }, cookie), {
            inquiryId: fresh.id,
          }),
        ),
      );
      expect(change.status).toBe(302);
    }
    expect((await prisma.contactInquiry.findUnique({ where: { id: fresh.id } }))?.status).toBe(
      "new",
    );
    // the navigation's count is only computed for an admin
    const anonymous = await (
      (await adminLayoutLoader(routeArgs(getRequest("/admin/login")))) as Response
    ).json();
    expect(anonymous.newInquiries).toBe(0);
  });

  it("lists newest first, filters by status and counts the new ones for the navigation", async () => {
    const { fresh } = await seed();
    const all = await (
      (await inboxLoader(routeArgs(getRequest("/admin/inquiries", adminCookie)))) as Response
    ).json();
    expect(all.inquiries.map((i: { subject: string }) => i.subject)).toEqual([
      "Zweite Frage",
      "Frage zum Premium-Paket",
    ]);
    const onlyNew = await (
      (await inboxLoader(
        routeArgs(getRequest("/admin/inquiries?status=new", adminCookie)),
      )) as Response
    ).json();
    expect(onlyNew.inquiries.map((i: { id: string }) => i.id)).toEqual([fresh.id]);
    const nav = await (
      (await adminLayoutLoader(routeArgs(getRequest("/admin/dashboard", adminCookie)))) as Response
    ).json();
    expect(nav.newInquiries).toBe(1);
  });

  it("shows one inquiry with a reply link and changes its status", async () => {
    const { fresh } = await seed();
    const detail = await (
      (await inquiryLoader(
        routeArgs(getRequest(`/admin/inquiries/${fresh.id}`, adminCookie), {
          inquiryId: fresh.id,
        }),
      )) as Response
    ).json();
    expect(detail.inquiry).toMatchObject({ name: "Bernd Kontakt", message: valid.message });
    expect(detail.replyHref).toBe("mailto:clara%40example.com?subject=Re%3A%20Zweite%20Frage");
    const change = await thrown(
      inquiryAction(
        routeArgs(
          formRequest(`/admin/inquiries/${fresh.id}`, { status: "in_progress" }, adminCookie),
          { inquiryId: fresh.id },
        ),
      ),
    );
    expect(change.status).toBe(302);
    expect((await prisma.contactInquiry.findUnique({ where: { id: fresh.id } }))?.status).toBe(
      "in_progress",
    );
  });

  it("refuses an unknown status in German and an unknown inquiry with 404", async () => {
    const { fresh } = await seed();
    const bad = await thrown(
      inquiryAction(
        routeArgs(
          formRequest(`/admin/inquiries/${fresh.id}`, { status: "archived" }, adminCookie),
          { inquiryId: fresh.id },
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).statusResult.error.status).toEqual([
      "Bitte wählen Sie einen gültigen Status.",
    ]);
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const id of [missing, "kein-uuid"]) {
      const response = await thrown(
        inquiryLoader(
          routeArgs(getRequest(`/admin/inquiries/${id}`, adminCookie), { inquiryId: id }),
        ),
      );
      expect(response.status).toBe(404);
    }
  });

  const replyTo = (id: string, fields: Record<string, string>, cookie = adminCookie) =>
    thrown(
      inquiryAction(
        routeArgs(formRequest(`/admin/inquiries/${id}`, { intent: "reply", ...fields }, cookie), {
          inquiryId: id,
        }),
      ),
    );

  it("answers in the app: the answer is mailed to the sender, recorded and shown in the history", async () => {
    const { fresh } = await seed();
    await drainQueue();
    smtp.mails.length = 0;
    const body = "Guten Tag,\n\ndie Umsetzung dauert <b>höchstens</b> 7 Tage.\nBeste Grüße";
    const response = await replyTo(fresh.id, { body });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/inquiries/${fresh.id}#verlauf`);
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
    // recorded with its author; a new inquiry is now being worked on
    const row = await prisma.contactInquiry.findUnique({
      where: { id: fresh.id },
      include: { replies: true },
    });
    expect(row?.status).toBe("in_progress");
    expect(row?.replies).toHaveLength(1);
    expect(row?.replies[0]).toMatchObject({ body: body.trim(), authorId: adminId });
    // the mail is a job of the same transaction
    expect(smtp.mails).toHaveLength(0);
    await drainQueue();
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.to).toContain("clara@example.com");
    expect(mail.subject).toBe("Re: Zweite Frage");
    expect(mail.text).toContain("Guten Tag Bernd Kontakt,");
    expect(mail.text).toContain("die Umsetzung dauert <b>höchstens</b> 7 Tage.");
    // one greeting and one closing: the frame's, not also the ones typed into the answer
    expect(mail.text.match(/Guten Tag/g)).toHaveLength(1);
    expect(mail.text).not.toContain("Beste Grüße");
    expect(mail.html).toContain("&lt;b&gt;höchstens&lt;/b&gt;");
    // the sender's reply reaches the agency, not the sending address
    expect(mail.replyTo).toBe("team@seitenwerk.example");

    const detail = await (
      (await inquiryLoader(
        routeArgs(getRequest(`/admin/inquiries/${fresh.id}`, adminCookie), {
          inquiryId: fresh.id,
        }),
      )) as Response
    ).json();
    expect(detail.inquiry.status).toBe("in_progress");
    expect(detail.replies).toEqual([
      {
        id: row!.replies[0].id,
        body: body.trim(),
        sentAt: row!.replies[0].sentAt.toISOString(),
        authorName: "Ina Inbox",
      },
    ]);
    // and it can be marked done as before
    const done = await thrown(
      inquiryAction(
        routeArgs(formRequest(`/admin/inquiries/${fresh.id}`, { status: "done" }, adminCookie), {
          inquiryId: fresh.id,
        }),
      ),
    );
    expect(done.status).toBe(302);
    expect((await prisma.contactInquiry.findUnique({ where: { id: fresh.id } }))?.status).toBe(
      "done",
    );
  });

  it("with JavaScript: answers in place with a reset form and a toast", async () => {
    const { done } = await seed();
    const response = await replyTo(done.id, { body: "Danke für Ihre Geduld.", js: "1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
    const data = await response.json();
    // conform empties the form on this answer
    expect(data.replyResult.initialValue).toBeNull();
    expect(data.replyResult.error).toBeUndefined();
    // a done inquiry keeps its status
    expect((await prisma.contactInquiry.findUnique({ where: { id: done.id } }))?.status).toBe(
      "done",
    );
    expect(await prisma.contactInquiryReply.count({ where: { inquiryId: done.id } })).toBe(1);
  });

  it("refuses an empty or too long answer in German, keeps the text, records and mails nothing", async () => {
    const { fresh } = await seed();
    await drainQueue();
    smtp.mails.length = 0;
    const empty = await replyTo(fresh.id, { body: "   " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).replyResult.error.body).toEqual([
      "Bitte schreiben Sie eine Antwort.",
    ]);
    const long = "x".repeat(5001);
    const tooLong = await replyTo(fresh.id, { body: long });
    expect(tooLong.status).toBe(400);
    const answer = await tooLong.json();
    expect(answer.replyResult.error.body).toEqual([
      "Die Antwort darf höchstens 5.000 Zeichen lang sein.",
    ]);
    expect(answer.replyResult.initialValue.body).toBe(long);
    expect(await prisma.contactInquiryReply.count()).toBe(0);
    expect((await prisma.contactInquiry.findUnique({ where: { id: fresh.id } }))?.status).toBe(
      "new",
    );
    await drainQueue();
    expect(smtp.mails).toHaveLength(0);
  });

  it("lets only admins answer; an unknown inquiry is a 404", async () => {
    const { fresh } = await seed();
    await drainQueue();
    smtp.mails.length = 0;
    for (const cookie of ["", customer]) {
      const response = await replyTo(fresh.id, { body: "Hallo" }, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/admin\/login/);
    }
    const missing = await replyTo("00000000-0000-4000-8000-000000000000", { body: "Hallo" });
    expect(missing.status).toBe(404);
    expect(await prisma.contactInquiryReply.count()).toBe(0);
    await drainQueue();
    expect(smtp.mails).toHaveLength(0);
  });
});
