import type { SessionUser } from "./users.ts";

// What our sessions carry, for every package that reads them: `{ id, type, name }` and
// never more (no e-mail, no password hash).
declare module "next-auth" {
  interface Session {
    user: SessionUser;
  }
  interface User {
    type: number;
    name: string;
    sessionVersion: number;
    mustChangePassword?: true;
    /** The sign-in passed two-step sign-in (second-factor.ts). */
    secondFactor?: true;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    type?: number;
    /** The account's session version at sign-in; an older one than the account's is revoked. */
    ver?: number;
    /** Set while the account must choose a new password (the admin app sends it there). */
    mcp?: true;
    /** Set when the sign-in passed two-step sign-in: the finance tools need it (issue 36). */
    mfa?: true;
    /**
     * When the session signed in (seconds since 1970). Unlike `iat`, which next-auth renews
     * on every refresh, it stays, so the session's absolute lifetime counts from it.
     */
    sat?: number;
  }
}
