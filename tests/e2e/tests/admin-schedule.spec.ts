import ICAL from "ical.js";
import { expect, mutate, notification, setLanguage, test, unique, words } from "./admin.ts";
import { pickRiyadhTime, riyadhClock } from "./riyadh-time.ts";
import { trpcCall } from "./trpc.ts";

// Issue 14 item 3: a session changed in the schedule editor shows on the public schedule page
// and in its day's calendar file, in Riyadh time, from an admin whose computer is in New York.
test.use({ timezoneId: "America/New_York" });

const day = "2025-10-25";
const say = {
  en: { starts: "Starts (Riyadh time)", ends: "Ends (Riyadh time)", schedule: "/scheduale/" },
  ar: { starts: "تبدأ (بتوقيت الرياض)", ends: "تنتهي (بتوقيت الرياض)", schedule: "/ar/scheduale/" },
} as const;

/** Arabic-Indic digits (as the Arabic date picker may write them) in Latin ones. */
const latinDigits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

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
      const starts = page.getByRole("button", { name: w.starts });
      // Seeded at 10:00 UTC: 13:00 in Riyadh, whatever this computer's zone.
      await expect.poll(async () => latinDigits((await starts.textContent()) ?? "")).toBe(`${day} 13:00`);
      await pickRiyadhTime(page, starts, 25, "19", "45");
      await pickRiyadhTime(page, page.getByRole("button", { name: w.ends }), 25, "20", "15");
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
