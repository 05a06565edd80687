-- AlterTable
ALTER TABLE "users" ADD COLUMN     "staffNotifyAssigned" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "staffNotifyCorrections" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "staffNotifyMessages" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "staffNotifyPreviewDue" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "previewDueNoticeFor" TEXT,
ADD COLUMN     "previewOverdueNoticeFor" TEXT;
