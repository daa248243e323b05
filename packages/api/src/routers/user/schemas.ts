import { UserType } from "@wro/constants";
import { z } from "zod";
import { listShape } from "../../forms/common.ts";
import { adminMessages } from "../../forms/messages.ts";
import { adminUserSchema, adminUserShape, checkAdminUser, normalizeAccountFields } from "../admin/schemas.ts";

/** The people the users screen manages: everyone but admins (who have their own screen), gate staff included. */
export const personTypes = [UserType.student, UserType.coach, UserType.entity, UserType.gate] as const;
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

/**
 * A new national organizer (issue 36: an account of type 2, "entity"): the admin account's
 * fields and rules (spec §5: name, e-mail, phone number, national ID and nationality required).
 * No password from the back office: the organizer chooses one through the link mailed to them.
 * The CLI may give one (test servers, scripts); it then follows the password rule.
 */
export const organizerCreateSchema = z
  .object(
    pickShape(["name", "email", "phoneNumber", "nationalId", "nationality", "password", "confirmPassword"]),
  )
  // "edit": the password is checked only when given.
  .superRefine((values, context) => checkAdminUser("edit")({ ...values, gender: "Male" }, context))
  .transform((values) => {
    const data = normalizeAccountFields({ ...values, gender: "Male" });
    return {
      name: data.name,
      email: data.email,
      phoneNumber: data.phoneNumber,
      nationalId: data.nationalId,
      nationality: data.nationality,
      /** Null: none; the organizer is mailed a link to choose one. */
      password: data.password,
    };
  });
export type OrganizerCreateInput = z.input<typeof organizerCreateSchema>;
export type OrganizerData = z.output<typeof organizerCreateSchema>;

function pickShape<Key extends keyof typeof adminUserShape>(keys: readonly Key[]) {
  return Object.fromEntries(keys.map((key) => [key, adminUserShape[key]])) as Pick<
    typeof adminUserShape,
    Key
  >;
}
