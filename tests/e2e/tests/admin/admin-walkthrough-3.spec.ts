import { expect, field, setLanguage, test } from "../../support/admin.ts";
import { editFirstListedEvent, pickRiyadhTime } from "../../support/riyadh-time.ts";
import { trpcCall } from "../../support/trpc.ts";

// The back office's fixes from the third walk-through (L7, L8, L14).

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a list says it scrolls sideways and keeps its first column in view (L8)", async ({ page }) => {
    await page.goto("/admin/hotels");
    await expect(page.getByRole("table").getByRole("row")).not.toHaveCount(0);
    await expect(page.getByText("Scroll the table sideways to see all its columns.")).toBeVisible();
    const firstHeader = page.getByRole("columnheader").first();
    await expect(firstHeader).toHaveCSS("position", "sticky");
    // The table scrolls from the keyboard too.
    await expect(page.getByRole("region", { name: "Hotels" })).toHaveAttribute("tabindex", "0");
  });

  for (const language of ["en", "ar"] as const)
    test(`an empty list's message stays on the screen, in ${language} (L8)`, async ({ page }) => {
      if (language === "ar") await setLanguage(page, "ar");
      await page.goto("/admin/hotels");
      await page.getByRole("searchbox").fill("no hotel is called this");
      const message = page.getByText(
        language === "en" ? "Nothing matches your search." : "لا توجد نتائج مطابقة لبحثك.",
      );
      await expect(message).toBeInViewport({ ratio: 1 });
    });

  test("the Arabic list says it too (L8)", async ({ page }) => {
    await setLanguage(page, "ar");
    await page.goto("/admin/hotels");
    await expect(page.getByText("مرّر الجدول أفقيًا لرؤية جميع أعمدته.")).toBeVisible();
  });
});

test("a wide screen shows the whole table with no scrolling hint (L8)", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/hotels");
  await expect(page.getByRole("table").getByRole("row")).not.toHaveCount(0);
  await expect(page.getByText("Scroll the table sideways to see all its columns.")).toHaveCount(0);
});

test("a contact phone that is no phone number is refused (L7)", async ({ page }) => {
  await page.goto("/admin/settings");
  const phone = field(page, "Contact phone");
  await phone.fill("abc");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Please enter a valid phone number.").first()).toBeVisible();
});

test("moving the event's date outside the schedule's days warns (L14)", async ({ page }) => {
  await page.goto("/admin/events");
  const picker = await editFirstListedEvent(page);
  await expect(picker).toHaveText("2025-10-24 09:00");
  const warning = page.getByRole("status").filter({ hasText: "outside the schedule's days" });
  await expect(warning).toHaveCount(0);
  // The 28th is after the seeded days (24–26 October 2025); nothing is saved.
  await pickRiyadhTime(page, picker, 28, "09", "00");
  await expect(warning).toContainText(/24\s*–\s*26 October 2025/);
  await expect(warning.getByRole("link", { name: "Open the schedule" })).toBeVisible();
  await pickRiyadhTime(page, picker, 25, "09", "00");
  await expect(warning).toHaveCount(0);
});

// Screenshots of the changed screens for review (not assertions), in both languages and sizes.
for (const lang of ["en", "ar"] as const) {
  for (const [size, viewport] of [
    ["390", { width: 390, height: 844 }],
    ["1440", { width: 1440, height: 900 }],
  ] as const) {
    test(`screenshots of the changed screens (${lang}, ${size})`, async ({ page }) => {
      test.setTimeout(120_000);
      await setLanguage(page, lang);
      await page.setViewportSize(viewport);
      const days = (await trpcCall(page.request, "schedule.days", undefined, "query")) as unknown as Array<{
        id: string;
        date: string;
      }>;
      const day = days.find((candidate) => candidate.date === "2025-10-24")!;
      const shot = async (name: string) =>
        page.screenshot({ path: `/tmp/wro/shots/w3a-${name}-${lang}-${size}.png`, fullPage: true });
      for (const [name, path] of [
        ["seasons", "/admin/seasons"],
        ["session-new", `/admin/schedule/sessions/new?day=${day.id}`],
        ["hotel-new", "/admin/hotels/new"],
        ["hotels", "/admin/hotels"],
        ["inbox", "/admin/contact-messages"],
        ["announcement-new", "/admin/announcements/new"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("progressbar")).toHaveCount(0);
        await shot(name);
      }
      await page.goto("/admin/seasons");
      await page
        .getByRole("button", { name: lang === "ar" ? "حذف موسم 2025" : "Delete Season 2025", exact: true })
        .click();
      await expect(page.getByRole("dialog").getByRole("listitem").first()).toBeVisible();
      await shot("season-delete");
      await page.goto(lang === "ar" ? "/ar/Hotels/" : "/Hotels/");
      await shot("site-hotels");
    });
  }
}
