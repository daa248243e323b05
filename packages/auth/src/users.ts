import type { Database } from "@wro/db";

/**
 * The columns of a user that may leave the server. Every read that ends up in a session,
 * a procedure output or a token goes through this selection, so the password hash never does.
 */
export const publicUserSelect = {
  id: true,
  name: true,
  email: true,
  nationalId: true,
  phoneNumber: true,
  type: true,
  picture: true,
  nationality: true,
  status: true,
  verified: true,
  sessionVersion: true,
  mustChangePassword: true,
} as const;

export interface PublicUser {
  id: string;
  name: string;
  email: string;
  nationalId: string;
  phoneNumber: string;
  type: number;
  picture: string;
  /** Null until the person gives it: sign-up does not ask. */
  nationality: string | null;
  status: boolean;
  verified: boolean;
  sessionVersion: number;
  mustChangePassword: boolean;
}

/** What a session carries about its user (spec §4: enough to route and to greet). */
export interface SessionUser {
  id: string;
  type: number;
  name: string;
  /** Present (true) while the account must choose a new password before anything else. */
  mustChangePassword?: true;
  /** Present (true) when this session signed in with two-step sign-in (a code or a recovery code). */
  secondFactor?: true;
}

export const sessionUserOf = (user: Pick<PublicUser, "id" | "type" | "name">): SessionUser => ({
  id: user.id,
  type: user.type,
  name: user.name,
});

/**
 * The account a national ID or e-mail address names. The national ID is tried first so that
 * the answer never depends on row order; e-mails are stored lowercase.
 */
export async function findUserByLogin(db: Database, login: string) {
  const value = login.trim();
  const select = { ...publicUserSelect, passwordHash: true } as const;
  return (
    (await db.user.findUnique({ where: { nationalId: value }, select })) ??
    (await db.user.findUnique({ where: { email: value.toLowerCase() }, select }))
  );
}

export function findPublicUser(db: Database, id: string) {
  return db.user.findUnique({ where: { id }, select: publicUserSelect });
}
