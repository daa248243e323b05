-- CreateTable
CREATE TABLE "deployment_facts" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "deployment_facts_pkey" PRIMARY KEY ("name")
);
