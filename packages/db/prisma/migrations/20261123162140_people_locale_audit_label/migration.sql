-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "label" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locale" VARCHAR(2) NOT NULL DEFAULT 'en';
