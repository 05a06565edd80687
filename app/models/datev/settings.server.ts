// The stored DATEV set-up (one row); who may use the export is the team matrix ("exports.datev"). The accounts are derived from
// the chart and the account length (schema.ts), never stored, so a preset cannot drift.
import { accountsFor, type Chart, type DatevAccounts, type DatevSettingsInput } from "./schema";
import { prisma } from "~/utils/db.server";

export interface DatevSettings extends DatevSettingsInput {
  accounts: DatevAccounts;
  updatedAt: Date;
}

const SINGLE_ROW = 1;

export async function getDatevSettings(): Promise<DatevSettings | null> {
  const row = await prisma.datevSettings.findUnique({
    where: { id: SINGLE_ROW },
    select: {
      consultantNumber: true,
      clientNumber: true,
      fiscalYearStartMonth: true,
      chart: true,
      accountLength: true,
      updatedAt: true,
    },
  });
  if (!row) return null;
  const chart = row.chart as Chart;
  return { ...row, chart, accounts: accountsFor(chart, row.accountLength) };
}

export async function saveDatevSettings(input: DatevSettingsInput, adminId: string) {
  const data = { ...input, updatedById: adminId };
  await prisma.datevSettings.upsert({
    where: { id: SINGLE_ROW },
    create: { id: SINGLE_ROW, ...data },
    update: data,
  });
}
