-- AlterTable
ALTER TABLE "users" ADD COLUMN     "notifyMessages" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notifyStatus" BOOLEAN NOT NULL DEFAULT true;

