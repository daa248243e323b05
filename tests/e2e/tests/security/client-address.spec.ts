import { randomInt } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { expect, test } from "../../support/fixtures.ts";
import { adduserBody, adminToken, newAdmin, signInToAdmin } from "../../support/admin-http.ts";

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

/** A tRPC call sent from `localAddress`, a loopback address the server sees as the client's. */
function postFrom(
  localAddress: string,
  url: URL,
  json: unknown,
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  const body = JSON.stringify({ json });
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (answer) => {
        let text = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => (text += chunk));
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

test.describe("sign-in limits that a forged client address does not reset", () => {
  test("the legacy sign-in locks after 10 wrong passwords: 429 with Retry-After, then the right one waits too", async ({
    request,
  }) => {
    const account = await newAdmin(request, await adminToken(request));
    const signIn = (password: string) =>
      request.post("/api/adduser", {
        data: adduserBody(account.nationalId, password),
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

  test("sign-up tells that an account exists only 10 times an hour per address, then every sign-up from it waits (L1, L4)", async ({
    baseURL,
    request,
  }) => {
    // A loopback address of this test's own, so that the sign-ups it spends are not those of the
    // other tests, which all come from 127.0.0.1.
    const address = `127.${1 + randomInt(250)}.${randomInt(256)}.${1 + randomInt(250)}`;
    const freshId = () => String(randomInt(1_000_000_000, 10_000_000_000));
    const digits = freshId();
    const form = (id: string, emailId = id) => ({
      name: "Enumerator",
      email: `enum-${emailId}@example.com`,
      national_id: `3${id.slice(1)}`,
      phone_number: "+966501234567",
      password: `Robots-${id}`,
      c_password: `Robots-${id}`,
      type: 0,
    });
    const signUp = (id = digits, emailId = id) =>
      postFrom(address, new URL("/api/trpc/auth.signUp", baseURL), form(id, emailId));
    expect((await signUp()).status).toBe(200);
    // Probes by the taken national ID and by the taken e-mail, in turns (each national ID's own
    // sign-up limit stays out of the way).
    for (let attempt = 0; attempt < 10; attempt++) {
      const duplicate = attempt % 2 ? await signUp(freshId(), digits) : await signUp(digits, freshId());
      expect(duplicate.status).toBe(409);
      expect(duplicate.text).toMatch(/"message":"(nationalIdTaken|emailTaken)"/);
    }
    // Taken or free, the answer is the same: "wait".
    for (const id of [digits, freshId()]) {
      const limited = await signUp(id);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.text).toMatch(/"message":"tooManyAttempts\?minutes=\d+"/);
    }
    // Another address is not held back (nor told anything more).
    const elsewhere = await request.post("/api/trpc/auth.signUp", { data: { json: form(freshId()) } });
    expect(elsewhere.status()).toBe(200);
  });
});
