/** User types of spec §3 and §6. The one place that maps numbers to roles. */
export const UserType = { student: 0, coach: 1, entity: 2, admin: 4 } as const;
export type Role = keyof typeof UserType;

/** The role of a stored user type. Unknown types read as `fallback` (spec §6). */
export function roleOf(type: number, fallback: Role = "student"): Role {
  const entry = Object.entries(UserType).find(([, value]) => value === type);
  return entry ? (entry[0] as Role) : fallback;
}
