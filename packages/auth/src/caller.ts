import type { Database } from "@wro/db";
import { AccessTokenError, verifyAccessToken, type AccessTokenOptions } from "./tokens.ts";

/**
 * Who calls the api, as far as a session can tell: the api's `Caller` without its "system"
 * kind (the api package imports this one, so the shape is repeated rather than imported).
 */
export type SessionCaller = { kind: "anonymous" } | { kind: "user"; id: string; type: number; name: string };

const anonymous: SessionCaller = { kind: "anonymous" };

/**
 * The caller for a user id taken from a session or token. The row is read again on every
 * request, so a disabled or deleted account loses access at once (sessions are JWTs that
 * would otherwise stay valid until they expire), and a changed type applies at once.
 */
export async function callerForUserId(db: Database, id: string | null | undefined): Promise<SessionCaller> {
  if (!id) return anonymous;
  const user = await db.user.findUnique({
    where: { id },
    select: { id: true, type: true, name: true, status: true },
  });
  if (!user?.status) return anonymous;
  return { kind: "user", id: user.id, type: user.type, name: user.name };
}

/** From a next-auth session (`getServerSession`). */
export function callerFromSession(
  db: Database,
  session: { user?: { id?: string | null } | null } | null | undefined,
): Promise<SessionCaller> {
  return callerForUserId(db, session?.user?.id);
}

/** From a decoded next-auth JWT (`getToken`). */
export function callerFromToken(
  db: Database,
  token: { sub?: string | null } | null | undefined,
): Promise<SessionCaller> {
  return callerForUserId(db, token?.sub);
}

/** From a legacy REST access token (`signAccessToken`); anonymous when missing, invalid or expired. */
export async function callerFromAccessToken(
  db: Database,
  token: string | null | undefined,
  options?: AccessTokenOptions,
): Promise<SessionCaller> {
  if (!token) return anonymous;
  try {
    return await callerForUserId(db, (await verifyAccessToken(token, options)).id);
  } catch (error) {
    if (error instanceof AccessTokenError) return anonymous;
    throw error;
  }
}
