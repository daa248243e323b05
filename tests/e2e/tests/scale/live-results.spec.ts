import { devices, expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setLanguage, signIn } from "../../support/admin.ts";
import { startShippedProxy, type Nginx } from "../../support/nginx.ts";
import { port } from "../../playwright.config.ts";
import {
  createDatabase,
  newAuthSecret,
  nginxInstalled,
  redisPrefix,
  services,
  startInstance,
  untilReady,
  type Instance,
} from "../../support/topology.ts";

/**
 * Issue 38, live results: two production instances (A and B) on one PostgreSQL database and one
 * Redis, each behind the shipped nginx configuration; a phone has the results page open through
 * each. An admin signed in on A imports a CSV in the back office: both pages show the new ranks
 * without a reload (B hears A's change over Redis). A held category shows nowhere until the
 * admin announces it, then appears on both. Finally SIGTERM to B ends its streams cleanly.
 * Runs when TEST_DATABASE_URL and TEST_REDIS_URL name the services (CI).
 */

const { databaseUrl, redisUrl } = services;
test.skip(!databaseUrl || !redisUrl, "needs TEST_DATABASE_URL and TEST_REDIS_URL");
test.describe.configure({ mode: "serial" });

// Above the scale test's ports (+10 to +15) of this worker.
const ports = { nginxA: port + 16, nginxB: port + 17, a: port + 18, b: port + 19 };
/** How soon an open page must show a change: the "within a second". */
const LIVE_MS = 1_000;

let database: Awaited<ReturnType<typeof createDatabase>>;
let redis: ReturnType<typeof redisPrefix>;
let a: Instance;
let b: Instance;
let nginxA: Nginx;
let nginxB: Nginx;
let nginxDir: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!nginxInstalled()) throw new Error("nginx is missing: apt-get install nginx-light (.ci/run does)");
  database = await createDatabase(databaseUrl!);
  redis = redisPrefix(redisUrl!);
  const common = {
    databaseUrl: database.url,
    redisUrl: redisUrl!,
    redisKeyPrefix: redis.prefix,
    authSecret: newAuthSecret(),
    siteUrl: `http://127.0.0.1:${ports.nginxA}`,
  };
  a = startInstance({ ...common, name: "A", port: ports.a });
  b = startInstance({ ...common, name: "B", port: ports.b });
  await Promise.all([untilReady(a), untilReady(b)]);
  nginxDir = mkdtempSync(join(tmpdir(), "wro-live-nginx-"));
  // nginx started by root runs its workers as an unprivileged user: they must read and write here.
  chmodSync(nginxDir, 0o755);
  nginxA = await startShippedProxy(join(nginxDir, "a"), ports.nginxA, [ports.a]);
  nginxB = await startShippedProxy(join(nginxDir, "b"), ports.nginxB, [ports.b]);
});

test.afterAll(async () => {
  nginxA?.stop();
  nginxB?.stop();
  if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.clear();
  await database?.drop();
});

const say = {
  en: {
    path: "/results/",
    imported: (count: number) => `Imported ${count} results.`,
    importCsv: "Import CSV",
    hold: (category: string) => `Hold ${category}`,
    announce: (category: string) => `Announce ${category}`,
    confirmHold: "Hold",
    confirmAnnounce: "Announce",
    held: (category: string) => `The results of “${category}” are held.`,
    announced: (category: string) => `The results of “${category}” are announced.`,
    medals: { gold: "Gold", silver: "Silver", bronze: "Bronze" },
    shown: { id: "robomission-elementary", name: "RoboMission Elementary" },
    kept: { id: "robomission-junior", name: "RoboMission Junior" },
  },
  ar: {
    path: "/ar/results/",
    imported: (count: number) => `استُوردت ${count} نتيجة.`,
    importCsv: "استيراد CSV",
    hold: (category: string) => `حجب نتائج ${category}`,
    announce: (category: string) => `إعلان نتائج ${category}`,
    confirmHold: "حجب",
    confirmAnnounce: "إعلان",
    held: (category: string) => `حُجبت نتائج «${category}».`,
    announced: (category: string) => `أُعلنت نتائج «${category}».`,
    medals: { gold: "ذهبية", silver: "فضية", bronze: "برونزية" },
    shown: { id: "future-innovators", name: "المبتكرون المستقبليون" },
    kept: { id: "robosports", name: "رياضة الروبوت" },
  },
} as const;

/** A phone with the results page open, and every console error it logs. */
async function openPhone(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ ...devices["Pixel 7"], baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path);
  return { context, page, errors };
}

/** The rows of a category's section on the page. */
const section = (page: Page, category: string) =>
  page.locator("section", { has: page.locator(`h2#${category}`) });

/** A stream read from outside any page: everything it sent, as text. */
async function rawStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return "ended";
      text += decoder.decode(value, { stream: true });
    }
  })().catch((error: Error) => `failed: ${error.message}`);
  return { response, text: () => text, ended, abort: () => controller.abort() };
}

