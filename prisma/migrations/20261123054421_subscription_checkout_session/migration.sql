-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "checkoutSessionId" TEXT;

