-- CreateEnum
CREATE TYPE "check_in_verdict" AS ENUM ('green', 'amber', 'red');

-- CreateTable
CREATE TABLE "check_ins" (
    "id" TEXT NOT NULL,
    "scan_id" TEXT NOT NULL,
    "delegate_id" TEXT,
    "token_id" TEXT,
    "gate" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "scanned_at" TIMESTAMP(3) NOT NULL,
    "recorded_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "by_id" TEXT,
    "verdict" "check_in_verdict" NOT NULL,
    "reason" TEXT NOT NULL,
    "green_for" TEXT,

    CONSTRAINT "check_ins_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "check_ins_scan_id_key" ON "check_ins"("scan_id");

-- CreateIndex
CREATE INDEX "check_ins_delegate_id_day_idx" ON "check_ins"("delegate_id", "day");

-- CreateIndex
CREATE INDEX "check_ins_day_gate_idx" ON "check_ins"("day", "gate");

-- CreateIndex
CREATE UNIQUE INDEX "check_ins_green_for_day_key" ON "check_ins"("green_for", "day");

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_delegate_id_fkey" FOREIGN KEY ("delegate_id") REFERENCES "delegates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_token_id_fkey" FOREIGN KEY ("token_id") REFERENCES "badge_tokens"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_by_id_fkey" FOREIGN KEY ("by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand (Prisma's schema has no CHECK constraints): the green row of a scan, and
-- only it, names its person in green_for, whose unique index with the day keeps one first
-- entry per person and day.
ALTER TABLE "check_ins"
  ADD CONSTRAINT "check_ins_green_check" CHECK (("verdict" = 'green') = ("green_for" IS NOT NULL));
