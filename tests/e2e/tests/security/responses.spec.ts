import { e2eAdmin } from "../../support/admin-account.ts";
import { expect, test } from "../../support/fixtures.ts";
import { signInToAdmin } from "../../support/admin-http.ts";

// M1, M4, M5, M6, L2, L5, L6 and L7 of the security audit, against the production server.

test.describe("what every answer of the production server carries", () => {
  test("security headers on pages, the admin app, the API and static files (M4)", async ({ request }) => {
    const home = await request.get("/");
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(script).toBeTruthy();
    for (const path of [
      "/",
      "/ar/",
      "/registration/",
      "/admin/auth/signin",
      "/api/partners/?status=true",
      script!,
    ]) {
      const headers = (await request.get(path, { maxRedirects: 0 })).headers();
      const csp = headers["content-security-policy"] ?? "";
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "default-src 'self'",
      ])
        expect(csp, path).toContain(directive);
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      // Only the back office (its gate screen reads badges) may use the camera.
      expect(headers["permissions-policy"], path).toContain(
        path.startsWith("/admin/") ? "camera=(self)" : "camera=()",
      );
      expect(headers["x-request-id"], path).toMatch(/^[\w-]{8,}/);
    }
  });

  test("TRACE answers 405 (L2); the admin shell's HTML is only served behind the guard (L5)", async ({
    request,
  }) => {
    const trace = await request.fetch("/", { method: "TRACE" });
    expect(trace.status()).toBe(405);
    expect(trace.headers()["allow"]).toContain("GET");
    for (const path of ["/admin/index.html", "/admin/", "/admin/dashboard"]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(307);
      expect(answer.headers()["location"], path).toContain("/admin/auth/signin");
    }
  });

  test("no answer reveals an internal URL (L6)", async ({ request }) => {
    for (const path of ["/", "/registration/", "/ar/registration/"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-middleware-rewrite"], path).toBeUndefined();
    }
  });

  test("a NUL or a text-direction override in any input answers 400 with no internals (M1, L8)", async ({
    request,
  }) => {
    const leaks = /prisma|invocation|22021|byte sequence|stack/i;
    const input = encodeURIComponent(JSON.stringify({ json: { siteName: "W\u0000RO" } }));
    const query = await request.get(`/api/trpc/setting.public?input=${input}`);
    expect(query.status()).toBe(400);
    expect(await query.text()).not.toMatch(leaks);

    const signUp = await request.post("/api/trpc/auth.signUp", {
      data: {
        json: {
          name: "\u202eevil",
          email: "rlo@example.com",
          national_id: "1\u00002",
          phone_number: "+966501234567",
          password: "Robots-12345",
          c_password: "Robots-12345",
          type: 0,
        },
      },
    });
    expect(signUp.status()).toBe(400);
    expect(await signUp.text()).toContain('"message":"forbiddenCharacters"');

    const error = await signInToAdmin(request, "1000\u00000001", "whatever-password");
    expect(error).toBe("forbiddenCharacters");
    expect(error).not.toMatch(leaks);
  });

  test("tRPC refuses a body over its limit with 413 (M5)", async ({ request }) => {
    const answer = await request.post("/api/trpc/auth.signUp", {
      headers: { "content-type": "application/json" },
      data: JSON.stringify({ json: { name: "x".repeat(2 * 1024 * 1024) } }),
    });
    expect(answer.status()).toBe(413);
  });

  test("signed-in tRPC answers are never stored (L7); sign-out ends the session everywhere (M6)", async ({
    request,
    playwright,
  }) => {
    expect(await signInToAdmin(request, e2eAdmin.nationalId, e2eAdmin.password)).toBeNull();
    const state = await request.storageState();
    const list = await request.get("/api/trpc/admin.list");
    expect(list.status()).toBe(200);
    expect(list.headers()["cache-control"]).toBe("private, no-store");

    // A copy of the cookie, as a thief would keep it.
    const copy = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: state,
    });
    expect((await copy.get("/api/trpc/admin.list")).status()).toBe(200);

    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    await request.post("/api/auth/signout", { form: { csrfToken, json: "true" } });

    expect((await copy.get("/api/trpc/admin.list")).status()).toBe(401);
    expect(await (await copy.get("/api/auth/session")).json()).toEqual({});
    await copy.dispose();
  });
});
