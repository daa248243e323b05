import type { Page } from "@playwright/test";
import { expect, notification, test } from "../../support/admin.ts";
import { editFirstListedEvent, pickRiyadhTime, riyadhClock } from "../../support/riyadh-time.ts";

// The Riyadh-time date pickers of the back office (issue 14).

/**
 * Saves the form on screen and waits until the save is done: the list is back. The "Updated
 * successfully" of the first save is still on screen during the second (a toast stays for
 * seconds), so waiting for that text alone let the test leave the page with the second save
 * still in flight; it then read the first save's 10:30 on the home page (walk-through 3, T1).
 */
async function saveAndBackToList(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(notification(page, "Updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/?$/);
}

test.describe("from a browser in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("an event time is entered in Riyadh time and reads 09:00 Riyadh time on the public site", async ({
    page,
  }) => {
    await page.goto("/admin/events");
    const picker = await editFirstListedEvent(page);
    // The seeded 09:00 in Riyadh, not the browser's 02:00.
    await expect(picker).toHaveText("2025-10-24 09:00");
    await pickRiyadhTime(page, picker, 24, "10", "30");
    await saveAndBackToList(page);
    await expect(page.getByRole("row").nth(1)).toContainText("10:30");

    await pickRiyadhTime(page, await editFirstListedEvent(page), 24, "09", "00");
    await saveAndBackToList(page);
    await expect(page.getByRole("row").nth(1)).toContainText("09:00");

    await page.goto("/");
    const when = await page.locator("h1 ~ p time").first().getAttribute("datetime");
    expect(when).toBe("2025-10-24T06:00:00.000Z");
    expect(riyadhClock(new Date(when!))).toBe("09:00");
  });
});
