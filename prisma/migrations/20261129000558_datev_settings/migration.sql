-- CreateTable
CREATE TABLE "datev_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "consultantNumber" INTEGER NOT NULL,
    "clientNumber" INTEGER NOT NULL,
    "fiscalYearStartMonth" INTEGER NOT NULL DEFAULT 1,
    "chart" TEXT NOT NULL,
    "accountLength" INTEGER NOT NULL DEFAULT 4,
    "updatedById" UUID,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "datev_settings_pkey" PRIMARY KEY ("id")
);
-- one agency, one set-up: a second row would make "the" settings ambiguous
ALTER TABLE "datev_settings" ADD CONSTRAINT "datev_settings_single_row" CHECK ("id" = 1);
