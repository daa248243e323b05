-- CreateEnum
CREATE TYPE "contact_message_state" AS ENUM ('new', 'read', 'handled');

-- AlterTable: messages already read keep that state before the old flag goes.
ALTER TABLE "contact_messages" ADD COLUMN     "state" "contact_message_state" NOT NULL DEFAULT 'new';
UPDATE "contact_messages" SET "state" = 'read' WHERE "read";
ALTER TABLE "contact_messages" DROP COLUMN "read";

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens"("user_id");

-- CreateIndex
CREATE INDEX "contact_messages_state_idx" ON "contact_messages"("state");

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
