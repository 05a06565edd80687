import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { startS3Server } from "../support/s3-server";
import { createDraftOrder } from "~/models/order/order.server";
import { action as uploadAction } from "~/routes/api.orders.$orderId.upload";
import { loader as fileLoader } from "~/routes/files.$documentId";
import { action, loader } from "~/routes/order-details.$orderId";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { getStorage } from "~/utils/storage.server";

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  // uploads in this file go through the S3 code path against a real S3-compatible server
  s3 = await startS3Server();
  Object.assign(process.env, s3.env);
  resetEnvCache();
});
afterAll(async () => {
  for (const key of Object.keys(s3.env)) delete process.env[key];
  resetEnvCache();
  await s3.close();
});

async function customerWithOrder() {
  const user = await createCustomer();
  const order = await createDraftOrder(user.id, {
    ...defaultPackageConfig("standard"),
    additionalPagesCount: 1,
  });
  return { user, orderId: order.id, cookie: await customerCookie(user.id) };
}

const complete = {
  company: "Muster GmbH",
  companyAddress: "Hauptstraße 1",
  companyZip: "10115",
  companyCity: "Berlin",
  contactPerson: "Erika Muster",
  contactPhone: "030 123456",
  industry: "Handwerk",
  description: "Wir bauen Möbel.",
  domain: "muster-moebel",
  domainExtension: ".de",
  designStyle: "modern",
  designPreferences: "Hell und freundlich",
  "pageContents[0].title": "Startseite",
  "pageContents[0].description": "Willkommen",
  "pageContents[1].title": "Über uns",
  "pageContents[1].description": "Geschichte",
  "pageContents[2].title": "Leistungen",
  "pageContents[2].description": "Was wir tun",
  "pageContents[3].title": "Kontakt",
  "pageContents[3].description": "So erreichen Sie uns",
};

