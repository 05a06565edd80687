// The customer's own account (issue 21): profile, password and e-mail change, data export,
// account deletion (by the customer and by an admin), and the retention rules – against a
// real database, a real SMTP sink and a real S3-compatible server (s3rver), whose bucket
// is listed to prove what storage still holds.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
  defaultPackageConfig,
} from "../support/fixtures";
import { startS3Server } from "../support/s3-server";
import { startSmtpSink } from "../support/smtp-sink";
import { drainQueue, runSweeps, startJobs, stopJobs } from "~/job-handlers/index.server";
import { deletedEmailFor } from "~/models/account/deletion.server";
import { runRetention } from "~/models/account/retention.server";
import { verifyLogin } from "~/models/account/user.server";
import { createDraftOrder } from "~/models/order/order.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { action as deleteAction, loader as deleteLoader } from "~/routes/account_.delete";
import { loader as confirmLoader } from "~/routes/account_.email-confirm";
import { action as exportAction } from "~/routes/account_.export";
import { action as adminCustomerAction } from "~/routes/admin.customers.$userId";
import { loader as adminDashboardLoader } from "~/routes/admin.dashboard";
import { loader as adminOrderLoader } from "~/routes/admin.orders.$orderId";
import { loader as billingLoader } from "~/routes/billing";
import { loader as invoiceZipLoader } from "~/routes/billing_.rechnungen[.]zip";
import { action as devRetentionAction, loader as devRetentionLoader } from "~/routes/dev.retention";
import { getUserId } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { hashPassword } from "~/utils/password.server";
import { _resetAllForTests } from "~/utils/rate-limit.server";
import { createS3Client, getStorage } from "~/utils/storage.server";
import { getToast } from "~/utils/toast.server";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const ENV_KEYS = ["SMTP_HOST", "SMTP_PORT", "ADMIN_NOTIFY_EMAIL", "MAIL_REPLY_TO"];

beforeAll(async () => {
  smtp = await startSmtpSink();
  s3 = await startS3Server();
  Object.assign(process.env, s3.env, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    MAIL_REPLY_TO: "hilfe@seitenwerk.example",
  });
  resetEnvCache();
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  for (const key of [...ENV_KEYS, ...Object.keys(s3.env)]) delete process.env[key];
  resetEnvCache();
  await Promise.all([smtp.close(), s3.close()]);
});
beforeEach(() => _resetAllForTests());

const PASSWORD = "altes-passwort-1";

async function customer(overrides: { email?: string; password?: string } = {}) {
  const user = await createCustomer({
    email: overrides.email,
    passwordHash: await hashPassword(overrides.password ?? PASSWORD),
  });
  return { user, cookie: await customerCookie(user.id) };
}

/** Mails are jobs: send what is queued, then look in the SMTP sink. */
async function mailTo(to: string, match?: Parameters<typeof smtp.waitFor>[1]) {
  await drainQueue({ names: ["send-mail"] });
  return smtp.waitFor(to, match);
}

async function bucketKeys(): Promise<string[]> {
  const client = createS3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((c) => c.Key!).sort();
}

/** An uploaded document: bytes in S3, a row in uploaded_documents. */
async function upload(
  orderId: string,
  userId: string,
  name: string,
  bytes: string,
  extra: { messageId?: string } = {},
) {
  const storageKey = `orders/${orderId}/${randomUUID()}`;
  const { size } = await getStorage().put(storageKey, Readable.from([Buffer.from(bytes)]), {
    contentType: "text/plain",
  });
  return prisma.uploadedDocument.create({
    data: {
      orderId,
      uploadedById: userId,
      section: "company",
      name,
      contentType: "text/plain",
      size,
      storageKey,
      messageId: extra.messageId,
    },
    select: { id: true, storageKey: true },
  });
}

async function draft(userId: string, company?: string) {
  const { id } = await createDraftOrder(userId, {
    ...defaultPackageConfig("standard"),
    paymentType: "onetime",
  });
  if (company) await prisma.order.update({ where: { id }, data: { company } });
  return id;
}

/** A paid order with its payment row and invoice, as the payment and invoice code leave it. */
async function paidOrder(userId: string, status = "paid", company = "Bezahlt GmbH") {
  const id = await draft(userId);
  await prisma.order.update({
    where: { id },
    data: {
      status,
      company,
      companyAddress: "Hauptstraße 1",
      companyZip: "10115",
      companyCity: "Berlin",
      contactPerson: "Erika Mustermann",
      contactPhone: "030 123",
      paidAt: new Date(),
    },
  });
  const payment = await prisma.payment.create({
    data: {
      orderId: id,
      kind: "payment",
      purpose: "order",
      amountCents: 49_900,
      externalId: `cs_test_${randomUUID()}`,
    },
  });
  const invoice = await prisma.invoice.create({
    data: {
      number: `RE-2026-${randomUUID().slice(0, 6)}`,
      kind: "invoice",
      orderId: id,
      paymentId: payment.id,
      netCents: 41_933,
      vatCents: 7_967,
      grossCents: 49_900,
      document: { buyer: { company } },
      storageKey: `invoices/${randomUUID()}.pdf`,
      sha256: "0".repeat(64),
    },
  });
  return { id, paymentId: payment.id, invoiceId: invoice.id };
}

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return formRequest(path, fields, cookie);
}

async function account(fields: Record<string, string>, cookie: string) {
  return thrown(accountAction(routeArgs(post("/account", fields, cookie))));
}

