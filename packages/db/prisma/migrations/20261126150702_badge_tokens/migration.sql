-- CreateTable
CREATE TABLE "badge_tokens" (
    "id" TEXT NOT NULL,
    "delegate_id" TEXT NOT NULL,
    "live_for" TEXT,
    "manual_code" TEXT NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "badge_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "badge_tokens_live_for_key" ON "badge_tokens"("live_for");

-- CreateIndex
CREATE UNIQUE INDEX "badge_tokens_manual_code_key" ON "badge_tokens"("manual_code");

-- CreateIndex
CREATE INDEX "badge_tokens_delegate_id_idx" ON "badge_tokens"("delegate_id");

-- AddForeignKey
ALTER TABLE "badge_tokens" ADD CONSTRAINT "badge_tokens_delegate_id_fkey" FOREIGN KEY ("delegate_id") REFERENCES "delegates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (Prisma's schema has no CHECK constraints): a live token names its own
-- delegate in "live_for", a revoked one names none, so the unique index on "live_for" is
-- exactly one live token per person whatever writes the rows.
ALTER TABLE "badge_tokens"
  ADD CONSTRAINT "badge_tokens_live_check" CHECK (
    ("revoked_at" IS NULL AND "live_for" = "delegate_id") OR ("revoked_at" IS NOT NULL AND "live_for" IS NULL)
  );
