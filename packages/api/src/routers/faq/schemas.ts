import { z } from "zod";
import {
  expectedUpdatedAtSchema,
  idSchema,
  listInputSchema,
  orderSchema,
  requiredText,
} from "../../forms/common.ts";

export const faqSchema = z.object({
  id: z.string(),
  questionEn: z.string(),
  questionAr: z.string(),
  answerEn: z.string(),
  answerAr: z.string(),
});

/** FAQ form: question and answer in both languages, position in the list, status. */
export const faqFormSchema = z.object({
  questionEn: requiredText(500),
  questionAr: requiredText(500),
  answerEn: requiredText(5000),
  answerAr: requiredText(5000),
  order: orderSchema,
  status: z.boolean().default(true),
});
export const faqCreateSchema = faqFormSchema;
export const faqUpdateSchema = faqFormSchema.extend({
  id: idSchema,
  expectedUpdatedAt: expectedUpdatedAtSchema,
});

export const faqSortFields = [
  "order",
  "questionEn",
  "questionAr",
  "status",
  "createdAt",
  "updatedAt",
] as const;
export const faqListSchema = listInputSchema(faqSortFields);

export const adminFaqSchema = faqSchema.extend({
  order: z.number().int(),
  status: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
