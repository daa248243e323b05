import { z } from "zod";

export const faqSchema = z.object({
  id: z.string(),
  questionEn: z.string(),
  questionAr: z.string(),
  answerEn: z.string(),
  answerAr: z.string(),
});
