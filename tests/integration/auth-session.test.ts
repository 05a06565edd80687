// Who counts as signed in: the one lookup every signed-in request runs (auth.server.ts).
import { describe, expect, it } from "vitest";
import { createCustomer, customerCookie, thrown } from "../support/fixtures";
import { getUser, getUserId, requireUser } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";

const requestWith = (cookie: string) =>
  new Request("http://localhost/dashboard", { headers: { Cookie: cookie } });

describe("signed-in customer", () => {
  it("a live customer session yields its user with the fields pages use", async () => {
    const user = await createCustomer();
    const request = requestWith(await customerCookie(user.id));
    expect(await getUserId(request)).toBe(user.id);
    expect(await getUser(request)).toEqual({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      emailVerified: true,
      isAdmin: false,
      needsPasswordSetup: false,
    });
  });

  it("an expired, deleted or admin session, or no cookie, is nobody", async () => {
    const user = await createCustomer();
    const cookie = await customerCookie(user.id);
    const sessionId = (await prisma.session.findFirstOrThrow({ where: { userId: user.id } })).id;
    await prisma.session.update({
      where: { id: sessionId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await getUserId(requestWith(cookie))).toBeNull();
    await prisma.session.update({
      where: { id: sessionId },
      data: { expiresAt: new Date(Date.now() + 60_000), kind: "admin" },
    });
    expect(await getUserId(requestWith(cookie))).toBeNull();
    await prisma.session.update({ where: { id: sessionId }, data: { kind: "customer" } });
    expect(await getUserId(requestWith(cookie))).toBe(user.id);
    await prisma.session.delete({ where: { id: sessionId } });
    expect(await getUserId(requestWith(cookie))).toBeNull();
    expect(await getUserId(new Request("http://localhost/dashboard"))).toBeNull();
    const response = await thrown(requireUser(requestWith(cookie)));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard");
  });
});