async function toastOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie") ?? "";
  return (await getToast(getRequest("/", cookie.split(";")[0]))).toast;
}

function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe("profile", () => {
  it("validates with German messages, keeps the input and changes nothing", async () => {
    const { user, cookie } = await customer();
    const res = await account(
      { intent: "profile", firstName: " ", lastName: "Neu", phone: "abc!" },
      cookie,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.result.error.firstName).toEqual(["Vorname ist erforderlich"]);
    expect(body.result.error.phone[0]).toMatch(/gültige Telefonnummer/);
    expect(body.result.initialValue).toMatchObject({ lastName: "Neu", phone: "abc!" });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      firstName: "Erika",
      lastName: "Mustermann",
      companyName: null,
    });
  });

  it("saves name and phone and shows them again; the firm is the billing profile's, not changed here", async () => {
    const { user, cookie } = await customer();
    await prisma.user.update({ where: { id: user.id }, data: { companyName: "Neumann GmbH" } });
    const res = await account(
      {
        intent: "profile",
        firstName: "Petra",
        lastName: "Neumann",
        phone: "+49 30 123-45",
        // a field the form no longer has (an old tab) changes nothing
        companyName: "Andere GmbH",
      },
      cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account#profil");
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      firstName: "Petra",
      lastName: "Neumann",
      phone: "+49 30 123-45",
      companyName: "Neumann GmbH",
    });
    const page = await (
      await thrown(accountLoader(routeArgs(getRequest("/account", cookie))))
    ).json();
    expect(page.account).toMatchObject({ firstName: "Petra", companyName: "Neumann GmbH" });
  });

  it("needs a signed-in customer and answers an unknown intent with 400", async () => {
    const anonymous = await thrown(accountLoader(routeArgs(getRequest("/account"))));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Faccount/);
    const { cookie } = await customer();
    expect((await account({ intent: "hack" }, cookie)).status).toBe(400);
  });

  it("stores the mail settings, one switch per kind", async () => {
    const { user, cookie } = await customer();
    const settings = () =>
      prisma.user.findUniqueOrThrow({
        where: { id: user.id },
        select: { notifyMessages: true, notifyStatus: true, notifyOptional: true },
      });
    expect(await settings()).toEqual({
      notifyMessages: true,
      notifyStatus: true,
      notifyOptional: true,
    });
    expect((await account({ intent: "notifications" }, cookie)).status).toBe(302);
    expect(await settings()).toEqual({
      notifyMessages: false,
      notifyStatus: false,
      notifyOptional: false,
    });
    await account({ intent: "notifications", notifyMessages: "on", notifyOptional: "on" }, cookie);
    expect(await settings()).toEqual({
      notifyMessages: true,
      notifyStatus: false,
      notifyOptional: true,
    });
    const page = await accountLoader(routeArgs(getRequest("/account", cookie)));
    expect((await page.json()).account.notifications).toEqual({
      notifyMessages: true,
      notifyStatus: false,
      notifyOptional: true,
    });
  });
});

describe("password change", () => {
  it("needs the current password, then ends every other session and keeps this one", async () => {
    const email = `pw-${randomUUID().slice(0, 8)}@example.com`;
    const { user, cookie } = await customer({ email });
    const otherDevice = await customerCookie(user.id);

    const wrong = await account(
      {
        intent: "password",
        currentPassword: "falsch-falsch",
        newPassword: "neues-passwort-2",
        confirmPassword: "neues-passwort-2",
      },
      cookie,
    );
    expect(wrong.status).toBe(400);
    const wrongBody = await wrong.json();
    expect(wrongBody.result.error.currentPassword).toEqual(["Das Passwort ist nicht korrekt"]);
    expect(wrongBody.result.initialValue.newPassword).toBeUndefined();
    expect(await getUserId(getRequest("/", otherDevice))).toBe(user.id);

    const short = await account(
      {
        intent: "password",
        currentPassword: PASSWORD,
        newPassword: "kurz",
        confirmPassword: "kurz",
      },
      cookie,
    );
    expect(short.status).toBe(400);
    expect((await short.json()).result.error.newPassword).toEqual([
      "Das neue Passwort muss mindestens 8 Zeichen haben",
    ]);

    const ok = await account(
      {
        intent: "password",
        currentPassword: PASSWORD,
        newPassword: "neues-passwort-2",
        confirmPassword: "neues-passwort-2",
      },
      cookie,
    );
    expect(ok.status).toBe(302);
    expect((await toastOf(ok))?.title).toBe("Passwort geändert");
    expect(await getUserId(getRequest("/", cookie))).toBe(user.id);
    expect(await getUserId(getRequest("/", otherDevice))).toBeNull();
    expect((await verifyLogin(email, PASSWORD)).ok).toBe(false);
    expect((await verifyLogin(email, "neues-passwort-2")).ok).toBe(true);
    const changed = await mailTo(email, (m) => m.subject === "Ihr Passwort wurde geändert");
    expect(changed.text).toMatch(/anderen Anmeldungen/);
    // it asks "antworten Sie auf diese E-Mail": the answer reaches the agency, not no-reply
    expect(changed.replyTo).toBe("hilfe@seitenwerk.example");
  });

  it("locks the re-check after five wrong passwords", async () => {
    const { cookie } = await customer();
    const attempt = () =>
      account(
        {
          intent: "password",
          currentPassword: "falsch-falsch",
          newPassword: "neues-passwort-2",
          confirmPassword: "neues-passwort-2",
        },
        cookie,
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400);
    const locked = await attempt();
    expect(locked.status).toBe(429);
    expect((await locked.json()).result.error[""][0]).toMatch(/Zu viele Versuche/);
  });
});

