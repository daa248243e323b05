import { AppError, credentialsProviderIds } from "@wro/constants";
import type { Database } from "@wro/db";
import type { AuthOptions, User } from "next-auth";
import type { Provider } from "next-auth/providers/index";
import CredentialsExport from "next-auth/providers/credentials";
import { clientIp } from "./client-ip.ts";
import { authEnv, type AuthEnv } from "./env.ts";
import { revokeSessions } from "./caller.ts";
import { authMessages } from "./messages.ts";
import { createIdentityProvider } from "./identity/configured.ts";
import type { IdentityProvider } from "./identity/types.ts";
import { authRateLimiter, type AuthRateLimiter } from "./rate-limit.ts";
import {
  signInWithPartnerToken,
  signInWithPassword,
  type SignedInUser,
  type SignInDeps,
  type SignInPortal,
} from "./sign-in.ts";
import { sessionCallerOf, sessionCookieName } from "./session-caller.ts";
import { sessionDeadline } from "./session-lifetime.ts";
import { decodeSessionToken } from "./session-token.ts";
import { sessionUserOf } from "./users.ts";
import "./next-auth-types.ts";

export interface AuthOptionsDeps {
  db: Database;
  /** Defaults to the process environment. */
  env?: AuthEnv;
  /** Defaults to the one IDENTITY_PROVIDER names. */
  identity?: IdentityProvider;
  /** Defaults to the process's limiter (Redis when REDIS_URL is set). */
  rateLimiter?: AuthRateLimiter;
  /** The clock sessions' lifetimes are measured by (tests). */
  now?: () => Date;
}

export { credentialsProviderIds };

// next-auth is CommonJS with `exports.default`: bundlers unwrap it, Node's own ESM loader
// hands over the whole exports object. Accept both, so scripts and tests run it too.
const Credentials =
  (CredentialsExport as unknown as { default?: typeof CredentialsExport }).default ?? CredentialsExport;

/**
 * next-auth v4 options for the site's /api/auth route (design: "Auth and roles"): JWT
 * sessions in an HttpOnly cookie, credentials checked by our sign-in service.
 */
export function createAuthOptions(deps: AuthOptionsDeps): AuthOptions {
  const env = deps.env ?? authEnv();
  const signInDeps: SignInDeps = {
    db: deps.db,
    identity: deps.identity ?? createIdentityProvider(deps.db, env),
    rateLimiter: deps.rateLimiter ?? authRateLimiter(),
    authSecret: env.secret,
    ...(deps.now ? { now: deps.now } : {}),
  };
  const secure = env.secureCookies;
  const now = deps.now ?? (() => new Date());
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  const passwordProvider = (id: string, portal: SignInPortal) =>
    Credentials({
      id,
      name: portal === "admin" ? "Administrator" : "National ID or e-mail",
      credentials: {
        login: { label: "National ID or e-mail", type: "text" },
        password: { label: "Password", type: "password" },
        // The second step of an account with two-step sign-in: one or the other.
        code: { label: "Code from the authenticator app", type: "text" },
        recoveryCode: { label: "Recovery code", type: "text" },
      },
      authorize: (credentials, request) =>
        asSessionUser(() => signInWithPassword(signInDeps, portal, credentials, clientIp(request.headers))),
    });

  const providers: Provider[] = [
    passwordProvider(credentialsProviderIds.site, "site"),
    passwordProvider(credentialsProviderIds.admin, "admin"),
  ];
  if (signInDeps.identity.kind === "partner") {
    providers.push(
      Credentials({
        id: credentialsProviderIds.partnerToken,
        name: "Partner platform",
        credentials: { token: { label: "Token", type: "text" } },
        authorize: (credentials, request) =>
          asSessionUser(() =>
            signInWithPartnerToken(signInDeps, credentials?.token ?? "", clientIp(request.headers)),
          ),
      }),
    );
  }

  return {
    secret: env.secret,
    session: { strategy: "jwt", maxAge: env.sessionMaxAgeSeconds },
    // Read with a key derived once (session-token.ts); next-auth's `encode` still writes them.
    jwt: { maxAge: env.sessionMaxAgeSeconds, decode: decodeSessionToken },
    useSecureCookies: secure,
    cookies: {
      sessionToken: {
        name: sessionCookieName(secure),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure },
      },
    },
    events: {
      // Sign-out ends the account's sessions everywhere: a copied cookie stops working too.
      async signOut({ token }) {
        if (token?.sub) await revokeSessions(deps.db, token.sub);
      },
    },
    logger: {
      error(code, metadata) {
        // A session whose account was disabled, deleted or signed out since: not worth logging.
        if (AppError.is((metadata as { error?: unknown } | undefined)?.error ?? metadata, "sessionEnded"))
          return;
        console.error(`[next-auth][error][${code}]`, metadata);
      },
      warn: (code) => console.warn(`[next-auth][warn][${code}]`),
      debug: () => {},
    },
    // next-auth's own pages are replaced by the site's; errors come back to the form as ?error=.
    pages: { signIn: "/signin", error: "/signin" },
    providers,
    callbacks: {
      async jwt({ token, user }) {
        // `user` is present only at sign-in; afterwards the token carries what it was given,
        // as long as the account still stands behind it and the session is younger than its
        // absolute lifetime (otherwise next-auth clears the cookie).
        if (user) {
          const signedIn = {
            sub: user.id,
            name: user.name,
            type: user.type,
            ver: user.sessionVersion,
            sat: nowSeconds(),
            // Signed in with two-step sign-in: what the finance tools ask of a session.
            ...(user.secondFactor ? { mfa: true as const } : {}),
          };
          return user.mustChangePassword ? { ...signedIn, mcp: true } : signedIn;
        }
        const caller = await sessionCallerOf(deps.db, token, nowSeconds());
        if (caller.kind === "anonymous") throw new AppError("sessionEnded");
        // Sessions signed in before sign-in times were kept start their lifetime now.
        return token.sat === undefined ? { ...token, sat: nowSeconds() } : token;
      },
      session({ session, token }) {
        // The session tells the browser its real end: the sliding expiry, or sooner the absolute one.
        const deadline = token.sat === undefined ? undefined : sessionDeadline(token.sat, token.type) * 1000;
        const expires =
          deadline !== undefined && deadline < Date.parse(session.expires)
            ? new Date(deadline).toISOString()
            : session.expires;
        return {
          expires,
          user: {
            id: token.sub ?? "",
            type: token.type ?? Number.NaN,
            name: token.name ?? "",
            ...(token.mcp ? { mustChangePassword: true as const } : {}),
            ...(token.mfa ? { secondFactor: true as const } : {}),
          },
        };
      },
    },
  };
}

/**
 * next-auth shows the message of an error thrown by `authorize` to the form as `error` (the
 * page's ?error= or signIn's result), so a refused sign-in throws the user's message.
 */
async function asSessionUser(signIn: () => Promise<SignedInUser>): Promise<User> {
  try {
    const user = await signIn();
    const signedIn = {
      ...sessionUserOf(user),
      sessionVersion: user.sessionVersion,
      ...(user.secondFactor ? { secondFactor: true as const } : {}),
    };
    return user.mustChangePassword ? { ...signedIn, mustChangePassword: true } : signedIn;
  } catch (error) {
    if (AppError.is(error) && error.code !== "internal") throw error;
    // next-auth would put this message in the error page's URL: log it, show nothing of it.
    console.error("Sign-in failed:", error);
    throw new AppError("internal", { message: authMessages.internal, cause: error });
  }
}
