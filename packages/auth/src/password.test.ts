import { testSeedAdmin } from "@wro/db/testing";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashes", () => {
  it("are salted slow scrypt hashes that only the same password matches", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain("correct horse");
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("wrong password", hash)).toBe(false);
  });

  it("match nothing when the stored value is not one of ours", async () => {
    expect(await verifyPassword("correct horse battery", "")).toBe(false);
    expect(await verifyPassword("correct horse battery", "bcrypt$2b$10$abc")).toBe(false);
  });

  it("include the test databases' admin, whose hash is written out to spare every test database a scrypt", async () => {
    expect(await verifyPassword(testSeedAdmin.password, testSeedAdmin.passwordHash)).toBe(true);
  });
});
