import {
  deleteRow,
  expect,
  findRow,
  mutate,
  notification,
  setLanguage,
  test,
  unique,
} from "../../support/admin.ts";

test.describe("admin content screens", () => {
  test("site settings are reachable from the profile menu and save", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { name: "Site settings" })).toBeVisible();
    const phone = page.getByRole("textbox", { name: "Contact phone" });
    await expect(page.getByRole("textbox", { name: "Contact e-mail" })).not.toHaveValue("");
    // A landline is a contact phone too; it is kept in the international form a link dials.
    await phone.fill("013 361 0000");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Updated successfully")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Contact phone" })).toHaveValue("+966133610000");

    await page.getByRole("textbox", { name: "Contact e-mail" }).fill("not an e-mail");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter a valid e-mail address.").first()).toBeVisible();
  });

  test("an FAQ is created, listed and deleted; the audit log shows its before and after", async ({
    page,
  }) => {
    const question = `E2E question ${Date.now()}`;
    await page.goto("/admin/faqs/new");
    await page.getByRole("textbox", { name: "Question in English" }).fill(question);
    await page.getByRole("textbox", { name: "Question in Arabic" }).fill("سؤال تجريبي");
    await page.getByRole("textbox", { name: "Answer in English" }).fill("An answer.");
    await page.getByRole("textbox", { name: "Answer in Arabic" }).fill("إجابة.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Saved successfully")).toBeVisible();
    await page.goto("/admin/faqs?q=" + encodeURIComponent(question));
    await expect(page.getByRole("row").filter({ hasText: question })).toHaveCount(1);

    await page.goto("/admin/audit-log?entity=faq&action=create");
    await page.getByRole("button", { name: "Show the changes" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("table", { name: "Changes" })).toContainText(question);

    await findRow(page, "/admin/faqs", question);
    await deleteRow(page, question);
  });

  test("the dashboard shows real figures and its charts", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Sign-ups per week" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Partners by sponsor tier" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent admin activity" })).toBeVisible();
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
  });

  for (const lang of ["en", "ar"] as const) {
    test(`the dashboard counts the gate's check-ins per day and per gate (${lang})`, async ({ page }) => {
      const words = {
        en: { perDay: "Check-ins per day", perGate: "Check-ins per gate" },
        ar: { perDay: "عمليات الدخول في كل يوم", perGate: "عمليات الدخول عند كل بوابة" },
      }[lang];
      // Two scans at a gate of this test's own, of codes that are no badge's: two red verdicts.
      const gate = `E2E gate ${lang} ${unique()}`;
      for (const code of ["ZZZZ-ZZZZ", "not a badge"])
        await mutate(page, "checkin.scan", {
          code,
          gate,
          scanId: `e2e-dashboard-${unique()}`,
          scannedAt: new Date().toISOString(),
        });
      await setLanguage(page, lang);
      await page.goto("/admin/dashboard");
      await expect(page.getByRole("heading", { name: words.perDay })).toBeVisible();
      await expect(page.getByTestId("check-ins").locator(".recharts-surface")).toBeVisible();
      // Day, then the people let in, the scans of people already in, and the refused ones.
      const row = page.getByRole("table", { name: words.perGate }).getByRole("row").filter({ hasText: gate });
      await expect(row.getByRole("cell")).toHaveText([/\d/, "0", "0", "2"]);
    });
  }
});

test.describe("admin own account and event", () => {
  test("the profile saves the signed-in admin's own account", async ({ page }) => {
    await page.goto("/admin/profile");
    await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
    const name = page.getByRole("textbox", { name: "Name" });
    await expect(name).not.toHaveValue("");
    const current = await name.inputValue();
    await name.fill(`${current} `);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Updated successfully")).toBeVisible();
    // Saved for good: a fresh load shows it (the stored name is trimmed).
    await page.reload();
    await expect(name).toHaveValue(current.trim());

    // A new password needs the current one.
    await page.locator('input[autocomplete="new-password"]').nth(0).fill("Another-2025");
    await page.locator('input[autocomplete="new-password"]').nth(1).fill("Another-2025");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("Please enter your current password to set a new one.").first(),
    ).toBeVisible();
  });

  test("editing the event keeps its date and time", async ({ page }) => {
    await page.goto("/admin/events");
    const firstRow = page.getByRole("row").nth(1);
    await expect(firstRow.getByRole("cell").nth(1)).not.toBeEmpty();
    const date = await firstRow.getByRole("cell").nth(1).textContent();
    await firstRow.getByRole("link", { name: /^Edit / }).click();
    await expect(page.getByRole("heading", { name: "Edit event" })).toBeVisible();
    const location = page.getByRole("textbox", { name: "Location in English" });
    await expect(location).not.toHaveValue("");
    await location.fill(`${await location.inputValue()} `);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Updated successfully")).toBeVisible();
    await expect(page.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(date ?? "");
  });
});
