-- CreateTable
CREATE TABLE "auto_assignments" (
    "packageType" TEXT NOT NULL,
    "assigneeId" UUID NOT NULL,
    "updatedById" UUID,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "auto_assignments_pkey" PRIMARY KEY ("packageType")
);

-- CreateIndex
CREATE INDEX "auto_assignments_assigneeId_idx" ON "auto_assignments"("assigneeId");

-- AddForeignKey
ALTER TABLE "auto_assignments" ADD CONSTRAINT "auto_assignments_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
