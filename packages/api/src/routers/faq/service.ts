import type { Database, FaqModel, Prisma } from "@wro/db";
import { recordService } from "../../admin/records.ts";
import type { faqSortFields } from "./schemas.ts";

export function activeFaqs(db: Database) {
  return db.faq.findMany({
    where: { status: true },
    select: { id: true, questionEn: true, questionAr: true, answerEn: true, answerAr: true },
    orderBy: [{ order: "asc" }, { createdAt: "asc" }],
  });
}

export const faqs = recordService<FaqModel, (typeof faqSortFields)[number], Prisma.FaqUncheckedCreateInput>({
  entity: "faq",
  delegate: (db) => db.faq,
  searchFields: ["questionEn", "questionAr", "answerEn", "answerAr"],
  defaultSort: { field: "order", order: "asc" },
});
