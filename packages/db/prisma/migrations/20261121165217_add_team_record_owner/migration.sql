-- AlterTable
ALTER TABLE "team_season_records" ADD COLUMN     "created_by_id" TEXT;
