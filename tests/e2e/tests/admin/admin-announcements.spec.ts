import type { Page } from "@playwright/test";
import {
  expect,
  field,
  mutate,
  save,
  search,
  setLanguage,
  test,
  unique,
  words,
} from "../../support/admin.ts";
import { axeViolations } from "../../support/axe.ts";
import { trpcCall } from "../../support/trpc.ts";

// The admin's computer is in New York: publish times are still entered and shown in Riyadh time.
test.use({ timezoneId: "America/New_York" });

const publicTitles = async (page: Page, lang: "en" | "ar") => {
  await page.goto(lang === "ar" ? "/ar/announcements/" : "/announcements/");
  return page.locator("main article h2").allTextContents();
};

/** The form's words the walk below uses, in the two admin languages. */
const labels = {
  en: {
    titleEn: "Title in English",
    titleAr: "Title in Arabic",
    textEn: "Text in English",
    textAr: "Text in Arabic",
    slug: "Slug",
    draft: "Draft",
    scheduled: "Scheduled",
    published: "Published",
    previewEn: "Preview in English",
    previewOf: "Preview: ",
    scheduleInPast: "A scheduled announcement needs a publish time in the future.",
  },
  ar: {
    titleEn: "العنوان بالإنجليزية",
    titleAr: "العنوان بالعربية",
    textEn: "النص بالإنجليزية",
    textAr: "النص بالعربية",
    slug: "المعرّف النصي",
    draft: "مسودة",
    scheduled: "مجدول",
    published: "منشور",
    previewEn: "معاينة بالإنجليزية",
    previewOf: "معاينة: ",
    scheduleInPast: "يحتاج الإعلان المجدول إلى وقت نشر في المستقبل.",
  },
} as const;

for (const lang of ["en", "ar"] as const) {
  const say = labels[lang];
  const word = words[lang];
  test(`an announcement goes from draft to preview, scheduled (hidden, then public on its own) and published (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await setLanguage(page, lang);
    const stamp = unique();
    const title = `E2E Draft ${stamp}`;
    const titleAr = `مسودة ${stamp}`;
    const slug = `e2e-draft-${stamp}`;
    // The list names an announcement in the admin's language.
    const listed = lang === "ar" ? titleAr : title;

    // Draft, written with the Markdown editor and its live preview.
    await page.goto("/admin/announcements/new");
    await field(page, say.titleEn).fill(title);
    await field(page, say.titleAr).fill(titleAr);
    await field(page, say.textEn).fill("Read the [rules](https://wro-association.org/).\n\n- one\n- two");
    await field(page, say.textAr).fill("- أولًا\n- ثانيًا");
    const preview = page.getByRole("region", { name: `${say.previewOf}${say.textEn}` });
    await expect(preview.getByRole("link", { name: "rules" })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(preview.getByRole("listitem")).toHaveText(["one", "two"]);
    await field(page, say.slug).fill(slug);
    await page.getByRole("radio", { name: say.draft }).check();
    await save(page, word.saved, lang);

    // Not public: not listed, no page, not in the feed.
    expect(await publicTitles(page, "en")).not.toContain(title);
    expect((await page.request.get(`/announcements/${slug}/`)).status()).toBe(404);
    expect(await (await page.request.get("/announcements/feed.xml")).text()).not.toContain(title);
    // (The Arabic feed, cached now, must still follow the writes below.)
    expect(await (await page.request.get("/ar/announcements/feed.xml")).text()).not.toContain(titleAr);

    // The organizers' preview, in the public layout, in both languages; nobody else gets it.
    await page.goto("/admin/announcements");
    const row = await search(page, listed, lang);
    await row.getByRole("link", { name: word.editOf(listed) }).click();
    const previewLink = page.getByRole("link", { name: say.previewEn });
    const previewPath = (await previewLink.getAttribute("href"))!;
    const previewResponse = await page.goto(previewPath);
    expect(previewResponse?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(
      page.getByRole("status").filter({ hasText: "Preview for organizers (Draft)" }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveText(["one", "two"]);
    await page.goto(`/ar${previewPath}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleAr);
    await expect(page.getByRole("status").filter({ hasText: "مسودة" })).toBeVisible();
    const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(previewPath);
    await expect(strangerPage).toHaveURL(/\/admin\/auth\/signin/);
    await stranger.close();

    // Scheduled needs a time ahead; the form says so.
    await page.goBack();
    await page.goBack();
    await page.getByRole("radio", { name: say.scheduled }).check();
    await page.getByRole("button", { name: word.save, exact: true }).click();
    await expect(page.locator(".mantine-DateTimePicker-error")).toHaveText(say.scheduleInPast);

    // Scheduled a few seconds ahead: hidden, then public at its time with no admin write (the
    // cached page and data end at the next publish time).
    const record = (await trpcCall(page.request, "announcement.list", { search: slug }, "query")) as {
      items: Array<Record<string, unknown>>;
    };
    const draft = record.items[0]!;
    const dueAt = new Date(Date.now() + 8_000);
    await mutate(page, "announcement.update", {
      ...draft,
      expectedUpdatedAt: draft.updatedAt,
      state: "SCHEDULED",
      publishedAt: dueAt.toISOString(),
    });
    expect(await publicTitles(page, "en")).not.toContain(title);
    expect((await page.request.get(`/announcements/${slug}/`)).status()).toBe(404);
    await expect
      .poll(() => publicTitles(page, "en"), { timeout: 30_000, intervals: [1_000] })
      .toContain(title);
    expect(await publicTitles(page, "ar")).toContain(titleAr);
    // Its own page (and a feed) cached before it was due: like every cached page, the first
    // request after its end may still get the old answer while the new one renders.
    await expect
      .poll(async () => (await page.request.get(`/announcements/${slug}/`)).status(), { intervals: [1_000] })
      .toBe(200);
    await expect
      .poll(async () => (await page.request.get("/ar/announcements/feed.xml")).text(), { intervals: [1_000] })
      .toContain(titleAr);

    // Back to draft, then published from the form: public at once.
    await page.goto("/admin/announcements");
    const again = await search(page, listed, lang);
    await again.getByRole("link", { name: word.editOf(listed) }).click();
    await expect(page.getByRole("radio", { name: say.published })).toBeChecked();
    await page.getByRole("radio", { name: say.draft }).check();
    await save(page, word.updated, lang);
    expect(await publicTitles(page, "en")).not.toContain(title);
    await page.goto("/admin/announcements");
    await (await search(page, listed, lang)).getByRole("link", { name: word.editOf(listed) }).click();
    await page.getByRole("radio", { name: say.published }).check();
    await save(page, word.updated, lang);
    expect(await publicTitles(page, "en")).toContain(title);
  });
}