describe("order details", () => {
  it("shows the owner's order with 'Startseite' then 'Seite n' and package pages + extra pages", async () => {
    const { orderId, cookie } = await customerWithOrder();
    const data = await (
      await thrown(loader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })))
    ).json();
    expect(data.order.values.pageContents.map((p: { title: string }) => p.title)).toEqual([
      "Startseite",
      "Seite 2",
      "Seite 3",
      "Seite 4",
    ]);
    expect(data.readOnly).toBe(false);
  });

  it("saves a draft without validation and keeps it", async () => {
    const { orderId, cookie } = await customerWithOrder();
    const response = await thrown(
      action(
        routeArgs(
          formRequest(
            `/order-details/${orderId}`,
            { intent: "save-draft", tab: "website", company: "Nur Firma", domain: "halb" },
            cookie,
          ),
          { orderId },
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/order-details/${orderId}?tab=website`);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      company: "Nur Firma",
      domain: "halb",
      companyCity: null,
      status: "draft",
    });
  });

  it("'Speichern und zur Zahlung' names the tab of the first missing field, keeps the input and changes nothing", async () => {
    const { orderId, cookie } = await customerWithOrder();
    const fields = {
      ...complete,
      intent: "save-and-pay",
      designPreferences: "",
      "pageContents[3].description": "",
    };
    const response = await thrown(
      action(routeArgs(formRequest(`/order-details/${orderId}`, fields, cookie), { orderId })),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.missingTab).toBe("website");
    expect(Object.keys(body.result.error)).toEqual(
      expect.arrayContaining(["designPreferences", "pageContents[3].description"]),
    );
    expect(body.result.initialValue.company).toBe("Muster GmbH");
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).company).toBeNull();

    const onlyPages = await thrown(
      action(
        routeArgs(
          formRequest(
            `/order-details/${orderId}`,
            { ...complete, intent: "save-and-pay", "pageContents[1].title": "" },
            cookie,
          ),
          { orderId },
        ),
      ),
    );
    expect((await onlyPages.json()).missingTab).toBe("pages");
  });

  it("saves complete details and goes to checkout", async () => {
    const { orderId, cookie } = await customerWithOrder();
    const response = await thrown(
      action(
        routeArgs(
          formRequest(`/order-details/${orderId}`, { ...complete, intent: "save-and-pay" }, cookie),
          { orderId },
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/checkout/${orderId}`);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      company: "Muster GmbH",
      domain: "muster-moebel",
      designStyle: "modern",
    });
    expect((order.pageContents as unknown[])[1]).toEqual({
      title: "Über uns",
      description: "Geschichte",
    });
    const js = await thrown(
      action(
        routeArgs(
          formRequest(
            `/order-details/${orderId}`,
            { ...complete, intent: "save-and-pay", js: "1" },
            cookie,
          ),
          { orderId },
        ),
      ),
    );
    expect(await js.json()).toMatchObject({ redirectTo: `/checkout/${orderId}` });
  });

  it("a paid order refuses every change with 409 and stays as it was", async () => {
    const { orderId, cookie } = await customerWithOrder();
    await prisma.order.update({
      where: { id: orderId },
      data: { status: "paid", company: "Bezahlt GmbH" },
    });
    const response = await thrown(
      action(
        routeArgs(
          formRequest(`/order-details/${orderId}`, { ...complete, intent: "save-draft" }, cookie),
          { orderId },
        ),
      ),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/bezahlt/);
    const upload = await thrown(
      uploadAction(
        routeArgs(
          multipart(
            `/api/orders/${orderId}/upload?section=company`,
            {},
            [{ field: "files", name: "a.txt", data: Buffer.from("x") }],
            cookie,
          ),
          { orderId },
        ),
      ),
    );
    expect(upload.status).toBe(409);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).company).toBe(
      "Bezahlt GmbH",
    );
    expect(await prisma.uploadedDocument.count({ where: { orderId } })).toBe(0);
    expect(
      (
        await (
          await thrown(
            loader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
          )
        ).json()
      ).readOnly,
    ).toBe(true);
  });

  it("the draft autosave (issue 17 item 3) saves what passes the draft checks, keeps the stored value of a bad field, and never touches a paid order", async () => {
    const { orderId, cookie } = await customerWithOrder();
    const autosave = (fields: Record<string, string>) =>
      thrown(
        action(
          routeArgs(
            formRequest(`/order-details/${orderId}`, { ...fields, intent: "autosave" }, cookie),
            { orderId },
          ),
        ),
      );
    await prisma.order.update({ where: { id: orderId }, data: { vatId: "DE123456789" } });
    const response = await autosave({
      company: "Autosave GmbH",
      vatId: "123 falsch",
      "pageContents[0].title": "Startseite",
      "pageContents[0].description": "",
      "pageContents[1].title": "Über uns",
      colorDescription: "Dunkelgrün",
      "pageContents[1].description": "Unsere Geschichte",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).savedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const saved = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(saved).toMatchObject({
      company: "Autosave GmbH",
      // the malformed USt-IdNr. was left out: the stored one stays
      vatId: "DE123456789",
      colorDescription: "Dunkelgrün",
    });
    expect((saved.pageContents as Array<{ description?: string }>)[1]?.description).toBe(
      "Unsere Geschichte",
    );

    await prisma.order.update({ where: { id: orderId }, data: { status: "paid" } });
    const paid = await autosave({ company: "Geändert GmbH" });
    expect(paid.status).toBe(409);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).company).toBe(
      "Autosave GmbH",
    );
  });

  it("another customer can neither read nor write the order", async () => {
    const { orderId } = await customerWithOrder();
    const intruder = await customerCookie((await createCustomer()).id);
    const read = await thrown(
      loader(routeArgs(getRequest(`/order-details/${orderId}`, intruder), { orderId })),
    );
    expect(read.headers.get("Location")).toBe("/dashboard");
    const write = await thrown(
      action(
        routeArgs(
          formRequest(`/order-details/${orderId}`, { ...complete, intent: "save-draft" }, intruder),
          { orderId },
        ),
      ),
    );
    expect(write.headers.get("Location")).toBe("/dashboard");
    const upload = await thrown(
      uploadAction(
        routeArgs(
          multipart(
            `/api/orders/${orderId}/upload`,
            {},
            [{ field: "files", name: "a.txt", data: Buffer.from("x") }],
            intruder,
          ),
          { orderId },
        ),
      ),
    );
    expect(upload.status).toBe(404);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).company).toBeNull();
  });
});

