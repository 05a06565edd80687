-- Counters of the old fixed-window store are short-lived: dropping them lets the new
-- NOT NULL column be added (rate-limiter-flexible starts counting afresh).
DELETE FROM "rate_limits";

-- AlterTable
ALTER TABLE "rate_limits" DROP COLUMN "count",
DROP COLUMN "windowStart",
ADD COLUMN     "expire" TIMESTAMP(3),
ADD COLUMN     "points" INTEGER NOT NULL;

-- CreateIndex
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits"("expire");

