import { z } from "zod";

/**
 * The secret used when none is configured outside production. Public on purpose: it only
 * lets development and test runs start without setup; production refuses to run on it.
 */
export const DEVELOPMENT_AUTH_SECRET = "wro-development-auth-secret-do-not-use-in-production";

const EIGHT_HOURS = 8 * 60 * 60;

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Signs next-auth sessions and our access tokens. At least 32 characters. */
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must have at least 32 characters").optional(),
    /** How long a session (and an access token) lasts, in seconds. */
    AUTH_SESSION_MAX_AGE: z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 24 * 60 * 60)
      .default(EIGHT_HOURS),
    /** Secure cookies; defaults to on in production. Turn off only to serve a production build over plain http. */
    AUTH_SECURE_COOKIES: z.stringbool().optional(),
    /** Where students' and coaches' accounts live: our database, or the partner business platform. */
    IDENTITY_PROVIDER: z.enum(["local", "partner"]).default("local"),
    /** Base URL of the partner business platform (spec §7); its paths are in identity/partner-contract.ts. */
    PARTNER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Where coaches verify their new account; defaults to the partner platform's base URL. */
    PARTNER_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** How long one call to the partner platform may take. */
    PARTNER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  })
  .superRefine((vars, context) => {
    if (vars.NODE_ENV === "production" && !vars.AUTH_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "AUTH_SECRET is required in production",
      });
    }
    if (vars.IDENTITY_PROVIDER === "partner" && !vars.PARTNER_API_URL) {
      context.addIssue({
        code: "custom",
        path: ["PARTNER_API_URL"],
        message: "PARTNER_API_URL is required when IDENTITY_PROVIDER is partner",
      });
    }
  })
  .transform((vars) => ({
    production: vars.NODE_ENV === "production",
    secret: vars.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    sessionMaxAgeSeconds: vars.AUTH_SESSION_MAX_AGE,
    secureCookies: vars.AUTH_SECURE_COOKIES ?? vars.NODE_ENV === "production",
    identityProvider: vars.IDENTITY_PROVIDER,
    partner: vars.PARTNER_API_URL
      ? {
          baseUrl: vars.PARTNER_API_URL,
          verifyUrl: vars.PARTNER_VERIFY_URL ?? vars.PARTNER_API_URL,
          timeoutMs: vars.PARTNER_TIMEOUT_MS,
        }
      : null,
  }));

export type AuthEnv = z.output<typeof schema>;
export type PartnerSettings = NonNullable<AuthEnv["partner"]>;

const authEnvNames = Object.keys(schema.in.shape) as Array<keyof typeof schema.in.shape>;

/** Reads and validates the variables; empty strings count as unset. Throws a readable error. */
export function parseAuthEnv(source: Record<string, string | undefined>): AuthEnv {
  const vars = Object.fromEntries(authEnvNames.map((name) => [name, source[name] || undefined]));
  const result = schema.safeParse(vars);
  if (!result.success) {
    throw new Error(`Invalid auth environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

let cached: AuthEnv | undefined;

/**
 * The process's auth environment, read on first use rather than at import: modules that
 * only need roles or guards (and production builds) must load without AUTH_SECRET.
 */
export function authEnv(): AuthEnv {
  cached ??= parseAuthEnv(process.env);
  return cached;
}
