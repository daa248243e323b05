import { readFile } from "node:fs/promises";
import type { APIRequestContext, BrowserContext, Download, Page } from "@playwright/test";
import {
  allowFailedRequests,
  clickUntil,
  createAccount,
  createStudent,
  newPerson,
  signInOnSignInPage,
  text,
} from "../../support/accounts.ts";
import { signIn as signInToBackOffice } from "../../support/admin.ts";
import { financeAdminContext } from "../../support/finance-admin.ts";
import { expect, test } from "../../support/fixtures.ts";
import { asAdmin, setVenue, testVenue } from "../../support/public-content.ts";
import { newOrganizer, openRegistration, organizerSession } from "../../support/registration.ts";
import { riyadhClock } from "../../support/riyadh-time.ts";
import { trpcCall, type Json } from "../../support/trpc.ts";

// The offline venue guide (issue 38): the service worker (apps/site/src/sw/) keeps the pages a
// visitor needs in the hall, in their language, and serves them with a note when the network is
// gone; it keeps nothing of the admin, the accounts or the API. The browser is the real thing:
// its service worker, its Cache Storage, and its network cut with `context.setOffline`.

type Lang = "en" | "ar";

const words = {
  en: {
    offline: "Offline — saved at",
    schedule: "Schedule",
    venue: "The venue",
    emergency: "Emergency numbers",
    welcome: text.en.welcome,
    myBadge: "My badge",
    headerMenu: "Menu",
  },
  ar: {
    offline: "غير متصل — حُفظت في",
    schedule: "الجدول",
    venue: "مقر الحدث",
    emergency: "أرقام الطوارئ",
    welcome: text.ar.welcome,
    myBadge: "شارتي",
    headerMenu: "القائمة",
  },
} satisfies Record<Lang, Record<string, string>>;

const prefix = (lang: Lang) => (lang === "ar" ? "/ar" : "");
/** What the guide keeps, in one language. */
const guide = [
  "/",
  "/scheduale/",
  "/event-details/",
  "/general-information/",
  "/Hotels/",
  "/transportation/",
  "/faq/",
];
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/**
 * Waits for the worker to install (it saves the guide first) and take the page. A page still
 * loading when the worker took over stays without it, as it would for a visitor until the next
 * page they open: it is opened again.
 */
async function controlledByTheWorker(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { polling: 250 });
}