describe("e-mail change", () => {
  it("sends the link to the new address, changes on opening it and tells the old address", async () => {
    const oldEmail = `alt-${randomUUID().slice(0, 8)}@example.com`;
    const newEmail = `neu-${randomUUID().slice(0, 8)}@example.com`;
    const { user, cookie } = await customer({ email: oldEmail });
    const res = await account(
      { intent: "email", newEmail: newEmail.toUpperCase(), currentPassword: PASSWORD },
      cookie,
    );
    expect(res.status).toBe(302);
    expect((await toastOf(res))?.description).toContain(newEmail);
    // nothing changes before the link is opened
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(oldEmail);
    const page = await (
      await thrown(accountLoader(routeArgs(getRequest("/account", cookie))))
    ).json();
    expect(page.account.pendingEmail.email).toBe(newEmail);

    const mail = await mailTo(newEmail);
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre neue E-Mail-Adresse");
    const link = mail.text.match(/\/account\/email-confirm\?token=[\w-]+/)![0];
    const stored = await prisma.verification.findFirstOrThrow({
      where: { userId: user.id, purpose: "email-change" },
    });
    expect(stored.data).toBe(newEmail);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const confirmed = await thrown(confirmLoader(routeArgs(getRequest(link))));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ state: "success", email: newEmail });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(newEmail);
    const notice = await mailTo(
      oldEmail,
      (m) => m.subject === "Ihre E-Mail-Adresse wurde geändert",
    );
    expect(notice.text).toContain(newEmail);
    expect((await verifyLogin(newEmail, PASSWORD)).ok).toBe(true);
    expect((await verifyLogin(oldEmail, PASSWORD)).ok).toBe(false);

    const again = await thrown(confirmLoader(routeArgs(getRequest(link))));
    expect(again.status).toBe(400);
    expect((await again.json()).message).toMatch(/bereits verwendet/);
  });

  it("answers a taken address exactly like a free one, sends it no link and changes nothing", async () => {
    const taken = `vergeben-${randomUUID().slice(0, 8)}@example.com`;
    await createCustomer({ email: taken });
    const { user, cookie } = await customer();
    const res = await account(
      { intent: "email", newEmail: taken, currentPassword: PASSWORD },
      cookie,
    );
    expect(res.status).toBe(302);
    expect((await toastOf(res))?.title).toBe("Bitte bestätigen Sie die neue Adresse");
    const toTaken = await mailTo(taken);
    expect(toTaken.subject).toBe("Versuchte Änderung auf Ihre E-Mail-Adresse");
    expect(toTaken.text).not.toMatch(/email-confirm/);
    expect(smtp.mails.filter((m) => m.to.includes(taken) && /email-confirm/.test(m.text))).toEqual(
      [],
    );
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).not.toBe(taken);
  });

  it("refuses a wrong password, an invalid address and a link for an address taken meanwhile", async () => {
    const { user, cookie } = await customer();
    const wrong = await account(
      { intent: "email", newEmail: "irgendwas@example.com", currentPassword: "falsch-falsch" },
      cookie,
    );
    expect(wrong.status).toBe(400);
    const invalid = await account(
      { intent: "email", newEmail: "kein-mail", currentPassword: PASSWORD },
      cookie,
    );
    expect((await invalid.json()).result.error.newEmail).toEqual([
      "Bitte geben Sie eine gültige E-Mail-Adresse ein",
    ]);

    const target = `spaeter-${randomUUID().slice(0, 8)}@example.com`;
    await account({ intent: "email", newEmail: target, currentPassword: PASSWORD }, cookie);
    const link = (await mailTo(target)).text.match(/\/account\/email-confirm\?token=[\w-]+/)![0];
    await createCustomer({ email: target });
    const res = await thrown(confirmLoader(routeArgs(getRequest(link))));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/kann nicht übernommen werden/);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).not.toBe(
      target,
    );
  });
});

