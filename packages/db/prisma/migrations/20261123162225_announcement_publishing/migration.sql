-- CreateEnum
CREATE TYPE "AnnouncementState" AS ENUM ('DRAFT', 'SCHEDULED', 'PUBLISHED');

-- AlterTable
ALTER TABLE "announcements" ADD COLUMN     "image" TEXT,
ADD COLUMN     "state" "AnnouncementState" NOT NULL DEFAULT 'PUBLISHED';

-- CreateIndex
CREATE INDEX "announcements_state_published_at_idx" ON "announcements"("state", "published_at");
