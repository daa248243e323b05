-- AlterTable
ALTER TABLE "delegates" ADD COLUMN     "email" TEXT;

-- CreateIndex
CREATE INDEX "delegates_email_idx" ON "delegates"("email");
