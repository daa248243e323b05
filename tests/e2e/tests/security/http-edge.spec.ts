import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { e2eAdmin } from "../../support/admin-account.ts";
import { startShippedProxy } from "../../support/nginx.ts";
import { port } from "../../playwright.config.ts";
import { nginxInstalled } from "../../support/topology.ts";
import { expect, test } from "../../support/fixtures.ts";
import { createStudent, newPerson, signUpInput } from "../../support/accounts.ts";
import { trpcCall } from "../../support/trpc.ts";
import { signInToAdmin } from "../../support/admin-http.ts";

// The HTTP edge findings of the outside audit (M1, L5, L6, L7, L8, L10, L11), replayed against
// the production server.

test("next-auth's endpoints refuse a large body with 413 before reading it (M1)", async ({ request }) => {
  // 4 MB is enough to tell: the limit is 16 KB, and a body read whole would be answered 302/200.
  const body = `csrfToken=x&login=1000000001&password=${"x".repeat(4 * 1024 * 1024)}`;
  for (const path of [
    "/api/auth/callback/credentials",
    "/api/auth/callback/admin-credentials",
    "/api/auth/signout",
    "/api/auth/_log",
  ]) {
    const answer = await request.post(path, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: body,
      maxRedirects: 0,
    });
    expect(answer.status(), path).toBe(413);
    expect(await answer.json(), path).toEqual({
      error: { message: "The request is too large (at most 16 KB).", code: "PAYLOAD_TOO_LARGE" },
    });
  }
  // next-auth's own forms still get through.
  expect(await signInToAdmin(request, e2eAdmin.nationalId, e2eAdmin.password)).toBeNull();
});

test("a path with a malformed percent-escape answers 400, JSON for the API and a page otherwise (L5)", async ({
  request,
}) => {
  for (const path of ["/api/%FF", "/api/trpc/%FF", "/api/auth/%FF"]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(400);
    expect(answer.headers()["content-type"], path).toContain("application/json");
    expect(await answer.json(), path).toEqual({
      error: { message: "The address is not valid.", code: "BAD_REQUEST" },
    });
  }
  for (const path of [
    "/uploads/%FF.png",
    "/admin/%FF",
    "/_next/static/%FF",
    "/announcements/%C0%AF/",
    "/ar/%FF/",
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(400);
    expect(answer.headers()["content-type"], path).toContain("text/html");
    const page = await answer.text();
    expect(page, path).toContain("This address is not valid");
    expect(page, path).toContain("هذا العنوان غير صالح");
    // Still an answer of this site: the security headers are on it.
    expect(answer.headers()["x-frame-options"], path).toBe("DENY");
  }
});

test("a stored file is sent with the sandboxing policy, not the site's (L6)", async ({ request }) => {
  const flag = await request.get("/uploads/flags/sa.svg");
  expect(flag.status()).toBe(200);
  expect(flag.headers()["content-type"]).toBe("image/svg+xml");
  expect(flag.headers()["content-security-policy"]).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
});

test("pages may show images from this site only (L8: img-src without UploadThing)", async ({ request }) => {
  for (const path of ["/", "/ar/", "/admin/auth/signin"]) {
    const csp = (await request.get(path, { maxRedirects: 0 })).headers()["content-security-policy"] ?? "";
    expect(csp.split("; "), path).toContain("img-src 'self' data: blob:");
  }
});

test("the Atom feed stays well-formed XML with hostile titles and bodies (L7)", async ({ request }) => {
  expect(await signInToAdmin(request, e2eAdmin.nationalId, e2eAdmin.password)).toBeNull();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const slug = `e2e-feed-${stamp}`;
  const injection = `]]><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script><![CDATA[`;
  const titleEn = `Feed ${stamp} ]]> one ${injection} & <b>bold</b>`;
  const titleAr = `خبر ${stamp} ]]>]]> ${injection}`;
  const created = await trpcCall(request, "announcement.create", {
    slug,
    titleEn,
    titleAr,
    bodyEn: `Body ]]> ]]> ${injection} end`,
    bodyAr: `نص ]]> ${injection}`,
    state: "PUBLISHED",
    publishedAt: new Date().toISOString(),
  });
  try {
    for (const [lang, title] of [
      ["", titleEn],
      ["/ar", titleAr],
    ] as const) {
      let xml = "";
      await expect
        .poll(async () => {
          xml = await (await request.get(`${lang}/announcements/feed.xml`)).text();
          return xml.includes(`/announcements/${slug}/`);
        })
        .toBe(true);
      expect(XMLValidator.validate(xml), lang).toBe(true);
      const { feed } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml) as {
        feed: { entry: Array<{ title: { "#text": string }; id: string }> };
      };
      const entry = feed.entry.find((candidate) => candidate.id.includes(`/announcements/${slug}/`));
      // The title comes back as the text it was, and nothing in the feed became an element.
      expect(entry?.title["#text"], lang).toBe(title);
      expect(JSON.stringify(feed), lang).not.toMatch(/"script"|"b":/);
    }
  } finally {
    await trpcCall(request, "announcement.delete", { id: created.id });
  }
});

test("a page whose URL carries a secret is never kept by a cache, nor by the shipped nginx (L10)", async ({
  request,
}) => {
  for (const path of ["/reset-password/?token=secret-one", "/ar/reset-password/?token=secret-one"]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["cache-control"], path).toBe("private, no-store");
  }

  test.skip(!nginxInstalled(), "needs nginx");
  const dir = mkdtempSync(join(tmpdir(), "wro-edge-nginx-"));
  // nginx started by root runs its workers as an unprivileged user: they must read and write here.
  chmodSync(dir, 0o755);
  const nginx = await startShippedProxy(dir, port + 15, [port]);
  try {
    for (const path of ["/reset-password/?token=secret-two", "/ar/reset-password/?token=secret-two"]) {
      // Asked twice: a cached copy would be answered the second time (X-Cache-Status HIT).
      for (let time = 0; time < 2; time++) {
        const answer = await fetch(`${nginx.baseUrl}${path}`);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get("x-cache-status"), path).toBeNull();
        expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
        await answer.arrayBuffer();
      }
    }
    // Public pages are still cached there.
    await (await fetch(`${nginx.baseUrl}/faq/`)).arrayBuffer();
    expect((await fetch(`${nginx.baseUrl}/faq/`)).headers.get("x-cache-status")).toMatch(
      /HIT|STALE|UPDATING/,
    );
  } finally {
    nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test(`a tRPC batch of more than 10 calls answers 400 before any call runs (L11)`, async ({ request }) => {
  const batch = (calls: number, name: string) => Array.from({ length: calls }, () => name).join(",");
  const ten = await request.get(`/api/trpc/${batch(10, "setting.public")}?batch=1&input={}`);
  expect(ten.status()).toBe(200);
  expect(((await ten.json()) as unknown[]).length).toBe(10);

  const queries = await request.get(`/api/trpc/${batch(200, "setting.public")}?batch=1&input={}`);
  expect(queries.status()).toBe(400);
  const { error } = (await queries.json()) as { error: { json: { data: { code: string } } } };
  expect(error.json.data.code).toBe("BAD_REQUEST");

  const person = newPerson("Student");
  const signUp = signUpInput(person, 0);
  const input = Object.fromEntries(Array.from({ length: 300 }, (_, index) => [index, { json: signUp }]));
  const mutations = await request.post(`/api/trpc/${batch(300, "auth.signUp")}?batch=1`, { data: input });
  expect(mutations.status()).toBe(400);
  // None of them ran: the account can still be made.
  await createStudent(request, person);
});
