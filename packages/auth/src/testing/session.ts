import { encode, type JWT } from "next-auth/jwt";
import { sessionCookieName, type RequestCookies } from "../session-caller.ts";

/** A request's cookies holding `token` as next-auth's sign-in writes the session cookie (its own `encode`). */
export async function sessionCookies(
  token: JWT,
  secret: string,
  { maxAge = 60 * 60, secure = false }: { maxAge?: number; secure?: boolean } = {},
): Promise<RequestCookies> {
  const value = await encode({ token, secret, maxAge });
  return { getAll: () => [{ name: sessionCookieName(secure), value }] };
}
