import { AppError } from "@wro/constants";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { bearerToken, signAccessToken, verifyAccessToken } from "./tokens.ts";

/** The refusal of a token, "expired" or "invalid". */
const refused = (reason: "expired" | "invalid") => ({
  name: "AppError",
  code: "accessTokenRefused",
  details: { reason },
});

const secret = "a-test-secret-that-is-long-enough-for-hs256";
const other = "another-test-secret-that-is-long-enough-too";
const user = { id: "user-1", type: 4, sessionVersion: 3 };

describe("access tokens for the legacy REST adapter", () => {
  it("carry the user's id, type and session version back", async () => {
    const token = await signAccessToken(user, { secret });
    expect(token.split(".")).toHaveLength(3);
    expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString())).toEqual({ alg: "HS256" });
    expect(await verifyAccessToken(token, { secret })).toEqual(user);
  });

  it("expire", async () => {
    const issued = new Date("2025-10-24T06:00:00Z");
    const token = await signAccessToken(user, { secret, now: issued, expiresInSeconds: 60 });
    expect(await verifyAccessToken(token, { secret, now: new Date("2025-10-24T06:00:59Z") })).toEqual(user);
    const error = await verifyAccessToken(token, { secret, now: new Date("2025-10-24T06:01:01Z") }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject(refused("expired"));
  });

  it("default to the session's lifetime", async () => {
    const token = await signAccessToken(user, { secret });
    const { exp, iat } = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
      exp: number;
      iat: number;
    };
    expect(exp - iat).toBe(8 * 60 * 60);
  });

  it("reject a token signed with another secret", async () => {
    const token = await signAccessToken(user, { secret: other });
    await expect(verifyAccessToken(token, { secret })).rejects.toMatchObject(refused("invalid"));
  });

  it("reject a tampered payload (a student making themself admin)", async () => {
    const token = await signAccessToken({ id: "user-2", type: 0 }, { secret });
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, type: 4 })).toString("base64url");
    await expect(verifyAccessToken(`${header}.${forged}.${signature}`, { secret })).rejects.toMatchObject(
      refused("invalid"),
    );
  });

  it("reject unsigned tokens, garbage and tokens of another kind made with the raw secret", async () => {
    const [, payload] = (await signAccessToken(user, { secret })).split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    await expect(verifyAccessToken(none, { secret })).rejects.toMatchObject(refused("invalid"));
    await expect(verifyAccessToken("not-a-token", { secret })).rejects.toMatchObject(refused("invalid"));
    // Signed with AUTH_SECRET itself rather than the derived key: must not pass.
    const raw = await new SignJWT({ type: 4 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setIssuer("wro-saudi")
      .setAudience("wro-legacy-api")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(secret));
    await expect(verifyAccessToken(raw, { secret })).rejects.toMatchObject(refused("invalid"));
  });

  it("read the token from an Authorization header, with or without Bearer", () => {
    expect(bearerToken("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("  ")).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
});
