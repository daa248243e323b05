-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "visitor_registration_link" TEXT;
