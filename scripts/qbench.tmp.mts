import { prisma } from "../app/utils/db.server.ts";
const N = 1000;
async function t(label: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await f();
  const s = performance.now(); const cpu0 = process.cpuUsage();
  for (let i = 0; i < N; i++) await f();
  const cpu = process.cpuUsage(cpu0);
  console.log(label, ((performance.now() - s) / N).toFixed(3), "ms wall", ((cpu.user + cpu.system) / 1000 / N).toFixed(3), "ms cpu");
}
const u = await prisma.user.findFirst();
await t("findFirst session", () => prisma.session.findFirst({ where: { id: "x", kind: "customer", expiresAt: { gt: new Date() } }, select: { user: { select: { id: true, email: true } } } }));
await t("findUnique user", () => prisma.user.findUnique({ where: { id: u?.id ?? crypto.randomUUID() }, select: { id: true, email: true } }));
await t("orders findMany", () => prisma.order.findMany({ where: { userId: u?.id ?? crypto.randomUUID() }, orderBy: { createdAt: "desc" } }));
await t("$queryRaw", () => prisma.$queryRaw`SELECT id, email FROM users WHERE id = ${u?.id ?? crypto.randomUUID()}`);
process.exit(0);
