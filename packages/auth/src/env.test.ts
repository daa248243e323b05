import { describe, expect, it } from "vitest";
import { DEVELOPMENT_AUTH_SECRET, parseAuthEnv } from "./env.ts";

const productionSecret = "p".repeat(40);

describe("auth environment", () => {
  it("runs with no configuration outside production: dev secret, local accounts, 8 h", () => {
    expect(parseAuthEnv({})).toEqual({
      production: false,
      secret: DEVELOPMENT_AUTH_SECRET,
      sessionMaxAgeSeconds: 8 * 60 * 60,
      secureCookies: false,
      identityProvider: "local",
      partner: null,
    });
  });

  it("requires AUTH_SECRET in production, and secure cookies by default there", () => {
    expect(() => parseAuthEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is required in production/);
    const env = parseAuthEnv({ NODE_ENV: "production", AUTH_SECRET: productionSecret });
    expect(env).toMatchObject({ production: true, secret: productionSecret, secureCookies: true });
    expect(
      parseAuthEnv({ NODE_ENV: "production", AUTH_SECRET: productionSecret, AUTH_SECURE_COOKIES: "false" })
        .secureCookies,
    ).toBe(false);
  });

  it("refuses a short secret", () => {
    expect(() => parseAuthEnv({ AUTH_SECRET: "short" })).toThrow(/at least 32 characters/);
  });

  it("requires PARTNER_API_URL for the partner provider", () => {
    expect(() => parseAuthEnv({ IDENTITY_PROVIDER: "partner" })).toThrow(/PARTNER_API_URL is required/);
    expect(
      parseAuthEnv({ IDENTITY_PROVIDER: "partner", PARTNER_API_URL: "https://steb.example/" }).partner,
    ).toEqual({
      baseUrl: "https://steb.example/",
      verifyUrl: "https://steb.example/",
      timeoutMs: 10_000,
    });
    expect(() => parseAuthEnv({ IDENTITY_PROVIDER: "ldap" })).toThrow(/IDENTITY_PROVIDER/);
  });

  // Redis's settings are their own (redis/env.test.ts).
  it("reads the session length, and treats empty values as unset", () => {
    const env = parseAuthEnv({ AUTH_SESSION_MAX_AGE: "3600", AUTH_SECRET: "" });
    expect(env).toMatchObject({ sessionMaxAgeSeconds: 3600, secret: DEVELOPMENT_AUTH_SECRET });
  });
});