/** Every URL in the site's Cache Storage, by cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () =>
    Object.fromEntries(
      await Promise.all(
        (await caches.keys()).map(async (name) => [
          name,
          (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
        ]),
      ),
    ),
  ) as Promise<Record<string, string[]>>;

// The service worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// The demo content has no venue: an admin enters it, as organizers do (as venue.spec.ts).
test.beforeAll(async ({ browser }, testInfo) => {
  await asAdmin(browser, testInfo.project.use.baseURL, (request) => setVenue(request, testVenue));
});

for (const lang of ["en", "ar"] as const) {
  const t = words[lang];
  const at = (path: string) => `${prefix(lang)}${path}`;

  for (const [size, viewport] of Object.entries(sizes)) {
    test.describe(`(${lang}, ${size})`, () => {
      // The note gives Riyadh time, as the schedule does, whatever the phone's own zone.
      test.use({ viewport, timezoneId: "America/New_York" });

      test("the schedule, venue and emergency numbers show offline with the time they were saved; accounts and the admin are never kept", async ({
        page,
        context,
        consoleErrors,
      }, testInfo) => {
        test.setTimeout(90_000);
        const started = Date.now();

        // One visit: the worker installs after load, saves the guide in this language, then
        // controls the page.
        await page.goto(at("/scheduale/"));
        await controlledByTheWorker(page);
        expect((await cachedUrls(page))["wro-pages"]?.toSorted()).toEqual(guide.map(at).toSorted());

        // Online, a page comes from the network, through the worker, with no note.
        for (const path of ["/event-details/", "/general-information/"]) {
          const response = await page.goto(at(path));
          expect(response?.fromServiceWorker()).toBe(true);
          expect(response?.headers()["x-wro-saved-at"]).toBeUndefined();
          await expect(page.locator(".offline-note")).toHaveCount(0);
        }

        // A signed-in visitor's account page and an admin's back office, while the worker controls
        // the tab: nothing of them, nor of the API they call, is kept.
        const person = await createStudent(page.request);
        await signInOnSignInPage(page, lang, person.nationalId, person.password);
        await page.waitForURL((url) => !url.pathname.endsWith("/signin/"));
        await page.goto(at("/account/"));
        await expect(page.getByRole("heading", { level: 1 })).toContainText(t.welcome);
        await signInToBackOffice(page);
        // Its screens' lazy parts and API calls, all passed through the worker.
        await page.waitForLoadState("networkidle");
        // Only the guide's pages, build files and pictures are kept.
        const kept = (path: string) =>
          guide.map(at).includes(path) ||
          path.startsWith("/_next/static/") ||
          path.startsWith("/uploads/") ||
          /^\/[\w-]+\.(svg|png|ico)$/.test(path);
        expect(
          Object.values(await cachedUrls(page))
            .flat()
            .filter((path) => !kept(path)),
        ).toEqual([]);

        await context.setOffline(true);
        const shown = {
          "/scheduale/": page.getByRole("heading", { level: 1, name: t.schedule }),
          "/event-details/": page
            .getByRole("region", { name: t.venue, exact: true })
            .getByText(testVenue[lang].name, { exact: true }),
          "/general-information/": page.getByRole("region", { name: t.emergency }).getByText("997"),
        };
        for (const [path, content] of Object.entries(shown)) {
          const response = await page.goto(at(path));
          expect(response?.fromServiceWorker()).toBe(true);
          await expect(content).toBeVisible();
          // The note: when this copy was saved, in Riyadh time, in the page's language.
          const note = page.getByRole("status").filter({ hasText: t.offline });
          await expect(note).toBeVisible();
          const saved = new Date((await note.locator("time").getAttribute("datetime"))!);
          expect(saved.getTime()).toBeGreaterThanOrEqual(started);
          expect(saved.getTime()).toBeLessThanOrEqual(Date.now());
          await expect(note).toHaveText(`${t.offline} ${riyadhClock(saved)}`);
          await page.screenshot({
            path: testInfo.outputPath(`offline-${lang}-${size}-${path.replaceAll("/", "")}.png`),
          });
        }
        // The venue's map and directions came with the page.
        await page.goto(at("/event-details/"));
        await expect(page.getByRole("region", { name: t.venue, exact: true }).getByRole("img")).toBeVisible();
        // React takes the page over (its menu opens) and leaves the note in place.
        const menu = page.getByRole("banner").locator("button[aria-expanded]:visible").first();
        await expect(async () => {
          if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
          await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 2000 });
        }).toPass();
        await expect(page.getByRole("status").filter({ hasText: t.offline })).toBeVisible();

        // What was never kept is not there offline.
        for (const path of [at("/account/"), at("/signin/"), "/admin/dashboard"])
          await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
        // The account menu asks for the session after load: offline, that request fails.
        allowFailedRequests(consoleErrors, "/api/auth/session");
      });
    });
  }

  test(`(${lang}) the site is installable, from a manifest in the page's language and direction`, async ({
    page,
    request,
  }) => {
    await page.goto(at("/"));
    const cdp = await page.context().newCDPSession(page);
    expect(await cdp.send("Page.getInstallabilityErrors")).toEqual({ installabilityErrors: [] });
    const { url, errors, data } = await cdp.send("Page.getAppManifest");
    expect(url).toBe(new URL(at("/manifest.webmanifest"), page.url()).href);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data!) as {
      lang: string;
      dir: string;
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      lang,
      dir: lang === "ar" ? "rtl" : "ltr",
      start_url: at("/"),
      display: "standalone",
      name: await page.title(),
    });
    // Every icon a PNG: Chromium fetches the best one as the page loads, and draws an SVG one on
    // the page's main thread.
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.headers()["content-type"]).toBe("image/png");
      // A PNG's width and height, from its header.
      const png = await response.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect(manifest.icons.some(({ purpose }) => purpose === "maskable")).toBe(true);
  });
}

test("public pages keep their cache headers; the worker is never kept by a cache", async ({ request }) => {
  for (const path of ["/", "/ar/", "/scheduale/", "/ar/general-information/", "/faq/"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe(
      "public, s-maxage=2, stale-while-revalidate=86400",
    );
  }
  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toMatch(/^application\/javascript/);
  for (const path of ["/manifest.webmanifest", "/ar/manifest.webmanifest"])
    expect((await request.get(path)).headers()["content-type"], path).toBe(
      "application/manifest+json; charset=utf-8",
    );
  expect((await request.get("/account/", { maxRedirects: 0 })).headers()["cache-control"]).not.toMatch(
    /public/,
  );
});

test.describe("the signed-in visitor's own badge", () => {
  // A finance admin (two-step sign-in) opens registration and records the payment that gives
  // a coach their badge, as in tests/payments/badges.spec.ts.
  let finance: BrowserContext;
  let closeRegistration: () => Promise<void>;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    finance = await financeAdminContext(browser);
    closeRegistration = await openRegistration(finance.request);
  });
  test.afterAll(async () => {
    await closeRegistration();
    await finance.close();
  });

  /** A verified coach account whose organizer registered and paid for them: they have a badge. */
  async function coachWithBadge(request: APIRequestContext, label: string) {
    const coach = await createAccount(request, newPerson(`Coach${label}`), 1);
    const { items } = (await trpcCall(finance.request, "user.list", { search: coach.email }, "query")) as {
      items: Json[];
    };
    await trpcCall(finance.request, "user.verify", { id: items[0]!.id });
    const session = await organizerSession(await newOrganizer(finance.request, `Organizer${label}`));
    try {
      await trpcCall(session, "delegation.save", { name: `Gulf Robotics ${label}`, country: "BH" });
      await trpcCall(session, "delegation.saveDelegate", {
        feeCategoryKey: "coach",
        role: "coach",
        nameLatin: "Faisal Al-Thunayan",
        nameArabic: "فيصل بن تركي الثنيان",
        nationality: "BH",
        passportNumber: "P7654321",
        dateOfBirth: "1984-09-12",
        email: coach.email,
      });
      const { id: orderId } = (await trpcCall(session, "order.submit", undefined)) as { id: string };
      const order = await trpcCall(finance.request, "order.byId", { id: orderId }, "query");
      await trpcCall(finance.request, "order.recordTransfer", {
        orderId,
        bankTransactionId: `OFFLINE-${orderId}`,
        amount: (Number(order.totalHalalas) / 100).toFixed(2),
      });
    } finally {
      await session.dispose();
    }
    return coach;
  }

  /** The PDF a click downloads. */
  async function downloaded(page: Page, click: () => Promise<void>) {
    const started = page.waitForEvent("download");
    await click();
    const download: Download = await started;
    return readFile((await download.path())!);
  }

  for (const [lang, viewport] of [
    ["ar", sizes.phone],
    ["en", sizes.desktop],
  ] as const) {
    test(`(${lang}) is kept once downloaded, reached offline from the note, and dropped at sign-out`, async ({
      page,
      context,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      const t = words[lang];
      const coach = await coachWithBadge(page.request, `Offline${lang}${viewport.width}`);
      await page.setViewportSize(viewport);
      await signInOnSignInPage(page, lang, coach.email, coach.password);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/account/$`));
      await controlledByTheWorker(page);

      // Downloaded from the account page: the worker keeps it, in its own cache.
      const badge = await downloaded(page, () => page.getByTestId("my-badge").click());
      expect(new TextDecoder().decode(badge.subarray(0, 5))).toBe("%PDF-");
      const link = await page.getByTestId("my-badge").getAttribute("href");
      expect((await cachedUrls(page))["wro-badge"]).toEqual([link!.split("?")[0]]);

      // Offline, a saved page's note leads to it.
      await context.setOffline(true);
      await page.goto(`${prefix(lang)}/scheduale/`);
      const note = page.getByRole("status").filter({ hasText: t.offline });
      const badgeLink = note.getByRole("link", { name: t.myBadge });
      expect(await badgeLink.getAttribute("href")).toBe(link);
      expect(await downloaded(page, () => badgeLink.click())).toEqual(badge);

      // Signed out: the badge is gone from this browser, and the note no longer offers it.
      await context.setOffline(false);
      await page.goto(`${prefix(lang)}/account/`);
      const signOut = page.getByRole("button", { name: text[lang].signOut });
      const accountMenu = page.getByRole("button", { name: `${text[lang].accountMenu}: ${coach.name}` });
      // On a phone, the account menu is in the header's menu.
      const headerMenu = page.getByRole("banner").getByRole("button", { name: t.headerMenu, exact: true });
      if (viewport === sizes.phone) await clickUntil(headerMenu, accountMenu);
      await clickUntil(accountMenu, signOut);
      const signedOut = page.waitForResponse((response) => response.url().includes("/api/auth/signout"));
      await signOut.click();
      await signedOut;
      await page.waitForURL(/\/signin\/$/);
      await expect.poll(async () => (await cachedUrls(page))["wro-badge"]).toBeUndefined();
      await context.setOffline(true);
      await page.goto(`${prefix(lang)}/scheduale/`);
      await expect(page.getByRole("status").filter({ hasText: t.offline })).toBeVisible();
      await expect(page.getByRole("link", { name: t.myBadge })).toHaveCount(0);
      allowFailedRequests(consoleErrors, "/api/auth/session");
    });
  }
});
