import { z } from "zod";

export const countrySchema = z.object({
  id: z.string(),
  code: z.string().length(2),
  nameEn: z.string(),
  nameAr: z.string(),
  flag: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
