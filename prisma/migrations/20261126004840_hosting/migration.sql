-- CreateTable
CREATE TABLE "hostings" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "freeFrom" TIMESTAMP(3) NOT NULL,
    "freeUntil" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'free',
    "reminder30SentAt" TIMESTAMP(3),
    "reminder7SentAt" TIMESTAMP(3),
    "decision" TEXT,
    "decidedAt" TIMESTAMP(3),
    "graceUntil" TIMESTAMP(3),
    "shutdownMarkedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "checkoutSessionId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "hostings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "hostings_orderId_key" ON "hostings"("orderId");

-- CreateIndex
CREATE INDEX "hostings_status_freeUntil_idx" ON "hostings"("status", "freeUntil");

-- AddForeignKey
ALTER TABLE "hostings" ADD CONSTRAINT "hostings_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

