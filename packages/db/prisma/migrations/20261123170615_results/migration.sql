-- CreateTable
CREATE TABLE "results" (
    "id" TEXT NOT NULL,
    "season_id" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "place" INTEGER NOT NULL,
    "team_name" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "institution" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "results_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "results_season_id_category_place_key" ON "results"("season_id", "category", "place");

-- AddForeignKey
ALTER TABLE "results" ADD CONSTRAINT "results_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;
