-- AlterTable
ALTER TABLE "users" ALTER COLUMN "nationality" DROP NOT NULL,
ALTER COLUMN "nationality" DROP DEFAULT,
ALTER COLUMN "gender" DROP NOT NULL,
ALTER COLUMN "gender" DROP DEFAULT;

-- Nothing but the old column defaults ever set these for students, coaches and entities (sign-up
-- never asked, and no screen edits them): what they hold is unknown, not "Male" and "SA".
-- Admins chose theirs on the admin form, so they keep them.
UPDATE "users" SET "gender" = NULL, "nationality" = NULL
WHERE "type" <> 4 AND "gender" = 'Male' AND "nationality" = 'SA';
