// The team page (/admin/team) and the invitation link (/admin/einladung): inviting by e-mail
// (a one-time link that expires, read back from a real SMTP sink), accepting it, changing a
// role, deactivating (the open session stops working at the next request, the person is kept)
// and the rule that the last owner can neither be demoted nor deactivated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  cookieFromSetCookie,
  createCustomer,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { drainQueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { hashToken } from "~/models/account/verification.server";
import { loader as dashboardLoader } from "~/routes/admin.dashboard";
import { action as acceptAction, loader as acceptLoader } from "~/routes/admin.einladung";
import { action as teamAction, loader as teamLoader } from "~/routes/admin.team";
import { getAdminUserId } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let owner: { id: string; cookie: string };

beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
  resetEnvCache();
  await startJobs({ work: false, maintenance: false });
  // the only owner of this file's team (the database is emptied for each file), with a
  // password: an accepted member
  const user = await createCustomer({
    email: "inhaberin@team.example",
    firstName: "Ines",
    lastName: "Inhaber",
    staffRole: "owner",
    passwordHash: "x",
  });
  owner = { id: user.id, cookie: await adminCookieFor(user.id) };
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});

const post = (fields: Record<string, string>, cookie = owner.cookie) =>
  thrown(teamAction(routeArgs(formRequest("/admin/team", fields, cookie))));

async function inviteLink(email: string) {
  await drainQueue({ names: ["send-mail"] });
  const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1);
  expect(mail?.subject).toBe("Einladung in das Team von Seitenwerk");
  const token = mail!.text.match(/\/admin\/einladung\?token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describe("inviting", () => {
  it("invites by e-mail; the link sets a password once, signs the person in with the role", async () => {
    const res = await post({
      intent: "invite",
      email: "Paula@Team.Example",
      firstName: "Paula",
      lastName: "Produktion",
      role: "production",
    });
    expect(res.status).toBe(302);
    const person = await prisma.user.findUniqueOrThrow({ where: { email: "paula@team.example" } });
    expect(person).toMatchObject({ isAdmin: true, staffRole: "production", passwordHash: null });
    const token = await inviteLink("paula@team.example");
    // the link expires in 7 days
    const row = await prisma.verification.findUniqueOrThrow({
      where: { tokenHash: hashToken(token) },
    });
    // (createdAt is the database's clock, expiresAt the app's: a few milliseconds apart)
    const validFor = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(validFor - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);

    const page = await thrown(
      acceptLoader(routeArgs(getRequest(`/admin/einladung?token=${token}`))),
    );
    expect(await page.json()).toMatchObject({ invite: { role: "Produktion" } });

    // too short: German message, nothing stored
    const short = await thrown(
      acceptAction(
        routeArgs(
          formRequest(`/admin/einladung?token=${token}`, {
            password: "kurz",
            confirmPassword: "kurz",
          }),
        ),
      ),
    );
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain("mindestens 12 Zeichen");

    const accepted = await thrown(
      acceptAction(
        routeArgs(
          formRequest(`/admin/einladung?token=${token}`, {
            password: "ein-langes-passwort",
            confirmPassword: "ein-langes-passwort",
          }),
        ),
      ),
    );
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/admin/dashboard");
    const cookie = cookieFromSetCookie(accepted.headers.get("Set-Cookie"));
    expect(await getAdminUserId(getRequest("/admin/dashboard", cookie))).toBe(person.id);

    // the link works once
    const again = await thrown(
      acceptLoader(routeArgs(getRequest(`/admin/einladung?token=${token}`))),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).problem).toContain("bereits verwendet");
  });

  it("refuses a customer's address and a bad one in German, and creates nobody", async () => {
    await createCustomer({ email: "kundin@team.example" });
    const before = await prisma.user.count();
    const customer = await post({
      intent: "invite",
      email: "kundin@team.example",
      firstName: "K",
      role: "accounting",
    });
    expect(customer.status).toBe(409);
    expect(JSON.stringify(await customer.json())).toContain("Kundenkonto");
    const bad = await post({ intent: "invite", email: "kein-at", firstName: "", role: "chef" });
    expect(bad.status).toBe(400);
    const text = JSON.stringify(await bad.json());
    expect(text).toContain("gültige E-Mail-Adresse");
    expect(text).toContain("Rolle");
    expect(await prisma.user.count()).toBe(before);
  });

  it("is for the owner only: another role gets 403 and nothing is sent", async () => {
    const lead = await createCustomer({ staffRole: "project_lead" });
    const cookie = await adminCookieFor(lead.id);
    expect((await thrown(teamLoader(routeArgs(getRequest("/admin/team", cookie))))).status).toBe(
      403,
    );
    const res = await post(
      { intent: "invite", email: "neu@team.example", firstName: "Neu", role: "owner" },
      cookie,
    );
    expect(res.status).toBe(403);
    expect(await prisma.user.findUnique({ where: { email: "neu@team.example" } })).toBeNull();
  });
});

describe("roles and deactivation", () => {
  it("changes a role; deactivating ends the open session at once and keeps the person", async () => {
    const member = await createCustomer({ staffRole: "production", passwordHash: "x" });
    const cookie = await adminCookieFor(member.id);
    const dashboard = () =>
      thrown(dashboardLoader(routeArgs(getRequest("/admin/dashboard", cookie))));
    expect((await dashboard()).status).toBe(200);

    expect((await post({ intent: "role", userId: member.id, role: "accounting" })).status).toBe(
      302,
    );
    expect((await prisma.user.findUniqueOrThrow({ where: { id: member.id } })).staffRole).toBe(
      "accounting",
    );

    expect((await post({ intent: "deactivate", userId: member.id })).status).toBe(302);
    const gone = await dashboard();
    expect(gone.status).toBe(302);
    expect(gone.headers.get("Location")).toMatch(/^\/admin\/login/);
    const kept = await prisma.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(kept.deactivatedAt).not.toBeNull();
    expect(await prisma.session.count({ where: { userId: member.id } })).toBe(0);

    expect((await post({ intent: "reactivate", userId: member.id })).status).toBe(302);
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { id: member.id } })).deactivatedAt,
    ).toBeNull();
  });

  it("the last owner can be neither demoted nor deactivated", async () => {
    for (const fields of [
      { intent: "role", userId: owner.id, role: "accounting" } as Record<string, string>,
      { intent: "deactivate", userId: owner.id },
    ]) {
      const res = await post(fields);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toContain("letzte aktive Inhaber");
    }
    expect(await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({
      staffRole: "owner",
      deactivatedAt: null,
    });
    // with a second owner, the first may step down
    const second = await createCustomer({ staffRole: "owner", passwordHash: "x" });
    expect((await post({ intent: "role", userId: owner.id, role: "project_lead" })).status).toBe(
      302,
    );
    await prisma.user.update({ where: { id: owner.id }, data: { staffRole: "owner" } });
    await prisma.user.update({ where: { id: second.id }, data: { staffRole: "production" } });
  });

  it("a deactivated person cannot accept an old invitation", async () => {
    await post({
      intent: "invite",
      email: "spaet@team.example",
      firstName: "Sp",
      role: "production",
    });
    const token = await inviteLink("spaet@team.example");
    const person = await prisma.user.findUniqueOrThrow({ where: { email: "spaet@team.example" } });
    await post({ intent: "deactivate", userId: person.id });
    const page = await thrown(
      acceptLoader(routeArgs(getRequest(`/admin/einladung?token=${token}`))),
    );
    expect(page.status).toBe(400);
  });
});
