-- AlterTable
ALTER TABLE "users" ADD COLUMN     "deletionNote" TEXT;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "draftDeletionWarnedAt" TIMESTAMP(3);

