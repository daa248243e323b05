import ICAL from "ical.js";
import { expect, mutate, notification, setLanguage, test, unique, words } from "../../support/admin.ts";
import { riyadhClock } from "../../support/riyadh-time.ts";
import { trpcCall } from "../../support/trpc.ts";

// Issue 14 item 3: a session changed in the schedule editor shows on the public schedule page
// and in its day's calendar file, in Riyadh time, from an admin whose computer is in New York.
test.use({ timezoneId: "America/New_York" });

const day = "2025-10-25";
const say = {
  en: {
    starts: "Starts (Riyadh time)",
    ends: "Ends (Riyadh time)",
    schedule: "/scheduale/",
    dayShown: /^Saturday,? 25 October 2025$/,
  },
  ar: {
    starts: "تبدأ (بتوقيت الرياض)",
    ends: "تنتهي (بتوقيت الرياض)",
    schedule: "/ar/scheduale/",
    dayShown: /^السبت،? 25 أكتوبر 2025$/,
  },
} as const;

for (const lang of ["en", "ar"] as const) {
  test(`a session moved in the schedule editor moves on /scheduale/ and in its day's calendar (${lang})`, async ({
    page,
  }) => {
    const w = say[lang];
    const stamp = unique();
    const title = { en: `E2E Workshop ${stamp}`, ar: `ورشة ${stamp}` };
    const days = (await trpcCall(page.request, "schedule.days", undefined, "query")) as unknown as Array<{
      id: string;
      date: string;
    }>;
    const dayId = days.find((candidate) => candidate.date === day)!.id;
    const session = (await mutate(page, "schedule.createSession", {
      dayId,
      startsAt: `${day}T10:00:00.000Z`,
      endsAt: `${day}T10:30:00.000Z`,
      titleEn: title.en,
      titleAr: title.ar,
    })) as { id: string };

    try {
      await setLanguage(page, lang);
      await page.goto(`/admin/schedule/sessions/${session.id}/edit`);
      // The form shows the session's day and asks for its times only.
      await expect(page.getByText(w.dayShown)).toBeVisible();
      const starts = page.getByLabel(w.starts);
      // Seeded at 10:00 UTC: 13:00 in Riyadh, whatever this computer's zone.
      await expect(starts).toHaveValue("13:00");
      await starts.fill("19:45");
      await page.getByLabel(w.ends).fill("20:15");
      await page.getByRole("button", { name: words[lang].save, exact: true }).click();
      await expect(notification(page, words[lang].updated)).toBeVisible();

      await page.goto(w.schedule);
      const item = page.getByRole("listitem").filter({ hasText: title[lang] });
      await expect(item).toContainText("19:45");
      await expect(item.locator("time").first()).toHaveAttribute("datetime", `${day}T16:45:00.000Z`);

      const calendar = await page.request.get(`/schedule.ics?day=${day}${lang === "ar" ? "&lang=ar" : ""}`);
      const events = new ICAL.Component(ICAL.parse(await calendar.text()) as unknown[])
        .getAllSubcomponents("vevent")
        .map((component) => new ICAL.Event(component));
      const event = events.find((candidate) => candidate.summary === title[lang]);
      expect(event, "the session in its day's calendar").toBeDefined();
      expect(riyadhClock(event!.startDate.toJSDate())).toBe("19:45");
      expect(riyadhClock(event!.endDate.toJSDate())).toBe("20:15");
    } finally {
      // The seeded agenda stays as schedule.spec reads it.
      const current = (await trpcCall(
        page.request,
        "schedule.list",
        undefined,
        "query",
      )) as unknown as Array<{
        sessions: Array<{ id: string; updatedAt: string }>;
      }>;
      const saved = current.flatMap((entry) => entry.sessions).find((entry) => entry.id === session.id);
      if (saved)
        await mutate(page, "schedule.deleteSession", { id: saved.id, expectedUpdatedAt: saved.updatedAt });
    }
  });
}

// Walk-through 3, M7: a session added to a day belongs to that day; typing only its times saves
// it there (it once defaulted to today's date and was refused).
test("Add session on the 24 October day asks for times only and saves them on that day", async ({ page }) => {
  const title = `E2E Session ${unique()}`;
  await page.goto("/admin/schedule");
  const dayRegion = page.getByRole("region", { name: /^Friday,? 24 October 2025$/ });
  await dayRegion.getByRole("link", { name: "Add session" }).click();
  await expect(page.getByRole("heading", { name: "New session", level: 1 })).toBeVisible();
  await expect(page.getByText(/^Friday,? 24 October 2025$/)).toBeVisible();
  await page.getByRole("textbox", { name: "Title in English", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Title in Arabic", exact: true }).fill(`جلسة ${title}`);
  await page.getByLabel("Starts (Riyadh time)").fill("09:30");
  await page.getByLabel("Ends (Riyadh time)").fill("10:15");
  await page.getByRole("button", { name: words.en.save, exact: true }).click();
  await expect(notification(page, words.en.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/schedule\/?$/);

  const days = (await trpcCall(page.request, "schedule.list", undefined, "query")) as unknown as Array<{
    date: string;
    sessions: Array<{ id: string; titleEn: string; startsAt: string; endsAt: string; updatedAt: string }>;
  }>;
  const saved = days
    .find((entry) => entry.date === "2025-10-24")!
    .sessions.find((entry) => entry.titleEn === title);
  expect(saved).toMatchObject({ startsAt: "2025-10-24T06:30:00.000Z", endsAt: "2025-10-24T07:15:00.000Z" });
  await mutate(page, "schedule.deleteSession", { id: saved!.id, expectedUpdatedAt: saved!.updatedAt });
});
