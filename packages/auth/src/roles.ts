import { UserType } from "@wro/constants";

export { UserType };
export type Role = keyof typeof UserType;

/**
 * How the public-route guard reads a user type it does not know (spec §6). It is not a
 * stored type, only the reading of an unknown one, so it is not in `UserType`.
 */
export const JUDGED = "judged";
export type GuardRole = Role | typeof JUDGED;

/**
 * The role of a stored user type. Unknown types read as `fallback`: "student" by default
 * (the admin guard's reading); the public-route guard passes "judged" (spec §6).
 */
export function roleOf(type: number): Role;
export function roleOf<Fallback extends string>(type: number, fallback: Fallback): Role | Fallback;
export function roleOf(type: number, fallback: string = "student"): string {
  const entry = Object.entries(UserType).find(([, value]) => value === type);
  return entry ? entry[0] : fallback;
}
