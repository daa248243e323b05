-- CreateEnum
CREATE TYPE "issued_document_kind" AS ENUM ('visaLetter', 'participation', 'medal');

-- CreateTable
CREATE TABLE "issued_documents" (
    "id" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "kind" "issued_document_kind" NOT NULL,
    "delegate_id" TEXT NOT NULL,
    "live_key" TEXT,
    "holder_name_latin" TEXT NOT NULL,
    "holder_name_arabic" TEXT NOT NULL,
    "category" TEXT,
    "medal" TEXT,
    "issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "issued_documents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "issued_documents_reference_key" ON "issued_documents"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "issued_documents_live_key_key" ON "issued_documents"("live_key");

-- CreateIndex
CREATE INDEX "issued_documents_delegate_id_kind_idx" ON "issued_documents"("delegate_id", "kind");

-- AddForeignKey
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_delegate_id_fkey" FOREIGN KEY ("delegate_id") REFERENCES "delegates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (Prisma's schema has no CHECK constraints): a live document has a "live_key",
-- a revoked one none, so the unique index on "live_key" is one live document per person and
-- kind whatever writes the rows, and only a medal certificate names a medal and its category.
ALTER TABLE "issued_documents"
  ADD CONSTRAINT "issued_documents_live_check" CHECK (("revoked_at" IS NULL) = ("live_key" IS NOT NULL)),
  ADD CONSTRAINT "issued_documents_medal_check" CHECK (("kind" = 'medal') = ("medal" IS NOT NULL AND "category" IS NOT NULL));
