-- AlterTable
ALTER TABLE "hotels" ADD COLUMN     "distance_km" DOUBLE PRECISION,
ADD COLUMN     "phone_number" TEXT,
ADD COLUMN     "shuttle" BOOLEAN;
