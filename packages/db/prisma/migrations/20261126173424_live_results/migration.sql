-- CreateTable
CREATE TABLE "result_holds" (
    "season_id" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "result_holds_pkey" PRIMARY KEY ("season_id","category")
);

-- CreateTable
CREATE TABLE "result_events" (
    "id" BIGSERIAL NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "result_events_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "result_holds" ADD CONSTRAINT "result_holds_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;
