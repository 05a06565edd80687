-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "domainNotes" TEXT,
ADD COLUMN     "hostingFromAcceptance" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "liveAt" TIMESTAMP(3),
ADD COLUMN     "liveUrl" TEXT;


-- Orders accepted before the go-live step existed keep acceptance as the start of their
-- free hosting year (README, "Hosting after the free year").
UPDATE "orders" SET "hostingFromAcceptance" = true WHERE "acceptedAt" IS NOT NULL;
