import ICAL from "ical.js";
import { expect, test } from "../../support/fixtures.ts";
import { asAdmin, setVenue, testVenue } from "../../support/public-content.ts";
import { riyadhClock } from "../../support/riyadh-time.ts";

// The schedule page and its calendar files, read from the seeded agenda (packages/db seed).

const riyadhDay = (date: Date) => date.toLocaleDateString("en-CA", { timeZone: "Asia/Riyadh" });

interface CalendarEvent {
  summary: string;
  start: Date;
  end: Date;
  location: string;
  geo: [number, number] | null;
}

/** An iCalendar file parsed back with ical.js. */
function parseCalendar(text: string): CalendarEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const geo = component.getFirstPropertyValue("geo") as [number, number] | null;
    return {
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      location: event.location,
      geo,
    };
  });
}

const days = ["2025-10-24", "2025-10-25", "2025-10-26"];

test.describe("calendar files", () => {
  // The demo content has no venue: an admin enters it, as organizers do.
  test.beforeAll(async ({ browser }, testInfo) => {
    await asAdmin(browser, testInfo.project.use.baseURL, (request) => setVenue(request, testVenue));
  });

  test("each day's file holds exactly that day's sessions, in Riyadh time, at the venue", async ({
    request,
  }) => {
    const perDay: CalendarEvent[][] = [];
    for (const day of days) {
      const answer = await request.get(`/schedule.ics?day=${day}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toContain("text/calendar");
      expect(answer.headers()["content-disposition"]).toContain(`schedule-${day}.ics`);
      const events = parseCalendar(await answer.text());
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(riyadhDay(event.start)).toBe(day);
        expect(event.end.getTime()).toBeGreaterThan(event.start.getTime());
        expect(event.location).toContain(testVenue.en.name);
        expect(event.geo?.[0]).toBeCloseTo(testVenue.lat, 3);
        expect(event.geo?.[1]).toBeCloseTo(testVenue.lon, 3);
      }
      perDay.push(events);
    }
    // Day 1 as seeded: the opening ceremony from 14:30 to 16:00 and doors at 09:00, Riyadh time.
    const opening = perDay[0]!.find((event) => event.summary === "Opening ceremony");
    expect(opening && [riyadhClock(opening.start), riyadhClock(opening.end)]).toEqual(["14:30", "16:00"]);
    expect(riyadhClock(perDay[0]![0]!.start)).toBe("09:00");
    expect(perDay[1]!.map((event) => event.summary)).toContain("Friendship Night");
    expect(perDay[2]!.map((event) => event.summary)).toContain("Awards and closing ceremony");

    // The whole event: every session of the three days, nothing else.
    const whole = parseCalendar(await (await request.get("/schedule.ics")).text());
    const key = (event: CalendarEvent) => `${event.start.toISOString()} ${event.summary}`;
    expect(whole.map(key).sort()).toEqual(perDay.flat().map(key).sort());
  });

  test("the Arabic files carry Arabic titles and venue", async ({ request }) => {
    const events = parseCalendar(await (await request.get(`/schedule.ics?day=${days[0]}&lang=ar`)).text());
    expect(events.map((event) => event.summary)).toContain("حفل الافتتاح");
    expect(events[0]!.location).toContain(testVenue.ar.name);
  });

  test("a day without a schedule is a clear 404", async ({ request }) => {
    const answer = await request.get("/schedule.ics?day=2025-11-01");
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toBe("There is no schedule for that day.");
  });
});

test.describe("schedule page", () => {
  test("each day card lists its sessions and downloads that day's file", async ({ page }) => {
    await page.goto("/scheduale/");
    const cards = page.locator('section[aria-labelledby="agenda"] article');
    await expect(cards).toHaveCount(3);
    for (const [index, day] of days.entries()) {
      const download = cards.nth(index).getByRole("link", { name: `Download day ${index + 1}` });
      await expect(download).toHaveAttribute("href", `/schedule.ics?day=${day}`);
    }
    await expect(cards.first()).toContainText("Opening ceremony");
    await expect(cards.first()).toContainText("14:30");
    await expect(page.getByRole("link", { name: "Download the whole schedule" })).toHaveAttribute(
      "href",
      "/schedule.ics",
    );
    await expect(page.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
      "href",
      /^webcal:\/\/.*\/schedule\.ics$/,
    );
  });

  test("the Arabic page links the Arabic files", async ({ page }) => {
    await page.goto("/ar/scheduale/");
    const first = page.locator('section[aria-labelledby="agenda"] article').first();
    await expect(first).toContainText("حفل الافتتاح");
    await expect(first.getByRole("link").last()).toHaveAttribute(
      "href",
      `/schedule.ics?day=${days[0]}&lang=ar`,
    );
  });

  test("prints only the agenda", async ({ page }) => {
    await page.goto("/scheduale/");
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    await expect(page.getByRole("link", { name: "Download day 1" })).toBeHidden();
    await expect(page.getByText("Opening ceremony")).toBeVisible();
  });
});
