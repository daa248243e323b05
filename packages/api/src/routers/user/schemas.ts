import { UserType } from "@wro/constants";
import { z } from "zod";
import { listShape } from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";
import { adminUserSchema } from "../admin/schemas.ts";

/** The people the users screen manages: everyone but admins (who have their own screen). */
export const personTypes = [UserType.student, UserType.coach, UserType.entity] as const;
export type PersonType = (typeof personTypes)[number];

export const personSortFields = ["name", "email", "nationalId", "type", "status", "createdAt"] as const;

const { page, pageSize, search, sort, order, status } = listShape(personSortFields);

/** Which people: free text (name, e-mail, national ID, phone), type, status, verified. */
const personFilterShape = {
  search,
  sort,
  order,
  status,
  type: z.literal(personTypes, { error: adminMessages.unknownUserType }).optional(),
  verified: z.boolean().optional(),
};

export const personListSchema = z.object({ page, pageSize, ...personFilterShape }).prefault({});
export type PersonListInput = z.output<typeof personListSchema>;

/** The same filters for a CSV export of everyone matching. */
export const personExportSchema = z.object(personFilterShape).prefault({});
export type PersonFilters = z.output<typeof personExportSchema>;

/** A student, coach or entity as the back office sees it: never the password hash. */
export const personSchema = adminUserSchema.extend({ locale: z.string() });
export type Person = z.infer<typeof personSchema>;
