import { UserType, type Role } from "@wro/auth";
import { z } from "zod";
import { accountSchema } from "../admin/schemas.ts";

export { signUpSchema } from "@wro/auth";

const roles = Object.keys(UserType) as [Role, ...Role[]];

/** What a signed-in user may see of their own account: never the password hash. */
export const publicProfileSchema = accountSchema.extend({ role: z.enum(roles) });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * How sign-up ended (spec §4). "signedIn": a student, whose account is ready; the site then
 * signs them in through next-auth with the credentials just sent. "verifyAccount": a coach,
 * who is told to verify (spec §8) and, with the partner platform, sent to `verifyUrl`.
 */
export const signUpResultSchema = z.object({
  outcome: z.enum(["signedIn", "verifyAccount"]),
  user: publicProfileSchema.optional(),
  verifyUrl: z.url().optional(),
});
export type SignUpResult = z.infer<typeof signUpResultSchema>;
