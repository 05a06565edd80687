-- AlterTable
ALTER TABLE "users" ADD COLUMN     "deactivatedAt" TIMESTAMP(3),
ADD COLUMN     "staffRole" TEXT;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "assigneeId" UUID;

-- CreateIndex
CREATE INDEX "orders_assigneeId_idx" ON "orders"("assigneeId");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every administrator so far had every right: each becomes an owner (Inhaber).
UPDATE "users" SET "staffRole" = 'owner' WHERE "isAdmin" = true;