describe("data export", () => {
  it("re-checks the password, then streams a ZIP with daten.json and the files – nothing of another customer", async () => {
    const a = await customer();
    await prisma.user.update({ where: { id: a.user.id }, data: { companyName: "Export GmbH" } });
    await prisma.billingProfile.create({
      data: {
        userId: a.user.id,
        company: "Export GmbH",
        street: "Exportweg 1",
        zip: "10115",
        city: "Berlin",
        vatId: "DE123456789",
      },
    });
    const orderA = await paidOrder(a.user.id, "in_progress", "Export GmbH");
    await upload(orderA.id, a.user.id, "logo.txt", "LOGO-VON-A");
    await upload(orderA.id, a.user.id, "Logo.txt", "ZWEITES-LOGO-VON-A");
    await prisma.orderMessage.create({
      data: { orderId: orderA.id, authorId: a.user.id, fromAgency: false, body: "Frage von A" },
    });
    await prisma.orderMessage.create({
      data: { orderId: orderA.id, fromAgency: true, internal: true, body: "Interne Notiz" },
    });
    // what the agency sent, with the same name as the customer's file
    const agency = await createCustomer({ isAdmin: true });
    const answer = await prisma.orderMessage.create({
      data: { orderId: orderA.id, authorId: agency.id, fromAgency: true, body: "Entwurf anbei" },
    });
    await upload(orderA.id, agency.id, "logo.txt", "LOGO-DER-AGENTUR", { messageId: answer.id });
    const b = await customer();
    const orderB = await draft(b.user.id, "Fremd AG");
    await upload(orderB, b.user.id, "geheim.txt", "GEHEIM-VON-B");

    const wrong = await account({ intent: "export", currentPassword: "falsch-falsch" }, a.cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).downloadToken).toBeNull();

    const granted = await account({ intent: "export", currentPassword: PASSWORD }, a.cookie);
    expect(granted.status).toBe(200);
    const { downloadToken } = await granted.json();
    expect(downloadToken).toEqual(expect.any(String));

    // B cannot use A's token
    const stolen = await thrown(
      exportAction(routeArgs(post("/account/export", { token: downloadToken }, b.cookie))),
    );
    expect(stolen.status).toBe(302);

    const res = await thrown(
      exportAction(routeArgs(post("/account/export", { token: downloadToken }, a.cookie))),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="seitenwerk-daten-/,
    );
    const zip = await unzip(Buffer.from(await res.arrayBuffer()));
    const data = JSON.parse(zip.get("daten.json")!.toString("utf8"));
    expect(data).toMatchObject({ format: "seitenwerk-datenexport", version: 2 });
    expect(data.konto).toMatchObject({
      id: a.user.id,
      eMail: a.user.email,
      firma: "Export GmbH",
      // the invoices' buyer is the customer's data too
      rechnungsangaben: { firma: "Export GmbH", strasse: "Exportweg 1", ustIdNr: "DE123456789" },
    });
    expect(data.bestellungen).toHaveLength(1);
    const order = data.bestellungen[0];
    const short = orderA.id.slice(0, 8);
    expect(order).toMatchObject({
      id: orderA.id,
      bestellnummer: short,
      firma: "Export GmbH",
      status: "In Bearbeitung",
      statusCode: "in_progress",
      zahlweise: "einmalig",
    });
    // amounts: cents for machines, euros for people; dates as ISO
    expect(order.gesamtpreisCent).toEqual(expect.any(Number));
    expect(order.gesamtpreis).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    expect(order.angelegtAm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(order.zahlungen).toEqual([
      expect.objectContaining({
        id: orderA.paymentId,
        betragCent: 49_900,
        betrag: "499,00 €",
        art: "Zahlung",
      }),
    ]);
    expect(order.rechnungen).toEqual([
      expect.objectContaining({
        id: orderA.invoiceId,
        bruttoCent: 49_900,
        brutto: "499,00 €",
        art: "Rechnung",
      }),
    ]);
    expect(order.rechnungen[0].document).toBeUndefined();
    expect(order.statusverlauf.length).toBeGreaterThan(0);
    expect(order.nachrichten.map((m: { von: string; text: string }) => [m.von, m.text])).toEqual([
      ["Sie", "Frage von A"],
      ["Seitenwerk-Team", "Entwurf anbei"],
    ]);
    // no English key anywhere in the order (ids and the provider's own names aside)
    const english =
      /^(orders?|account|status(Changes)?|payments?|invoices?|messages?|documents?|amountCents|createdAt|body)$/;
    const keys = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(keys)
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)])
          : [];
    expect(keys(data).filter((k) => english.test(k) && k !== "status")).toEqual([]);
    // the customer's files and the agency's apart, each name unique and led by the order number
    expect(order.dateien.map((d: { von: string; datei: string }) => [d.von, d.datei])).toEqual([
      ["Sie", `Ihre Dateien/${short}-logo.txt`],
      ["Sie", `Ihre Dateien/${short}-Logo-2.txt`],
      ["Seitenwerk-Team", `Dateien der Agentur/${short}-logo.txt`],
    ]);
    expect(zip.get(`Ihre Dateien/${short}-logo.txt`)!.toString()).toBe("LOGO-VON-A");
    expect(zip.get(`Ihre Dateien/${short}-Logo-2.txt`)!.toString()).toBe("ZWEITES-LOGO-VON-A");
    expect(zip.get(`Dateien der Agentur/${short}-logo.txt`)!.toString()).toBe("LOGO-DER-AGENTUR");
    expect([...zip.keys()].some((k) => k.includes("(2)"))).toBe(false);
    const readme = zip.get("LIESMICH.txt")!.toString("utf8");
    expect(readme).toContain("daten.json");
    expect(readme).toContain("Ihre Dateien/");
    expect(readme).toContain("Dateien der Agentur/");
    expect(readme).toContain("„betrag“: „149,00 €“");
    expect(Buffer.concat([...zip.values()]).toString("utf8")).not.toContain('Interne Notiz"');
    // nothing of B anywhere
    const everything = Buffer.concat([...zip.values()]).toString("utf8");
    expect(everything).not.toContain("GEHEIM-VON-B");
    expect(everything).not.toContain("Fremd AG");
    expect(everything).not.toContain(b.user.id);
    expect([...zip.keys()].some((k) => k.includes(orderB.slice(0, 8)))).toBe(false);

    // the token works once
    const reused = await thrown(
      exportAction(routeArgs(post("/account/export", { token: downloadToken }, a.cookie))),
    );
    expect(reused.status).toBe(302);
    expect((await toastOf(reused))?.description).toMatch(/abgelaufen oder wurde bereits verwendet/);
  });

  it("holds every invoice PDF under Rechnungen/; /billing lists them across orders and gives them all as one ZIP (issue 28 item 4)", async () => {
    const a = await customer();
    const first = await paidOrder(a.user.id, "completed", "Rechnung GmbH");
    const second = await paidOrder(a.user.id, "in_progress", "Rechnung GmbH");
    const b = await customer();
    const foreign = await paidOrder(b.user.id, "paid", "Fremd AG");
    const stored = async (invoiceId: string, bytes: string) => {
      const invoice = await prisma.invoice.findUniqueOrThrow({ where: { id: invoiceId } });
      await getStorage().put(invoice.storageKey, Readable.from([Buffer.from(bytes)]), {
        contentType: "application/pdf",
      });
      return invoice.number;
    };
    const n1 = await stored(first.invoiceId, "%PDF-ERSTE");
    const n2 = await stored(second.invoiceId, "%PDF-ZWEITE");
    await stored(foreign.invoiceId, "%PDF-FREMD");

    // one list across both orders, with order, kind and the download link's id
    const page = await (
      await thrown(billingLoader(routeArgs(getRequest("/billing", a.cookie))))
    ).json();
    expect(page.invoices).toHaveLength(2);
    expect(page.invoices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: first.invoiceId,
          number: n1,
          kind: "invoice",
          orderShortId: first.id.slice(0, 8),
          gross: "499,00\u00a0€",
        }),
        expect.objectContaining({ id: second.invoiceId, orderShortId: second.id.slice(0, 8) }),
      ]),
    );

    // 'Alle herunterladen': one ZIP of the customer's PDFs, nothing of another customer
    const zipResponse = await thrown(
      invoiceZipLoader(routeArgs(getRequest("/billing/rechnungen.zip", a.cookie))),
    );
    expect(zipResponse.status).toBe(200);
    expect(zipResponse.headers.get("Content-Type")).toBe("application/zip");
    expect(zipResponse.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="seitenwerk-rechnungen-/,
    );
    const zip = await unzip(Buffer.from(await zipResponse.arrayBuffer()));
    expect([...zip.keys()].sort()).toEqual([`${n1}.pdf`, `${n2}.pdf`].sort());
    expect(zip.get(`${n1}.pdf`)!.toString()).toBe("%PDF-ERSTE");
    expect(Buffer.concat([...zip.values()]).toString()).not.toContain("FREMD");
    // without invoices: back to the page with a note; signed out: to the sign-in
    const none = await customer();
    const empty = await thrown(
      invoiceZipLoader(routeArgs(getRequest("/billing/rechnungen.zip", none.cookie))),
    );
    expect(empty.status).toBe(302);
    expect(empty.headers.get("Location")).toBe("/billing");
    const anonymous = await thrown(
      invoiceZipLoader(routeArgs(getRequest("/billing/rechnungen.zip"))),
    );
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?/);

    // the data export carries the same PDFs under rechnungen/
    const granted = await account({ intent: "export", currentPassword: PASSWORD }, a.cookie);
    const { downloadToken } = await granted.json();
    const exported = await thrown(
      exportAction(routeArgs(post("/account/export", { token: downloadToken }, a.cookie))),
    );
    const exportZip = await unzip(Buffer.from(await exported.arrayBuffer()));
    expect(exportZip.get(`Rechnungen/${n2}.pdf`)!.toString()).toBe("%PDF-ZWEITE");
    const data = JSON.parse(exportZip.get("daten.json")!.toString("utf8"));
    const files = data.bestellungen.flatMap((o: { rechnungen: Array<{ datei: string }> }) =>
      o.rechnungen.map((i) => i.datei),
    );
    expect(files.sort()).toEqual([`Rechnungen/${n1}.pdf`, `Rechnungen/${n2}.pdf`].sort());

    // the deletion page says what happens to invoices and offers the ZIP first
    const deletion = await (
      await thrown(deleteLoader(routeArgs(getRequest("/account/delete", a.cookie))))
    ).json();
    expect(deletion.preview.invoices).toBe(2);
  });

  it("is rate-limited per account", async () => {
    const { cookie } = await customer();
    for (let i = 0; i < 5; i++)
      expect((await account({ intent: "export", currentPassword: PASSWORD }, cookie)).status).toBe(
        200,
      );
    const limited = await account({ intent: "export", currentPassword: PASSWORD }, cookie);
    expect(limited.status).toBe(429);
  });
});

