-- AlterTable
ALTER TABLE "events" ADD COLUMN     "venue_address_ar" TEXT,
ADD COLUMN     "venue_address_en" TEXT,
ADD COLUMN     "venue_latitude" DOUBLE PRECISION,
ADD COLUMN     "venue_longitude" DOUBLE PRECISION,
ADD COLUMN     "venue_name_ar" TEXT,
ADD COLUMN     "venue_name_en" TEXT;

-- CreateTable
CREATE TABLE "schedule_days" (
    "id" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "schedule_days_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedule_sessions" (
    "id" TEXT NOT NULL,
    "day_id" TEXT NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3),
    "title_en" TEXT NOT NULL,
    "title_ar" TEXT NOT NULL,
    "category" TEXT,
    "place_en" TEXT,
    "place_ar" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "schedule_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "schedule_days_date_key" ON "schedule_days"("date");

-- CreateIndex
CREATE INDEX "schedule_sessions_day_id_starts_at_idx" ON "schedule_sessions"("day_id", "starts_at");

-- AddForeignKey
ALTER TABLE "schedule_sessions" ADD CONSTRAINT "schedule_sessions_day_id_fkey" FOREIGN KEY ("day_id") REFERENCES "schedule_days"("id") ON DELETE CASCADE ON UPDATE CASCADE;
