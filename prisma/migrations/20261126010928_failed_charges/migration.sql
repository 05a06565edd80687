-- CreateTable
CREATE TABLE "failed_charges" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "stripeInvoiceId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "periodStart" TIMESTAMP(3),
    "periodEnd" TIMESTAMP(3),
    "attemptCount" INTEGER NOT NULL DEFAULT 1,
    "failedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastFailedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "hostedInvoiceUrl" TEXT,
    "paidAt" TIMESTAMP(3),
    "paymentId" UUID,
    "voidedAt" TIMESTAMP(3),
    "isTest" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "failed_charges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "failed_charges_stripeInvoiceId_key" ON "failed_charges"("stripeInvoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "failed_charges_paymentId_key" ON "failed_charges"("paymentId");

-- CreateIndex
CREATE INDEX "failed_charges_orderId_paidAt_idx" ON "failed_charges"("orderId", "paidAt");

-- CreateIndex
CREATE INDEX "failed_charges_paidAt_idx" ON "failed_charges"("paidAt");

-- AddForeignKey
ALTER TABLE "failed_charges" ADD CONSTRAINT "failed_charges_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "failed_charges" ADD CONSTRAINT "failed_charges_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