test("publish times read in Riyadh time on a New York computer", async ({ page }) => {
  const stamp = unique();
  const slug = `e2e-riyadh-${stamp}`;
  await mutate(page, "announcement.create", {
    slug,
    titleEn: `E2E Riyadh ${stamp}`,
    titleAr: "توقيت",
    bodyEn: "Later.",
    bodyAr: "لاحقًا.",
    state: "SCHEDULED",
    publishedAt: "2031-01-05T06:00:00.000Z",
  });
  await page.goto("/admin/announcements");
  const row = await search(page, `E2E Riyadh ${stamp}`);
  await expect(row).toContainText("5 Jan 2031, 09:00");
  await expect(row).toContainText("Scheduled");
  await row.getByRole("link", { name: words.en.editOf(`E2E Riyadh ${stamp}`) }).click();
  await expect(page.getByRole("button", { name: /Publish at \(Riyadh time\)/ })).toContainText(
    "2031-01-05 09:00",
  );
});

for (const lang of ["en", "ar"] as const) {
  for (const scheme of ["light", "dark"] as const) {
    test(`the announcement form has no axe violations (${lang}, ${scheme})`, async ({ page }, testInfo) => {
      await setLanguage(page, lang, scheme);
      const list = await trpcCall(page.request, "announcement.list", {}, "query");
      const first = (list as { items: Array<{ id: string }> }).items[0]!;
      for (const path of ["/admin/announcements", `/admin/announcements/${first.id}/edit`]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(
          page.locator("table[aria-busy=true], .mantine-Skeleton-root, .mantine-Loader-root"),
        ).toHaveCount(0);
        expect(await axeViolations(page), path).toEqual([]);
      }
      await page.screenshot({
        path: testInfo.outputPath(`admin-announcement-${lang}-${scheme}.png`),
        fullPage: true,
      });
    });
  }
}
