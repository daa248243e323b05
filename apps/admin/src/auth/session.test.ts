import { describe, expect, it } from "vitest";
import { currentUser, signIn, signOut } from "./session";
import { fakeAuthServer, testAdmin } from "./testing";

describe("the admin session (next-auth's REST endpoints)", () => {
  it("signs in with the admin provider, sending the CSRF token", async () => {
    const server = fakeAuthServer();
    await signIn({ login: "1000000001", password: "WroAdmin-2025" });
    expect(await currentUser()).toEqual(testAdmin);
    expect(server.fetch).toHaveBeenCalledWith(
      "/api/auth/callback/admin-credentials",
      expect.objectContaining({ method: "POST", credentials: "same-origin" }),
    );
  });

  it("rejects with the error next-auth put in its redirect URL", async () => {
    fakeAuthServer({ refusal: "tooManyAttempts?minutes=3" });
    const attempt = signIn({ login: "1000000001", password: "nope" });
    await expect(attempt).rejects.toMatchObject({
      name: "AppError",
      code: "signInRefused",
      message: "tooManyAttempts?minutes=3",
    });
  });

  it("refuses a session that is not an admin's", async () => {
    const student = { id: "s", name: "Student", type: 0 };
    fakeAuthServer({ accounts: [{ login: "1111111111", password: "secret-pass", user: student }] });
    await expect(signIn({ login: "1111111111", password: "secret-pass" })).rejects.toMatchObject({
      name: "AppError",
      code: "signInRefused",
      message: "CredentialsSignin",
    });
  });

  it("reads a visitor as nobody", async () => {
    fakeAuthServer({ user: null });
    expect(await currentUser()).toBeNull();
  });

  it("signs out with the CSRF token", async () => {
    const server = fakeAuthServer({ user: testAdmin });
    await signOut();
    expect(server.signOuts).toBe(1);
    expect(await currentUser()).toBeNull();
  });

  it("reports a sign-out the server did not take", async () => {
    const server = fakeAuthServer({ user: testAdmin });
    server.fetch.mockImplementation(async () => new Response("", { status: 502 }));
    await expect(signOut()).rejects.toThrow();
  });
});
