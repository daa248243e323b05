import type { Database } from "@wro/db";

export function activeFaqs(db: Database) {
  return db.faq.findMany({
    where: { status: true },
    select: { id: true, questionEn: true, questionAr: true, answerEn: true, answerAr: true },
    orderBy: [{ order: "asc" }, { createdAt: "asc" }],
  });
}
