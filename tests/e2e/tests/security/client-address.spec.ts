import { expect, test } from "../fixtures.ts";
import { adminToken, newAdmin, signInToAdmin, uniqueDigits } from "./accounts.ts";

// H2, L1 and M2 of the security audit. No proxy is trusted by the test server (TRUSTED_PROXIES
// is empty), so a client that sends a new X-Forwarded-For with every attempt is still one
// address, and an account locked after ten failures stays locked whatever the header says.

let forwarded = 0;
/** A new X-Forwarded-For (and X-Real-IP) per call, as the auditor sent them. */
const spoofed = () => {
  forwarded += 1;
  const address = `198.51.100.${forwarded % 250}`;
  return { "x-forwarded-for": address, "x-real-ip": address };
};

test.describe("sign-in limits that a forged client address does not reset", () => {
  test("the legacy sign-in locks after 10 wrong passwords: 429 with Retry-After, then the right one waits too", async ({
    request,
  }) => {
    const account = await newAdmin(request, await adminToken(request));
    const signIn = (password: string) =>
      request.post("/api/adduser", {
        data: { national_id: account.nationalId, password, loginType: "national_id", type: 4 },
        headers: spoofed(),
      });
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await signIn("wrong-password")).status()).toBe(401);
    const locked = await signIn("wrong-password");
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(0);
    expect(locked.headers()["e_message"]).toMatch(/^Too many attempts/);
    const right = await signIn(account.password);
    expect(right.status()).toBe(429);
    expect(right.headers()["retry-after"]).toBeTruthy();
  });

  test("the admin portal locks the same way, whatever X-Forwarded-For says", async ({ request }) => {
    const account = await newAdmin(request, await adminToken(request));
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await signInToAdmin(request, account.nationalId, "wrong-password", spoofed())).toBe(
        "invalidCredentials",
      );
    }
    expect(await signInToAdmin(request, account.nationalId, account.password, spoofed())).toMatch(
      /^tooManyAttempts\?minutes=\d+$/,
    );
  });

  test("sign-up tells that a national ID is taken only 10 times, then asks to wait (L1)", async ({
    request,
  }) => {
    const digits = uniqueDigits();
    const signUp = () =>
      request.post("/api/trpc/auth.signUp", {
        headers: spoofed(),
        data: {
          json: {
            name: "Enumerator",
            email: `enum-${digits}@example.com`,
            national_id: `3${digits.slice(1)}`,
            phone_number: "+966501234567",
            password: `Robots-${digits}`,
            c_password: `Robots-${digits}`,
            type: 0,
          },
        },
      });
    expect((await signUp()).status()).toBe(200);
    for (let attempt = 1; attempt < 10; attempt++) {
      const duplicate = await signUp();
      expect(duplicate.status()).toBe(409);
      expect(await duplicate.text()).toMatch(/"message":"(nationalIdTaken|emailTaken)"/);
    }
    const limited = await signUp();
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toMatch(/"message":"tooManyAttempts\?minutes=\d+"/);
  });
});
