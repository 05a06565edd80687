-- DropIndex
DROP INDEX "invoices_paymentId_key";

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "billing_profiles" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "company" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT 'DE',
    "vatId" TEXT,
    "contactFirstName" TEXT NOT NULL DEFAULT '',
    "contactLastName" TEXT NOT NULL DEFAULT '',
    "updatedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "billing_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "billing_profiles_userId_key" ON "billing_profiles"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_paymentId_kind_revision_key" ON "invoices"("paymentId", "kind", "revision");

-- AddForeignKey
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

