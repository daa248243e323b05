// Values the spec fixes that browser and server code both use, defined once. No dependencies
// and no server code, so every package and app may import it (the admin SPA included).

/** Spec §2, §9: admin tables show 10, 25 or 100 rows a page, 10 by default; pages count from 0. */
export const PAGE_SIZES = [10, 25, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/**
 * User types of spec §3 and §6. The one place that maps numbers to roles. `gate` (issue 37) is
 * gate staff: an account only admins create, which may do nothing but check people in.
 */
export const UserType = { student: 0, coach: 1, entity: 2, admin: 4, gate: 5 } as const;

/** next-auth's provider ids: what each sign-in form passes to `signIn(id, …)`. */
export const credentialsProviderIds = {
  /** /signin: `{ login, password }` — students, coaches, entities (and admins, who land on the dashboard). */
  site: "credentials",
  /** /admin/auth/signin: `{ login, password }` — admins, and gate staff (who get only the gate screen). */
  admin: "admin-credentials",
  /** Single sign-on from the partner platform: `{ token }`. Present only with IDENTITY_PROVIDER=partner. */
  partnerToken: "partner-token",
} as const;
export * from "./messages.ts";
export * from "./errors.ts";
