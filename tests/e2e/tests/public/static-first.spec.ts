import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { e2eAdmin } from "../../support/admin-account.ts";
import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "../../support/fixtures.ts";
import { addPartners } from "../../support/public-content.ts";
import { firstItem, trpcCall, type Json } from "../../support/trpc.ts";

/**
 * Public pages are the same cached HTML for every visitor, shared caches may keep them, and an
 * admin change shows on the affected pages within two seconds (issue "Static-first public site").
 */

const sharedCacheable = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/;
const admin = { login: e2eAdmin.nationalId, password: e2eAdmin.password };

/** The public pages of the spec in both languages, as the sitemap lists them. */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

async function signInAsAdmin(page: Page) {
  await page.goto("/admin/auth/signin");
  await page.locator('input[name="login"]').fill(admin.login);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user: { name: string } };
  return session.user.name;
}

/** A visitor without cookies: what nginx or a CDN would fetch and keep. */
let anonymous: APIRequestContext;
test.beforeAll(async () => {
  anonymous = await playwrightRequest.newContext({ baseURL });
});
test.afterAll(async () => {
  await anonymous.dispose();
});

test.describe("cache headers", () => {
  test("every public page, in both languages, is shared-cacheable and served without an internal hop", async () => {
    const paths = await publicPaths(anonymous);
    expect(paths.length).toBeGreaterThanOrEqual(30);
    for (const path of paths) {
      const response = await anonymous.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toMatch(sharedCacheable);
      expect(response.headers()["x-middleware-rewrite"], path).toBeUndefined();
    }
  });

  test("a public page is served from Next's cache after its first request", async () => {
    await anonymous.get("/transportation/");
    const again = await anonymous.get("/transportation/");
    expect(again.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  });

  test("pages and answers that depend on the caller are never shared-cacheable", async () => {
    for (const path of ["/signin/", "/ar/signin/", "/account/", "/team-registration/", "/api/auth/session"]) {
      const response = await anonymous.get(path, { maxRedirects: 0 });
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, path).not.toContain("public");
      expect(cacheControl, path).not.toContain("s-maxage");
    }
    // The home page of a visitor who chose Arabic is a redirect that depends on the cookie.
    const redirect = await anonymous.get("/", { headers: { cookie: "lang=ar" }, maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers()["cache-control"] ?? "").not.toContain("public");
  });

  test("the site's icons and share image are kept a day", async () => {
    for (const file of [
      "/icon.svg",
      "/favicon.ico",
      "/apple-touch-icon.png",
      "/icon-192.png",
      "/og-image.jpg",
    ]) {
      const response = await anonymous.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe("public, max-age=86400");
    }
  });

  test("hashed assets are immutable", async () => {
    const html = await (await anonymous.get("/")).text();
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await anonymous.get(script!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

for (const [lang, home] of [
  ["en", "/"],
  ["ar", "/ar/"],
] as const) {
  test(`an anonymous visitor's page does not ask the app who is signed in (${lang})`, async ({ page }) => {
    const authRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/auth/")) authRequests.push(request.url());
    });
    await page.goto(home);
    await expect(page.locator('[data-session="visitor"]')).toBeAttached();
    await expect(page.getByRole("link", { name: lang === "ar" ? "تسجيل الدخول" : "Sign in" })).toBeVisible();
    expect(authRequests).toEqual([]);
  });

  test(`a signed-in visitor gets the same public HTML, and the account menu after load (${lang})`, async ({
    page,
  }) => {
    const name = await signInAsAdmin(page);
    const signedIn = await page.request.get(home);
    expect(signedIn.headers()["cache-control"]).toMatch(sharedCacheable);
    const html = await signedIn.text();
    expect(html).not.toContain(name);
    expect(html).toBe(await (await anonymous.get(home)).text());

    await page.goto(home);
    const menu = page.getByRole("button", { name: new RegExp(name) });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("link", { name: lang === "ar" ? "تسجيل الدخول" : "Sign in" })).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: lang === "ar" ? "القائمة" : "Menu", exact: true }).click();
    await expect(menu).toBeVisible();
  });
}

test.describe("an admin change shows on the public pages within two seconds", () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ baseURL });
    await signInAsAdmin(page);
  });
  test.afterAll(async () => {
    await page.close();
  });

  const call = (path: string, input: unknown, method?: "query" | "mutation") =>
    trpcCall(page.request, path, input, method);
  const firstOf = (path: string, input?: Json) => firstItem(page.request, path, input);

  /**
   * Loads each page twice (so it is in Next's cache), runs the change, then expects every page
   * to show it within two seconds.
   */
  async function expectChangeShown(
    paths: string[],
    change: () => Promise<unknown>,
    shown: (html: string, path: string) => boolean,
  ) {
    for (const path of paths) {
      await anonymous.get(path);
      expect((await anonymous.get(path)).headers()["x-nextjs-cache"], path).toMatch(/HIT|STALE/);
    }
    await change();
    for (const path of paths) {
      await expect
        .poll(async () => shown(await (await anonymous.get(path)).text(), path), {
          message: path,
          timeout: 2_000,
          intervals: [100],
        })
        .toBe(true);
    }
  }

  /**
   * Saves `changes` on a record and expects each page to show its text within two seconds,
   * then saves the record back as it was and expects the pages to follow again (later tests
   * see the seed's data).
   */
  async function editThenRestore(
    procedure: string,
    record: Json,
    changes: Json,
    texts: Record<string, string>,
  ) {
    const paths = Object.keys(texts);
    await expectChangeShown(
      paths,
      () => call(`${procedure}.update`, { ...record, ...changes, expectedUpdatedAt: record.updatedAt }),
      (html, path) => html.includes(texts[path]!),
    );
    const current = await call(`${procedure}.byId`, { id: record.id }, "query");
    await expectChangeShown(
      paths,
      () => call(`${procedure}.update`, { ...record, expectedUpdatedAt: current.updatedAt }),
      (html, path) => !html.includes(texts[path]!),
    );
  }

  test("a partner switched off leaves the home page", async () => {
    // The demo content has none: the test partners, as an admin adds them.
    await addPartners(page.request);
    const partner = await firstOf("partner.list", { search: "" });
    // The stored file's name appears in the page whatever URL the image is served from.
    const logo = String(partner.filePath).split("/").pop()!;
    expect(await (await anonymous.get("/")).text()).toContain(logo);
    await expectChangeShown(
      ["/", "/ar/"],
      () => call("partner.setStatus", { id: partner.id, value: false }),
      (html) => !html.includes(logo),
    );
    await expectChangeShown(
      ["/", "/ar/"],
      () => call("partner.setStatus", { id: partner.id, value: true }),
      (html) => html.includes(logo),
    );
  });

  test("an edited announcement shows on /announcements/ in both languages", async () => {
    // A published one: the admin specs leave drafts and scheduled ones, which the page never shows.
    const announcement = await firstOf("announcement.list", { state: "PUBLISHED" });
    const stamp = Date.now();
    const titleEn = `Announcement edited ${stamp}`;
    const titleAr = `إعلان معدل ${stamp}`;
    await editThenRestore(
      "announcement",
      announcement,
      { titleEn, titleAr },
      { "/announcements/": titleEn, "/ar/announcements/": titleAr },
    );
  });

  test("an edited FAQ item shows in the footer of every page", async () => {
    const faq = await firstOf("faq.list");
    const questionEn = `Question edited ${Date.now()}`;
    await editThenRestore("faq", faq, { questionEn }, { "/visa/": questionEn, "/about-us/": questionEn });
  });

  test("an edited hotel shows on the hotels page", async () => {
    const hotel = await firstOf("hotel.list");
    const nameAr = `فندق معدل ${Date.now()}`;
    await editThenRestore("hotel", hotel, { nameAr }, { "/ar/Hotels/": nameAr, "/ar/hotels/": nameAr });
  });

  test("a new event date shows on the home page", async () => {
    const event = await firstOf("event.list");
    const eventDate = new Date(String(event.eventDate));
    eventDate.setUTCDate(eventDate.getUTCDate() + 1);
    const shown = `dateTime="${eventDate.toISOString()}"`;
    await editThenRestore(
      "event",
      event,
      { eventDate: eventDate.toISOString() },
      { "/": shown, "/ar/": shown },
    );
  });

  test("a site setting (the contact e-mail) shows on the pages that name it", async () => {
    const save = async (contactEmail: unknown) => {
      const settings = await call("setting.get", { siteName: "WRO" }, "query");
      return call("setting.update", {
        siteName: "WRO",
        registrationLink: settings.registrationLink,
        contactPhone: settings.contactPhone,
        contactEmail,
        expectedUpdatedAt: settings.updatedAt,
      });
    };
    const original = (await call("setting.get", { siteName: "WRO" }, "query")).contactEmail;
    const contactEmail = `e2e-${Date.now()}@wro-saudi.org`;
    const pages = ["/registration/", "/ar/contact-us/", "/"];
    await expectChangeShown(
      pages,
      () => save(contactEmail),
      (html) => html.includes(contactEmail),
    );
    await expectChangeShown(
      pages,
      () => save(original),
      (html) => !html.includes(contactEmail),
    );
  });
});