function deleteRequest(fields: Record<string, string>, cookie: string) {
  return thrown(deleteAction(routeArgs(post("/account/delete", fields, cookie))));
}

describe("account deletion", () => {
  it("deletes unpaid orders, files, messages and sessions; keeps paid orders anonymised; cannot sign in", async () => {
    const email = `loeschen-${randomUUID().slice(0, 8)}@example.com`;
    const { user, cookie } = await customer({ email });
    await prisma.user.update({
      where: { id: user.id },
      data: { phone: "0170 1", companyName: "Lösch GmbH", gclid: "g-1" },
    });
    const otherDevice = await customerCookie(user.id);
    const unpaid = await draft(user.id, "Entwurf GmbH");
    const unpaidFile = await upload(unpaid, user.id, "entwurf.txt", "ENTWURF");
    const running = await paidOrder(user.id, "in_progress");
    const runningFile = await upload(running.id, user.id, "laufend.txt", "LAUFEND");
    const message = await prisma.orderMessage.create({
      data: { orderId: running.id, authorId: user.id, fromAgency: false, body: "Hallo" },
    });
    const attachment = await upload(running.id, user.id, "anhang.txt", "ANHANG", {
      messageId: message.id,
    });
    const done = await paidOrder(user.id, "completed");
    const doneFile = await upload(done.id, user.id, "fertig.txt", "FERTIG");
    const other = await customer();
    const othersFile = await upload(await draft(other.user.id), other.user.id, "b.txt", "B");

    const page = await (
      await thrown(deleteLoader(routeArgs(getRequest("/account/delete", cookie))))
    ).json();
    expect(page).toMatchObject({
      blocked: null,
      preview: { deletedOrders: 1, keptOrders: 2, invoices: 2 },
    });

    const unconfirmed = await deleteRequest({ currentPassword: PASSWORD }, cookie);
    expect(unconfirmed.status).toBe(400);
    expect((await unconfirmed.json()).result.error.confirm).toEqual([
      "Bitte bestätigen Sie, dass Ihr Konto endgültig gelöscht werden soll",
    ]);
    const wrong = await deleteRequest({ currentPassword: "falsch-falsch", confirm: "on" }, cookie);
    expect(wrong.status).toBe(400);
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(3);

    const res = await deleteRequest({ currentPassword: PASSWORD, confirm: "on" }, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/__session=;/);

    // the person is gone, the shell stays for the kept orders
    const shell = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(shell).toMatchObject({
      email: deletedEmailFor(user.id),
      firstName: "",
      lastName: "",
      phone: null,
      companyName: null,
      gclid: null,
      passwordHash: null,
    });
    expect(shell.deletedAt).toBeInstanceOf(Date);
    expect((await verifyLogin(email, PASSWORD)).ok).toBe(false);
    expect(await getUserId(getRequest("/", cookie))).toBeNull();
    expect(await getUserId(getRequest("/", otherDevice))).toBeNull();
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.verification.count({ where: { userId: user.id } })).toBe(0);

    // unpaid order and messages gone; paid orders, payments and invoices kept without the person
    expect(await prisma.order.findUnique({ where: { id: unpaid } })).toBeNull();
    expect(await prisma.orderMessage.count({ where: { orderId: running.id } })).toBe(0);
    const kept = await prisma.order.findUniqueOrThrow({
      where: { id: running.id },
      include: { payments: true, invoices: true, statusChanges: true },
    });
    expect(kept).toMatchObject({
      company: "Bezahlt GmbH",
      companyAddress: "Hauptstraße 1",
      contactPerson: null,
      contactPhone: null,
    });
    expect(kept.payments).toHaveLength(1);
    expect(kept.invoices).toHaveLength(1);
    expect(kept.statusChanges.some((c) => c.note?.includes("auf Wunsch des Kunden gelöscht"))).toBe(
      true,
    );

    // storage: the unpaid order's file, the message attachment and the ended contract's file are
    // gone; the running paid order's file waits for the retention rule; the other customer's stays
    const keys = await bucketKeys();
    expect(keys).not.toContain(unpaidFile.storageKey);
    expect(keys).not.toContain(attachment.storageKey);
    expect(keys).not.toContain(doneFile.storageKey);
    expect(keys).toContain(runningFile.storageKey);
    expect(keys).toContain(othersFile.storageKey);
    expect(await prisma.uploadedDocument.findUnique({ where: { id: unpaidFile.id } })).toBeNull();
    expect(await prisma.uploadedDocument.findUnique({ where: { id: doneFile.id } })).toBeNull();

    const farewell = await mailTo(email, (m) => m.subject === "Ihr Konto wurde gelöscht");
    expect(farewell.text).toMatch(/Bezahlte Bestellungen \(2\)/);

    // the admin still sees the paid order, marked, without the person's name and e-mail
    const admin = await createCustomer({ isAdmin: true });
    const adminCookie = await adminCookieFor(admin.id);
    const detail = await (
      await thrown(
        adminOrderLoader(
          routeArgs(getRequest(`/admin/orders/${running.id}`, adminCookie), {
            orderId: running.id,
          }),
        ),
      )
    ).json();
    expect(detail.order.customer).toMatchObject({ deleted: true, email: null, name: "" });
    expect(detail.company.contactPerson).toBeNull();
    const list = await (
      await thrown(
        adminDashboardLoader(routeArgs(getRequest("/admin/dashboard?q=Bezahlt", adminCookie))),
      )
    ).json();
    const row = list.orders.find((o: { id: string }) => o.id === running.id);
    expect(row).toMatchObject({ accountDeleted: true, email: null, contactPerson: null });
  });

  it("is refused while a subscription runs in its minimum term, naming the date", async () => {
    const { user, cookie } = await customer();
    const order = await paidOrder(user.id, "completed");
    await prisma.subscription.create({
      data: {
        orderId: order.id,
        status: "active",
        amountCents: 6_900,
        startedAt: new Date("2026-01-15T00:00:00Z"),
        minimumTermEndsAt: new Date("2099-01-15T00:00:00Z"),
      },
    });
    const unpaid = await draft(user.id);
    const page = await (
      await thrown(deleteLoader(routeArgs(getRequest("/account/delete", cookie))))
    ).json();
    expect(page.blocked).toMatch(/Mindestlaufzeit bis zum 15\.01\.2099/);
    // notice can be given now (issue 28): the page by its real name and the end it would have
    expect(page.blocked).toMatch(/Kündigen Sie es unter „Zahlungen & Abo“ – das geht jederzeit/);
    expect(page.blocked).toMatch(/bei Kündigung heute endet es am 31\.01\.2099/);

    const res = await deleteRequest({ currentPassword: PASSWORD, confirm: "on" }, cookie);
    expect(res.status).toBe(409);
    expect((await res.json()).result.error[""][0]).toMatch(/endet es am 31\.01\.2099/);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).toBeNull();
    expect(await prisma.order.findUnique({ where: { id: unpaid } })).not.toBeNull();
    expect(await getUserId(getRequest("/", cookie))).toBe(user.id);

    // once cancelled and ended, the account can go
    await prisma.subscription.update({
      where: { orderId: order.id },
      data: { status: "canceled", canceledAt: new Date() },
    });
    expect((await deleteRequest({ currentPassword: PASSWORD, confirm: "on" }, cookie)).status).toBe(
      302,
    );
  });

  it("an admin deletes a customer on request, after confirming, with a history row", async () => {
    const { user } = await customer();
    const order = await paidOrder(user.id, "completed");
    const admin = await createCustomer({
      isAdmin: true,
      email: `admin-${randomUUID().slice(0, 6)}@example.com`,
    });
    const adminCookie = await adminCookieFor(admin.id);
    const path = `/admin/customers/${user.id}`;

    const asCustomer = await thrown(
      adminCustomerAction(
        routeArgs(post(path, { confirm: "on" }, await customerCookie(user.id)), {
          userId: user.id,
        }),
      ),
    );
    expect(asCustomer.headers.get("Location")).toMatch(/^\/admin\/login/);

    const unconfirmed = await thrown(
      adminCustomerAction(
        routeArgs(post(path, { note: "Mail vom 1.5." }, adminCookie), { userId: user.id }),
      ),
    );
    expect(unconfirmed.status).toBe(400);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).toBeNull();

    const res = await thrown(
      adminCustomerAction(
        routeArgs(
          post(path, { note: "Löschantrag per Mail vom 1.5.", confirm: "on" }, adminCookie),
          {
            userId: user.id,
          },
        ),
      ),
    );
    expect(res.status).toBe(302);
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt,
    ).not.toBeNull();
    const history = await prisma.orderStatusChange.findMany({
      where: { orderId: order.id, source: "admin" },
    });
    expect(history).toEqual([
      expect.objectContaining({
        changedById: admin.id,
        note: expect.stringMatching(
          new RegExp(`Admin \\(${admin.email}\\).*Löschantrag per Mail vom 1\\.5\\.`),
        ),
      }),
    ]);
  });
});

