-- AlterTable
ALTER TABLE "registration_settings" ADD COLUMN     "signatory_name_ar" TEXT,
ADD COLUMN     "signatory_name_en" TEXT,
ADD COLUMN     "signatory_title_ar" TEXT,
ADD COLUMN     "signatory_title_en" TEXT;

-- Written by hand (Prisma's schema has no CHECK constraints): the letters' signatory is whole
-- (name and title in both languages) or not set at all.
ALTER TABLE "registration_settings"
  ADD CONSTRAINT "registration_settings_signatory_check" CHECK (
    ("signatory_name_en" IS NULL) = ("signatory_name_ar" IS NULL)
    AND ("signatory_name_en" IS NULL) = ("signatory_title_en" IS NULL)
    AND ("signatory_name_en" IS NULL) = ("signatory_title_ar" IS NULL)
  );
