import type { Page } from "@playwright/test";
import { publicPages } from "../../../../apps/site/src/lib/routes.ts";
import { e2eAdmin } from "../../support/admin-account.ts";
import { expect, test } from "../../support/fixtures.ts";
import { signInToAdmin } from "../../support/admin-http.ts";

// M4: the Content-Security-Policy must not break a page. The browser reports every blocked
// script, style, image or connection as a `securitypolicyviolation` event, collected here on
// every public page in both languages and on every admin screen.

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("the public pages run under the CSP with no violation, in English and Arabic", async ({ page }) => {
  test.setTimeout(120_000);
  await recordViolations(page);
  for (const path of publicPages) {
    for (const url of [path, `/ar${path}`]) {
      await page.goto(url, { waitUntil: "networkidle" });
      expect(await violations(page), url).toEqual([]);
    }
  }
});

const adminScreens = [
  "/admin/dashboard",
  "/admin/regions",
  "/admin/seasons",
  "/admin/seasons/new",
  "/admin/admins",
  "/admin/partners",
  "/admin/events",
  "/admin/faqs",
  "/admin/announcements",
  "/admin/hotels",
  "/admin/contact-messages",
  "/admin/audit-log",
  "/admin/profile",
  "/admin/settings",
];

test("the admin screens run under the CSP with no violation", async ({ page }) => {
  test.setTimeout(120_000);
  await recordViolations(page);
  expect(await signInToAdmin(page.request, e2eAdmin.nationalId, e2eAdmin.password)).toBeNull();
  for (const screen of adminScreens) {
    await page.goto(screen, { waitUntil: "networkidle" });
    await expect(page.getByRole("main")).toBeVisible();
    expect(await violations(page), screen).toEqual([]);
  }
});