describe("retention", () => {
  const DAY = 24 * 60 * 60 * 1000;
  // the rules look at every order: start each case from an empty order book
  beforeEach(async () => {
    await prisma.invoice.deleteMany();
    await prisma.payment.deleteMany();
    await prisma.subscription.deleteMany();
    await prisma.order.deleteMany();
  });

  it("deletes files 30 days after a contract ends, none of a running one – rows and S3 objects", async () => {
    const { user } = await customer();
    const T0 = new Date("2030-03-01T10:00:00Z");
    const completed = await paidOrder(user.id, "completed");
    await prisma.orderStatusChange.create({
      data: {
        orderId: completed.id,
        fromStatus: "review",
        toStatus: "completed",
        source: "admin",
        createdAt: T0,
      },
    });
    const completedFiles = [
      await upload(completed.id, user.id, "a.txt", "A"),
      await upload(completed.id, user.id, "b.txt", "B"),
    ];
    // completed, but its subscription runs: the contract has not ended
    const subscribed = await paidOrder(user.id, "completed");
    await prisma.orderStatusChange.create({
      data: { orderId: subscribed.id, toStatus: "completed", source: "admin", createdAt: T0 },
    });
    await prisma.subscription.create({
      data: { orderId: subscribed.id, status: "active", amountCents: 6_900 },
    });
    const subscribedFile = await upload(subscribed.id, user.id, "abo.txt", "ABO");
    // the subscription was cancelled at T0: the contract ended then
    const cancelled = await paidOrder(user.id, "in_progress");
    await prisma.subscription.create({
      data: { orderId: cancelled.id, status: "canceled", amountCents: 2_900, canceledAt: T0 },
    });
    const cancelledFile = await upload(cancelled.id, user.id, "gekuendigt.txt", "GEK");
    const inProgress = await paidOrder(user.id, "in_progress");
    const inProgressFile = await upload(inProgress.id, user.id, "arbeit.txt", "ARBEIT");

    const before = await runRetention(new Date(T0.getTime() + 29 * DAY));
    expect(before.contractFiles).toEqual({ orders: 0, files: 0, failed: 0 });

    const after = await runRetention(new Date(T0.getTime() + 31 * DAY));
    expect(after.contractFiles).toEqual({ orders: 2, files: 3, failed: 0 });
    const keys = await bucketKeys();
    for (const gone of [...completedFiles, cancelledFile]) {
      expect(keys).not.toContain(gone.storageKey);
      expect(await prisma.uploadedDocument.findUnique({ where: { id: gone.id } })).toBeNull();
    }
    for (const kept of [subscribedFile, inProgressFile]) {
      expect(keys).toContain(kept.storageKey);
      expect(await prisma.uploadedDocument.findUnique({ where: { id: kept.id } })).not.toBeNull();
    }
    // the orders themselves, their payments and invoices stay
    expect(await prisma.order.count({ where: { id: { in: [completed.id, cancelled.id] } } })).toBe(
      2,
    );

    // idempotent: a second run finds nothing more
    expect((await runRetention(new Date(T0.getTime() + 31 * DAY))).contractFiles.files).toBe(0);
  });

  it("warns 14 days before deleting an unpaid draft after 6 months, then deletes it with its files", async () => {
    const email = `entwurf-${randomUUID().slice(0, 8)}@example.com`;
    const { user } = await customer({ email });
    const lastTouched = new Date("2031-01-10T08:00:00Z");
    const stale = await draft(user.id, "Alt GmbH");
    const staleFile = await upload(stale, user.id, "alt.txt", "ALT");
    await prisma.order.update({ where: { id: stale }, data: { updatedAt: lastTouched } });
    // paid before it reached the details step (professional setup fee): never a draft to delete
    const paidPending = await draft(user.id);
    await prisma.order.update({
      where: { id: paidPending },
      data: { status: "pending_details", paidAt: lastTouched, updatedAt: lastTouched },
    });
    const fresh = await draft(user.id);
    await prisma.order.update({
      where: { id: fresh },
      data: { updatedAt: new Date("2031-06-20T08:00:00Z") },
    });

    const due = new Date("2031-07-10T08:00:00Z"); // 6 months after the last change
    const tooEarly = await runRetention(new Date(due.getTime() - 15 * DAY));
    expect(tooEarly.draftWarnings.sent).toBe(0);

    const warnAt = new Date(due.getTime() - 13 * DAY);
    const warned = await runRetention(warnAt);
    expect(warned.draftWarnings.sent).toBe(1);
    const mail = await mailTo(email, (m) => m.subject.includes(stale.slice(0, 8)));
    expect(mail.subject).toMatch(/wird am 11\.07\.2031 gelöscht/);
    const marked = await prisma.order.findUniqueOrThrow({ where: { id: stale } });
    expect(marked.draftDeletionWarnedAt).toEqual(warnAt);
    expect(marked.updatedAt).toEqual(lastTouched);
    // a second run sends no second warning
    expect((await runRetention(warnAt)).draftWarnings.sent).toBe(0);

    // due, but warned only 13 days ago: the 14 days are honoured
    const notYet = await runRetention(due);
    expect(notYet.draftsDeleted.orders).toBe(0);
    expect(await prisma.order.findUnique({ where: { id: stale } })).not.toBeNull();

    const deleted = await runRetention(new Date(warnAt.getTime() + 14 * DAY));
    expect(deleted.draftsDeleted).toEqual({ orders: 1, files: 1, failed: 0 });
    expect(await prisma.order.findUnique({ where: { id: stale } })).toBeNull();
    expect(await bucketKeys()).not.toContain(staleFile.storageKey);
    expect(await prisma.order.findUnique({ where: { id: paidPending } })).not.toBeNull();
    expect(await prisma.order.findUnique({ where: { id: fresh } })).not.toBeNull();
  });

  it("starts over when the customer edits the draft after the warning", async () => {
    const { user } = await customer();
    const order = await draft(user.id);
    const touched = new Date("2032-01-01T00:00:00Z");
    await prisma.order.update({ where: { id: order }, data: { updatedAt: touched } });
    const warnAt = new Date("2032-06-25T00:00:00Z");
    expect((await runRetention(warnAt)).draftWarnings.sent).toBe(1);
    // the customer saves the draft again
    const edited = new Date("2032-06-28T00:00:00Z");
    await prisma.order.update({
      where: { id: order },
      data: { description: "neu", updatedAt: edited },
    });
    const later = new Date("2032-07-15T00:00:00Z");
    const run = await runRetention(later);
    expect(run.draftsDeleted.orders).toBe(0);
    expect(await prisma.order.findUnique({ where: { id: order } })).not.toBeNull();
  });

  it("runs as a sweep of the job queue", async () => {
    const { user } = await customer();
    const order = await draft(user.id);
    await prisma.order.update({
      where: { id: order },
      data: { updatedAt: new Date("2033-01-01T00:00:00Z") },
    });
    const now = new Date("2033-06-25T00:00:00Z");
    expect((await runSweeps({ now })).aufbewahrung).toBe(1);
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: order } })).draftDeletionWarnedAt,
    ).toEqual(now);
  });

  it("/dev/retention runs the rules as of a chosen day for an admin and is 404 in production", async () => {
    const operator = await adminCookieFor((await createCustomer({ isAdmin: true })).id);
    const ok = await thrown(
      devRetentionAction(routeArgs(post("/dev/retention", { date: "2020-01-01" }, operator))),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).counts.contractFiles.failed).toBe(0);
    const bad = await thrown(
      devRetentionAction(routeArgs(post("/dev/retention", { date: "gestern" }, operator))),
    );
    expect(bad.status).toBe(400);

    const saved = { ...process.env };
    Object.assign(process.env, {
      APP_ENV: "production",
      DEV_TOOLS: "0",
      DATABASE_URL: "postgresql://x@127.0.0.1:1/x",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      // the provider's legal details, required in production (§ 5 DDG, § 14 UStG)
      PROVIDER_NAME: "Seitenwerk GmbH",
      PROVIDER_ADDRESS: "Musterstraße 1, 10115 Berlin",
      PROVIDER_EMAIL: "kontakt@seitenwerk.example",
      PROVIDER_VAT_ID: "DE123456789",
      PROVIDER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
      PROVIDER_MANAGING_DIRECTOR: "Erika Mustermann",
    });
    resetEnvCache();
    try {
      const thrownResponse = await thrown(
        Promise.resolve().then(() =>
          devRetentionLoader(routeArgs(getRequest("/dev/retention", operator))),
        ),
      );
      expect(thrownResponse.status).toBe(404);
    } finally {
      process.env = saved;
      resetEnvCache();
    }
  });
});
