-- CreateEnum
CREATE TYPE "order_status" AS ENUM ('draft', 'submitted', 'paid', 'cancelled', 'expired');

-- CreateEnum
CREATE TYPE "payment_provider" AS ENUM ('bank_transfer', 'moyasar');

-- CreateEnum
CREATE TYPE "payment_status" AS ENUM ('pending', 'paid', 'failed', 'refunded');

-- CreateEnum
CREATE TYPE "delegation_status" AS ENUM ('draft', 'submitted', 'paid', 'cancelled');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "finance_permission" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "totp_factors" (
    "user_id" TEXT NOT NULL,
    "encrypted_secret" TEXT NOT NULL,
    "enrolled_at" TIMESTAMP(3),
    "last_used_step" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "totp_factors_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "recovery_codes" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" TEXT NOT NULL,
    "delegation_id" TEXT NOT NULL,
    "status" "order_status" NOT NULL DEFAULT 'draft',
    "sar_per_usd" INTEGER NOT NULL,
    "vat_basis_points" INTEGER NOT NULL,
    "net_halalas" INTEGER NOT NULL DEFAULT 0,
    "vat_halalas" INTEGER NOT NULL DEFAULT 0,
    "total_halalas" INTEGER NOT NULL DEFAULT 0,
    "submitted_at" TIMESTAMP(3),
    "expires_at" TIMESTAMP(3),
    "paid_at" TIMESTAMP(3),
    "cancelled_at" TIMESTAMP(3),
    "provider" "payment_provider",
    "checkout_id" TEXT,
    "checkout_url" TEXT,
    "idempotency_key" TEXT NOT NULL,
    "bank_reference" TEXT,
    "invoice_number" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_lines" (
    "id" TEXT NOT NULL,
    "order_id" TEXT NOT NULL,
    "fee_category_key" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_ar" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price_usd_cents" INTEGER NOT NULL,
    "usd_cents" INTEGER NOT NULL,
    "net_halalas" INTEGER NOT NULL,

    CONSTRAINT "order_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" TEXT NOT NULL,
    "order_id" TEXT NOT NULL,
    "provider" "payment_provider" NOT NULL,
    "gateway_payment_id" TEXT NOT NULL,
    "status" "payment_status" NOT NULL,
    "amount_halalas" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'SAR',
    "recorded_by_id" TEXT,
    "note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refunds" (
    "id" TEXT NOT NULL,
    "payment_id" TEXT NOT NULL,
    "amount_halalas" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "gateway_refund_id" TEXT,
    "refunded_by_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "number_series" (
    "name" TEXT NOT NULL,
    "last_number" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "number_series_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "fee_categories" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "name_ar" TEXT NOT NULL,
    "price_usd_cents" INTEGER NOT NULL,
    "capacity" INTEGER,
    "taken" INTEGER NOT NULL DEFAULT 0,
    "order" INTEGER NOT NULL DEFAULT 0,
    "status" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "fee_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registration_settings" (
    "id" TEXT NOT NULL,
    "site_name" TEXT NOT NULL,
    "season_id" TEXT,
    "opens_at" TIMESTAMP(3) NOT NULL,
    "closes_at" TIMESTAMP(3),
    "sar_per_usd" INTEGER NOT NULL DEFAULT 37500,
    "vat_basis_points" INTEGER NOT NULL DEFAULT 1500,
    "order_expiry_hours" INTEGER NOT NULL DEFAULT 72,
    "seller_name_en" TEXT NOT NULL,
    "seller_name_ar" TEXT NOT NULL,
    "seller_vat_number" TEXT,
    "bank_name" TEXT,
    "bank_account_name" TEXT,
    "bank_iban" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "registration_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "delegations" (
    "id" TEXT NOT NULL,
    "season_id" TEXT NOT NULL,
    "organizer_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "country" CHAR(2) NOT NULL,
    "status" "delegation_status" NOT NULL DEFAULT 'draft',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "delegations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "delegation_teams" (
    "id" TEXT NOT NULL,
    "delegation_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "age_group" TEXT NOT NULL,
    "coach_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "delegation_teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "delegates" (
    "id" TEXT NOT NULL,
    "delegation_id" TEXT NOT NULL,
    "fee_category_key" TEXT NOT NULL,
    "team_id" TEXT,
    "role" TEXT NOT NULL,
    "name_latin" TEXT NOT NULL,
    "name_arabic" TEXT NOT NULL,
    "nationality" CHAR(2) NOT NULL,
    "passport_number" TEXT,
    "date_of_birth" DATE,
    "photo" TEXT,
    "user_id" TEXT,
    "order_id" TEXT,
    "guardian_name" TEXT,
    "guardian_phone" TEXT,
    "guardian_consent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "delegates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "waiting_list_entries" (
    "id" TEXT NOT NULL,
    "delegation_id" TEXT NOT NULL,
    "fee_category_key" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "promoted_at" TIMESTAMP(3),
    "cancelled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "waiting_list_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "recovery_codes_code_hash_key" ON "recovery_codes"("code_hash");

-- CreateIndex
CREATE INDEX "recovery_codes_user_id_idx" ON "recovery_codes"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_checkout_id_key" ON "orders"("checkout_id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_idempotency_key_key" ON "orders"("idempotency_key");

-- CreateIndex
CREATE UNIQUE INDEX "orders_bank_reference_key" ON "orders"("bank_reference");

-- CreateIndex
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders"("invoice_number");

-- CreateIndex
CREATE INDEX "orders_status_created_at_idx" ON "orders"("status", "created_at");

-- CreateIndex
CREATE INDEX "orders_status_expires_at_idx" ON "orders"("status", "expires_at");

-- CreateIndex
CREATE INDEX "orders_delegation_id_created_at_idx" ON "orders"("delegation_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_created_at_idx" ON "orders"("created_at");

-- CreateIndex
CREATE INDEX "order_lines_fee_category_key_idx" ON "order_lines"("fee_category_key");

-- CreateIndex
CREATE UNIQUE INDEX "order_lines_order_id_fee_category_key_key" ON "order_lines"("order_id", "fee_category_key");

-- CreateIndex
CREATE INDEX "payments_order_id_idx" ON "payments"("order_id");

-- CreateIndex
CREATE INDEX "payments_status_created_at_idx" ON "payments"("status", "created_at");

-- CreateIndex
CREATE INDEX "payments_created_at_idx" ON "payments"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "payments_provider_gateway_payment_id_key" ON "payments"("provider", "gateway_payment_id");

-- CreateIndex
CREATE INDEX "refunds_payment_id_idx" ON "refunds"("payment_id");

-- CreateIndex
CREATE INDEX "refunds_created_at_idx" ON "refunds"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "fee_categories_key_key" ON "fee_categories"("key");

-- CreateIndex
CREATE INDEX "fee_categories_order_idx" ON "fee_categories"("order");

-- CreateIndex
CREATE UNIQUE INDEX "registration_settings_site_name_key" ON "registration_settings"("site_name");

-- CreateIndex
CREATE INDEX "registration_settings_season_id_idx" ON "registration_settings"("season_id");

-- CreateIndex
CREATE INDEX "delegations_organizer_id_idx" ON "delegations"("organizer_id");

-- CreateIndex
CREATE INDEX "delegations_status_created_at_idx" ON "delegations"("status", "created_at");

-- CreateIndex
CREATE INDEX "delegations_created_at_idx" ON "delegations"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "delegations_season_id_organizer_id_key" ON "delegations"("season_id", "organizer_id");

-- CreateIndex
CREATE INDEX "delegation_teams_coach_id_idx" ON "delegation_teams"("coach_id");

-- CreateIndex
CREATE INDEX "delegation_teams_category_age_group_idx" ON "delegation_teams"("category", "age_group");

-- CreateIndex
CREATE UNIQUE INDEX "delegation_teams_delegation_id_name_key" ON "delegation_teams"("delegation_id", "name");

-- CreateIndex
CREATE INDEX "delegates_delegation_id_created_at_idx" ON "delegates"("delegation_id", "created_at");

-- CreateIndex
CREATE INDEX "delegates_team_id_idx" ON "delegates"("team_id");

-- CreateIndex
CREATE INDEX "delegates_user_id_idx" ON "delegates"("user_id");

-- CreateIndex
CREATE INDEX "delegates_order_id_idx" ON "delegates"("order_id");

-- CreateIndex
CREATE INDEX "delegates_fee_category_key_idx" ON "delegates"("fee_category_key");

-- CreateIndex
CREATE INDEX "waiting_list_entries_fee_category_key_created_at_idx" ON "waiting_list_entries"("fee_category_key", "created_at");

-- CreateIndex
CREATE INDEX "waiting_list_entries_delegation_id_idx" ON "waiting_list_entries"("delegation_id");

-- AddForeignKey
ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_delegation_id_fkey" FOREIGN KEY ("delegation_id") REFERENCES "delegations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_fee_category_key_fkey" FOREIGN KEY ("fee_category_key") REFERENCES "fee_categories"("key") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_id_fkey" FOREIGN KEY ("refunded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_settings" ADD CONSTRAINT "registration_settings_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_organizer_id_fkey" FOREIGN KEY ("organizer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delegation_teams" ADD CONSTRAINT "delegation_teams_delegation_id_fkey" FOREIGN KEY ("delegation_id") REFERENCES "delegations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delegation_teams" ADD CONSTRAINT "delegation_teams_coach_id_fkey" FOREIGN KEY ("coach_id") REFERENCES "delegates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delegates" ADD CONSTRAINT "delegates_delegation_id_fkey" FOREIGN KEY ("delegation_id") REFERENCES "delegations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delegates" ADD CONSTRAINT "delegates_fee_category_key_fkey" FOREIGN KEY ("fee_category_key") REFERENCES "fee_categories"("key") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "delegates" ADD CONSTRAINT "delegates_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "delegation_teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delegates" ADD CONSTRAINT "delegates_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delegates" ADD CONSTRAINT "delegates_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_delegation_id_fkey" FOREIGN KEY ("delegation_id") REFERENCES "delegations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_fee_category_key_fkey" FOREIGN KEY ("fee_category_key") REFERENCES "fee_categories"("key") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- Written by hand: Prisma's schema has no CHECK constraints, and the schema engine neither
-- writes nor drops them. The database itself refuses what no code may ever store, whichever
-- code writes the row. (No semicolon in these comments: the PostgreSQL driver splits the
-- script at each one.)

-- Capacity: places taken never go below 0 or above the capacity (see FeeCategory): an UPDATE
-- that would oversell fails even if it forgot its WHERE clause, and a capacity cannot be
-- lowered below the places already taken.
ALTER TABLE "fee_categories"
  ADD CONSTRAINT "fee_categories_price_check" CHECK ("price_usd_cents" >= 0),
  ADD CONSTRAINT "fee_categories_capacity_check" CHECK ("capacity" IS NULL OR "capacity" >= 0),
  ADD CONSTRAINT "fee_categories_taken_check" CHECK ("taken" >= 0 AND ("capacity" IS NULL OR "taken" <= "capacity"));

-- Money: whole halalas, positive rates, and totals that add up exactly.
ALTER TABLE "registration_settings"
  ADD CONSTRAINT "registration_settings_rates_check" CHECK ("sar_per_usd" > 0 AND "vat_basis_points" BETWEEN 0 AND 10000),
  ADD CONSTRAINT "registration_settings_expiry_check" CHECK ("order_expiry_hours" > 0),
  ADD CONSTRAINT "registration_settings_window_check" CHECK ("closes_at" IS NULL OR "closes_at" > "opens_at");
ALTER TABLE "orders"
  ADD CONSTRAINT "orders_rates_check" CHECK ("sar_per_usd" > 0 AND "vat_basis_points" BETWEEN 0 AND 10000),
  ADD CONSTRAINT "orders_amounts_check" CHECK ("net_halalas" >= 0 AND "vat_halalas" >= 0 AND "total_halalas" = "net_halalas" + "vat_halalas"),
  ADD CONSTRAINT "orders_invoice_number_check" CHECK ("invoice_number" IS NULL OR "invoice_number" > 0);
ALTER TABLE "order_lines"
  ADD CONSTRAINT "order_lines_amounts_check" CHECK ("quantity" > 0 AND "unit_price_usd_cents" >= 0 AND "usd_cents" = "unit_price_usd_cents" * "quantity" AND "net_halalas" >= 0);
ALTER TABLE "payments"
  ADD CONSTRAINT "payments_amount_check" CHECK ("amount_halalas" >= 0);
ALTER TABLE "refunds"
  ADD CONSTRAINT "refunds_amount_check" CHECK ("amount_halalas" > 0);
ALTER TABLE "waiting_list_entries"
  ADD CONSTRAINT "waiting_list_entries_quantity_check" CHECK ("quantity" > 0);

-- The invoice numbers' series (see NumberSeries): present on every database, seeded or not, so
-- taking a number never has to create it.
INSERT INTO "number_series" ("name", "last_number", "updated_at") VALUES ('invoice', 0, CURRENT_TIMESTAMP);
