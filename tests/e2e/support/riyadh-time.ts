import { expect, type Locator, type Page } from "@playwright/test";

/** Riyadh wall-clock "HH:MM" of an instant. */
export const riyadhClock = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Riyadh", hour: "2-digit", minute: "2-digit" }).format(
    date,
  );

/**
 * Sets one of the back office's Riyadh-time pickers (open on the month of its value) to a day
 * of that month and a time, in either language.
 */
export async function pickRiyadhTime(
  page: Page,
  picker: Locator,
  day: number,
  hours: string,
  minutes: string,
) {
  await picker.click();
  const done = page.getByRole("button", { name: /^(Done|تم)$/ });
  const dropdown = page.locator(".mantine-Popover-dropdown").filter({ has: done });
  await dropdown.locator("button:not([data-outside])", { hasText: new RegExp(`^${day}$`) }).click();
  await dropdown.getByLabel(/^(Hours|الساعات)$/).fill(hours);
  await dropdown.getByLabel(/^(Minutes|الدقائق)$/).fill(minutes);
  await dropdown.locator(done).click();
  // Closed (its fade-out ended) before anything else is picked, so no two pickers show at once.
  await expect(dropdown).toHaveCount(0);
}

/** Opens the first event of the back office's event list for editing; answers its Riyadh-time picker. */
export async function editFirstListedEvent(page: Page): Promise<Locator> {
  await page
    .getByRole("row")
    .nth(1)
    .getByRole("link", { name: /^Edit / })
    .click();
  return page.getByRole("button", { name: "Date and time (Riyadh time)" });
}
