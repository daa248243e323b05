import { hkdfSync } from "node:crypto";
import { EncryptJWT } from "jose";
import { decode, encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { decodeSessionToken, openSessionToken } from "./session-token.ts";

const secret = "test-secret-test-secret-test-secret-123";
const token = { sub: "user-1", name: "Sara", type: 0, ver: 2, sat: 1_764_000_000 };
const now = () => Math.floor(Date.now() / 1000);

/** next-auth's session key for `secret` (HKDF-SHA256, as its jwt module derives it). */
const keyOf = (key: string, length = 32) =>
  new Uint8Array(hkdfSync("sha256", key, "", "NextAuth.js Generated Encryption Key", length));

/** A JWE like next-auth's, with the header (and key) given. */
const encrypted = (header: { alg: string; enc: string; [name: string]: unknown }, key = keyOf(secret)) =>
  new EncryptJWT(token)
    .setProtectedHeader(header)
    .setIssuedAt()
    .setExpirationTime(now() + 60)
    .encrypt(key);

/** `jwe` with one character of its `index`-th part changed. */
function altered(jwe: string, index: number): string {
  const parts = jwe.split(".");
  const part = parts[index]!;
  const at = Math.floor(part.length / 2);
  parts[index] = `${part.slice(0, at)}${part[at] === "A" ? "B" : "A"}${part.slice(at + 1)}`;
  return parts.join(".");
}

describe("session tokens", () => {
  it("opens next-auth's session cookie, and next-auth opens what it wrote alike", async () => {
    const jwe = await encode({ token, secret, maxAge: 60 });
    const opened = openSessionToken(jwe, secret);
    expect(opened).toMatchObject(token);
    expect(opened).toEqual(await decode({ token: jwe, secret }));
    // As next-auth's `jwt.decode` option.
    expect(decodeSessionToken({ token: jwe, secret })).toEqual(opened);
    expect(decodeSessionToken({ token: undefined, secret })).toBeNull();
  });

  it("refuses a token changed anywhere: header, IV, ciphertext or tag", async () => {
    const jwe = await encode({ token, secret, maxAge: 60 });
    for (const index of [0, 2, 3, 4]) expect(openSessionToken(altered(jwe, index), secret)).toBeNull();
    // A shortened tag is not a weaker check: it is refused.
    const parts = jwe.split(".");
    parts[4] = Buffer.from(parts[4]!, "base64url").subarray(0, 12).toString("base64url");
    expect(openSessionToken(parts.join("."), secret)).toBeNull();
    expect(openSessionToken(`${jwe}.`, secret)).toBeNull();
    expect(openSessionToken("not-a-token", secret)).toBeNull();
  });

  it("refuses a token made with another secret or for another salt", async () => {
    const jwe = await encode({ token, secret: "another-secret-another-secret-12345", maxAge: 60 });
    expect(openSessionToken(jwe, secret)).toBeNull();
    const salted = await encode({ token, secret, salt: "authjs.session-token", maxAge: 60 });
    expect(openSessionToken(salted, secret)).toBeNull();
    expect(openSessionToken(salted, secret, { salt: "authjs.session-token" })).toMatchObject(token);
  });

  it("refuses an expired token, with next-auth's 15 s of clock tolerance", async () => {
    const jwe = await encode({ token, secret, maxAge: 60 });
    const exp = openSessionToken(jwe, secret)!.exp as number;
    expect(openSessionToken(jwe, secret, { nowSeconds: exp + 14 })).toMatchObject(token);
    expect(openSessionToken(jwe, secret, { nowSeconds: exp + 15 })).toBeNull();
  });

  it("accepts only what next-auth writes: dir and A256GCM, nothing else in the header, an expiry", async () => {
    expect(openSessionToken(await encrypted({ alg: "dir", enc: "A256GCM" }), secret)).toMatchObject(token);
    expect(openSessionToken(await encrypted({ alg: "dir", enc: "A256GCM", kid: "x" }), secret)).toBeNull();
    expect(
      openSessionToken(await encrypted({ alg: "dir", enc: "A128GCM" }, keyOf(secret, 16)), secret),
    ).toBeNull();
    const noExpiry = await new EncryptJWT(token)
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .encrypt(keyOf(secret));
    expect(openSessionToken(noExpiry, secret)).toBeNull();
    const notYet = await new EncryptJWT(token)
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setExpirationTime(now() + 120)
      .setNotBefore(now() + 60)
      .encrypt(keyOf(secret));
    expect(openSessionToken(notYet, secret)).toBeNull();
  });
});