for (const lang of ["en", "ar"] as const) {
  test(`both phones show an imported CSV's ranks live, and a held category only once announced (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = say[lang];
    const team = (label: string) => `Live ${lang} ${label}`;

    // The admin, on A, in the same language.
    const adminContext: BrowserContext = await browser.newContext({ baseURL: a.baseUrl });
    const admin = await adminContext.newPage();
    await setLanguage(admin, lang);
    await signIn(admin);
    await admin.goto("/admin/results?season=seed-season-2025");

    // The ceremony's category is held before any of its results is entered.
    await admin.getByRole("button", { name: w.hold(w.kept.name), exact: true }).click();
    await admin.getByRole("dialog").getByRole("button", { name: w.confirmHold, exact: true }).click();
    await expect(admin.getByText(w.held(w.kept.name))).toBeVisible();

    // Two phones, one through each instance's nginx, and a stream read from outside.
    const phones = [
      await openPhone(browser, nginxA.baseUrl, w.path),
      await openPhone(browser, nginxB.baseUrl, w.path),
    ];
    const outside = await rawStream(`${nginxB.baseUrl}/api/results/stream`);
    expect(outside.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    await expect.poll(() => outside.text()).toContain("retry:");

    // The import, through the back office's own button.
    const chooser = admin.waitForEvent("filechooser");
    await admin.getByRole("button", { name: w.importCsv }).click();
    await (
      await chooser
    ).setFiles({
      name: "results.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        [
          "category,place,team,country,institution",
          `${w.shown.id},1,${team("Atlas")},SA,King Fahd School`,
          `${w.shown.id},2,${team("Nova")},AE,Dubai Academy`,
          `${w.shown.id},3,${team("Reef")},BH,Manama School`,
          `${w.kept.id},1,${team("Secret Gold")},SA,Jubail School`,
          `${w.kept.id},2,${team("Secret Silver")},KW,Kuwait School`,
        ].join("\r\n"),
      ),
    });
    await expect(admin.getByRole("alert").filter({ hasText: w.imported(5) })).toBeVisible();

    // Both phones show the new ranks, with §9's medals, without a reload.
    for (const { page } of phones) {
      const rows = section(page, w.shown.id).getByRole("row");
      await expect(rows.filter({ hasText: team("Atlas") })).toContainText(`1 ${w.medals.gold}`, {
        timeout: LIVE_MS,
      });
      await expect(rows.filter({ hasText: team("Nova") })).toContainText(`2 ${w.medals.silver}`, {
        timeout: LIVE_MS,
      });
      await expect(rows.filter({ hasText: team("Reef") })).toContainText(`3 ${w.medals.bronze}`, {
        timeout: LIVE_MS,
      });
    }
    // The held category came in the same file, and is nowhere: not on the phones, not in the
    // stream, not in the pages as nginx or either instance serves them, not in the API.
    await expect.poll(() => outside.text()).toContain(team("Atlas"));
    const secret = team("Secret");
    for (const { page } of phones) {
      await expect(section(page, w.kept.id)).toHaveCount(0);
      await expect(page.getByText(secret)).toHaveCount(0);
    }
    expect(outside.text()).not.toContain(secret);
    // nginx may still answer from the copy it cached before the import (s-maxage): the
    // instances' own answers are fresh.
    for (const [url, fresh] of [
      [`${nginxA.baseUrl}${w.path}`, false],
      [`${nginxB.baseUrl}${w.path}`, false],
      [`${a.baseUrl}${w.path}`, true],
      [`${b.baseUrl}${w.path}season-2025/`, true],
      [`${b.baseUrl}/api/trpc/result.bySeason`, true],
    ] as const) {
      const body = await (await fetch(url)).text();
      if (fresh) expect(body, url).toContain(team("Atlas"));
      expect(body, url).not.toContain(secret);
    }

    // The ceremony: announced, and on both phones at once.
    await admin.getByRole("button", { name: w.announce(w.kept.name), exact: true }).click();
    await admin.getByRole("dialog").getByRole("button", { name: w.confirmAnnounce, exact: true }).click();
    await expect(admin.getByText(w.announced(w.kept.name))).toBeVisible();
    for (const { page } of phones) {
      const rows = section(page, w.kept.id).getByRole("row");
      await expect(rows.filter({ hasText: team("Secret Gold") })).toContainText(`1 ${w.medals.gold}`, {
        timeout: LIVE_MS,
      });
      await expect(rows.filter({ hasText: team("Secret Silver") })).toContainText(`2 ${w.medals.silver}`, {
        timeout: LIVE_MS,
      });
    }
    await expect.poll(() => outside.text()).toContain(team("Secret Gold"));

    outside.abort();
    for (const { context, errors } of phones) {
      await context.close();
      expect(errors).toEqual([]);
    }
    await adminContext.close();
  });
}

test("SIGTERM to B ends its streams cleanly, directly and through nginx, and B exits 0", async () => {
  test.setTimeout(60_000);
  const streams = [
    await rawStream(`${b.baseUrl}/api/results/stream`),
    await rawStream(`${nginxB.baseUrl}/api/results/stream`),
  ];
  for (const stream of streams) await expect.poll(() => stream.text()).toContain("retry:");
  const exitCode = await b.stop();
  for (const stream of streams) {
    expect(await stream.ended).toBe("ended");
    // The last thing each browser is told: when to come back (to another instance).
    expect(stream.text()).toMatch(/retry: \d+\n\n$/);
  }
  expect(exitCode).toBe(0);
});