test.describe("stored images", () => {
  test("the season banner (the page's largest image) is preloaded, sized, and offered as AVIF", async ({
    page,
  }) => {
    await page.goto("/seasons/season-2025/");
    const banner = page.locator('main img[src^="/uploads/seasons/season-2025-banner.jpg"]');
    await expect(banner).toHaveAttribute("width", "1600");
    await expect(banner).toHaveAttribute("height", "600");
    await expect(banner).toHaveAttribute("fetchpriority", "high");
    await expect(banner).not.toHaveAttribute("loading", "lazy");
    const avif = page.locator("main picture source[type='image/avif']").first();
    await expect(avif).toHaveAttribute("srcset", /\?w=\d+&f=avif&v=[\w-]+ \d+w/);
    await expect(page.locator('link[rel="preload"][as="image"][type="image/avif"]')).toHaveCount(1);
    // The browser picked a resized modern copy, not the stored JPEG.
    expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/f=avif/);
  });

  test("logos below the first screen load lazily, as WebP, with their size", async ({ page }) => {
    await page.goto("/");
    const logo = page.getByRole("region", { name: "Our sponsors" }).getByRole("img").first();
    await expect(logo).toHaveAttribute("loading", "lazy");
    await expect(logo).toHaveAttribute("width", "200");
    await expect(logo).toHaveAttribute("height", "100");
    await expect(page.locator("picture source[type='image/webp']").first()).toHaveAttribute(
      "srcset",
      /f=webp/,
    );
  });

  test("resized copies are re-encoded, immutable, and only in the widths the site uses", async () => {
    const html = await (await anonymous.get("/seasons/season-2025/")).text();
    const url = /srcSet="([^" ]+f=avif[^" ]+) /.exec(html)![1]!.replaceAll("&amp;", "&");
    const resized = await anonymous.get(url);
    expect(resized.headers()["content-type"]).toBe("image/avif");
    expect(resized.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const original = await anonymous.get("/uploads/seasons/season-2025-banner.jpg");
    expect((await resized.body()).length).toBeLessThan((await original.body()).length);
    expect((await anonymous.get("/uploads/seasons/season-2025-banner.jpg?w=1234&f=avif")).status()).toBe(400);
  });
});
