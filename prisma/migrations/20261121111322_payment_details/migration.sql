-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "lastPaymentError" TEXT,
ADD COLUMN     "paymentMethodType" TEXT,
ADD COLUMN     "subscriptionStatus" TEXT,
ADD COLUMN     "termsAcceptedAt" TIMESTAMP(3);