describe("uploads", () => {
  it("refuses a 21 MB file by name while the form data and the other files are saved", async () => {
    const { orderId, cookie } = await customerWithOrder();
    const small = randomBytes(2048);
    const request = multipart(
      `/order-details/${orderId}`,
      {
        intent: "save-draft",
        company: "Trotzdem gespeichert",
        "pageContents[1].title": "Über uns",
      },
      [
        {
          field: "companyDocuments",
          name: "riesig.pdf",
          data: randomBytes(21 * 1024 * 1024),
          type: "application/pdf",
        },
        { field: "pageDocuments.1", name: "klein.png", data: small, type: "image/png" },
      ],
      cookie,
    );
    const response = await thrown(action(routeArgs(request, { orderId })));
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.uploadErrors).toEqual([
      expect.objectContaining({
        name: "riesig.pdf",
        tooLarge: true,
        message: expect.stringContaining("„riesig.pdf“"),
      }),
    ]);
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { documents: true },
    });
    expect(order.company).toBe("Trotzdem gespeichert");
    expect(order.documents).toEqual([
      expect.objectContaining({
        name: "klein.png",
        section: "page",
        pageIndex: 1,
        size: 2048,
        contentType: "image/png",
      }),
    ]);
    const stored = await getStorage().get(order.documents[0].storageKey);
    const chunks: Buffer[] = [];
    for await (const c of stored.body) chunks.push(Buffer.from(c));
    expect(createHash("sha256").update(Buffer.concat(chunks)).digest("hex")).toBe(
      createHash("sha256").update(small).digest("hex"),
    );
  });

  it("the upload call stores several files and lists them; a 21 MB file alone is 413", async () => {
    const { orderId, cookie } = await customerWithOrder();
    const ok = await thrown(
      uploadAction(
        routeArgs(
          multipart(
            `/api/orders/${orderId}/upload?section=page&pageIndex=2`,
            {},
            [
              { field: "files", name: "a.txt", data: Buffer.from("eins"), type: "text/plain" },
              { field: "files", name: "b.pdf", data: Buffer.from("zwei"), type: "application/pdf" },
            ],
            cookie,
          ),
          { orderId },
        ),
      ),
    );
    expect(ok.status).toBe(200);
    const { files } = await ok.json();
    expect(files).toEqual([
      {
        id: expect.any(String),
        name: "a.txt",
        type: "text/plain",
        size: 4,
        url: expect.stringMatching(/^\/files\//),
      },
      {
        id: expect.any(String),
        name: "b.pdf",
        type: "application/pdf",
        size: 4,
        url: expect.stringMatching(/^\/files\//),
      },
    ]);
    expect(
      await prisma.uploadedDocument.count({ where: { orderId, section: "page", pageIndex: 2 } }),
    ).toBe(2);
    const big = await thrown(
      uploadAction(
        routeArgs(
          multipart(
            `/api/orders/${orderId}/upload`,
            {},
            [{ field: "files", name: "gross.bin", data: randomBytes(21 * 1024 * 1024) }],
            cookie,
          ),
          { orderId },
        ),
      ),
    );
    expect(big.status).toBe(413);
    expect(await prisma.uploadedDocument.count({ where: { orderId } })).toBe(2);
  });

  it("stores hostile file names safely and serves files only as attachments to their owner", async () => {
    const { orderId, cookie } = await customerWithOrder();
    const names = [
      "../../etc/passwd",
      "..\\..\\boot.ini",
      "bö\u0000se\u202e.html",
      "<script>alert(1)</script>.svg",
    ];
    const response = await thrown(
      uploadAction(
        routeArgs(
          multipart(
            `/api/orders/${orderId}/upload`,
            {},
            names.map((name) => ({
              field: "files",
              name,
              data: Buffer.from("<script>alert(1)</script>"),
              type: "text/html",
            })),
            cookie,
          ),
          { orderId },
        ),
      ),
    );
    const { files } = await response.json();
    expect(files.map((f: { name: string }) => f.name)).toEqual([
      "passwd",
      "boot.ini",
      "böse.html",
      "script_.svg",
    ]);
    const docs = await prisma.uploadedDocument.findMany({ where: { orderId } });
    for (const d of docs)
      expect(d.storageKey).toMatch(new RegExp(`^orders/${orderId}/[0-9a-f-]{36}$`));

    const download = await thrown(
      fileLoader(routeArgs(getRequest(files[2].url, cookie), { documentId: files[2].id })),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(download.headers.get("Content-Disposition")).toBe(
      `attachment; filename="b_se.html"; filename*=UTF-8''b%C3%B6se.html`,
    );
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await download.text()).toBe("<script>alert(1)</script>");

    const stranger = await customerCookie((await createCustomer()).id);
    expect(
      (
        await thrown(
          fileLoader(routeArgs(getRequest(files[0].url, stranger), { documentId: files[0].id })),
        )
      ).status,
    ).toBe(404);
    expect(
      (await thrown(fileLoader(routeArgs(getRequest(files[0].url), { documentId: files[0].id }))))
        .status,
    ).toBe(401);
  });

  it("customers remove a document while the order is not paid", async () => {
    const { orderId, cookie } = await customerWithOrder();
    const { files } = await (
      await thrown(
        uploadAction(
          routeArgs(
            multipart(
              `/api/orders/${orderId}/upload`,
              {},
              [{ field: "files", name: "weg.txt", data: Buffer.from("x") }],
              cookie,
            ),
            { orderId },
          ),
        ),
      )
    ).json();
    const key = (await prisma.uploadedDocument.findUniqueOrThrow({ where: { id: files[0].id } }))
      .storageKey;
    const response = await thrown(
      action(
        routeArgs(
          formRequest(
            `/order-details/${orderId}`,
            { intent: `delete-document:${files[0].id}`, company: "Dabei gespeichert" },
            cookie,
          ),
          { orderId },
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(await prisma.uploadedDocument.count({ where: { orderId } })).toBe(0);
    await expect(getStorage().get(key)).rejects.toBeTruthy();
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).company).toBe(
      "Dabei gespeichert",
    );
  });
});
