import { describe, expect, it } from "vitest";
import { DEVELOPMENT_ADMIN_PASSWORD, firstAdminPassword } from "./env.ts";

describe("the first admin's password (security audit M7)", () => {
  it("is ADMIN_PASSWORD when set, with nothing more to do", () => {
    expect(
      firstAdminPassword({ ADMIN_PASSWORD: "a-real-secret-1", DATABASE_URL: "postgres://db/wro" }),
    ).toEqual({
      password: "a-real-secret-1",
      mustChangePassword: false,
    });
  });

  it("refuses the documented development password outside a local start (a PostgreSQL database)", () => {
    expect(() =>
      firstAdminPassword({ ADMIN_PASSWORD: undefined, DATABASE_URL: "postgres://db/wro" }),
    ).toThrow(/ADMIN_PASSWORD is required/);
  });

  it("gives a local start the development password, to be changed at the first sign-in", () => {
    expect(firstAdminPassword({ ADMIN_PASSWORD: undefined, DATABASE_URL: undefined })).toEqual({
      password: DEVELOPMENT_ADMIN_PASSWORD,
      mustChangePassword: true,
    });
  });
});
