import {
  deleteRow,
  expect,
  field,
  findRow,
  flip,
  mutate,
  notification,
  openEdit,
  pngBytes,
  save,
  search,
  test,
  words,
} from "../../support/admin.ts";

test.describe("admin partners", () => {
  test("create with a logo, see it on the home page, edit, toggle status, delete", async ({ page }) => {
    // Five screens and the public home page.
    test.setTimeout(90_000);
    const name = `E2E Partner ${Date.now()}`;
    await page.goto("/admin/partners/new");
    await expect(page.getByRole("heading", { name: "New partner" })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: pngBytes(),
    });
    await expect(page.getByRole("img", { name: "Preview of the new image" })).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByRole("combobox", { name: "Sponsor tier" }).click();
    await page.getByRole("option", { name: "Gold" }).click();
    await page.getByRole("textbox", { name: "Link" }).fill("https://example.com/e2e");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notification(page, "Saved successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/partners\/?$/);

    // The public home page reads the database at request time.
    await page.goto("/");
    await expect(page.getByRole("img", { name }).first()).toBeAttached();

    // Edit.
    await findRow(page, "/admin/partners", name);
    await openEdit(page, name, "Edit partner");
    const renamed = `${name} (edited)`;
    await field(page, "Name").fill(renamed);
    await save(page, words.en.updated);
    await expect(await search(page, renamed)).toHaveCount(1);

    // Status toggle: saved at once.
    await flip(page, words.en.statusOf(renamed), false);

    // Delete, after confirming.
    await deleteRow(page, renamed);
  });

  test("a rejected file says why", async ({ page }) => {
    await page.goto("/admin/partners/new");
    await page.locator('input[type="file"]').setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is not an image"),
    });
    await expect(page.getByText("The image must be a JPG, PNG or GIF file.")).toBeVisible();
  });

  test("a partner needs a logo and a name", async ({ page }) => {
    await page.goto("/admin/partners/new");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please choose an image (JPG, PNG or GIF).").first()).toBeVisible();
    await expect(page.getByText("This field is required.").first()).toBeVisible();
  });

  test("page size 25 shows 25 rows", async ({ page }) => {
    const prefix = `E2E Paging ${Date.now()}`;
    const logoFile = `data:image/png;base64,${pngBytes().toString("base64")}`;
    const created: string[] = [];
    try {
      for (let index = 0; index < 26; index++) {
        const partner = await mutate(page, "partner.create", {
          name: `${prefix} ${index}`,
          logoFile,
          tier: "NONE",
        });
        created.push((partner as { id: string }).id);
      }
      await page.goto("/admin/partners?q=" + encodeURIComponent(prefix));
      await expect(page.getByRole("row")).toHaveCount(11); // header + 10
      await page.getByRole("combobox", { name: "Rows per page" }).selectOption("25");
      await expect(page.getByRole("row")).toHaveCount(26); // header + 25
      await expect(page.getByText("1–25 of 26")).toBeVisible();
      await page.getByRole("button", { name: "Page 2" }).click();
      await expect(page.getByRole("row")).toHaveCount(2);
      await expect(page).toHaveURL(/page=1/);
    } finally {
      // The public pages the other tests read keep the seed's partners only.
      for (const id of created) await mutate(page, "partner.delete", { id });
    }
  });

  test("a stale edit from a second tab gets the conflict message and keeps the input", async ({
    page,
    context,
  }) => {
    const created = (await mutate(page, "partner.create", {
      name: `E2E Conflict ${Date.now()}`,
      logoFile: `data:image/png;base64,${pngBytes().toString("base64")}`,
    })) as { id: string };
    const second = await context.newPage();
    await page.goto(`/admin/partners/${created.id}/edit`);
    await second.goto(`/admin/partners/${created.id}/edit`);
    await expect(page.getByRole("textbox", { name: "Name" })).not.toHaveValue("");
    await expect(second.getByRole("textbox", { name: "Name" })).not.toHaveValue("");

    await second.getByRole("textbox", { name: "Name" }).fill("Saved first");
    await second.getByRole("button", { name: "Save" }).click();
    await expect(notification(second, "Updated successfully")).toBeVisible();

    await page.getByRole("textbox", { name: "Name" }).fill("Saved second");
    await page.getByRole("button", { name: "Save" }).click();
    const message =
      "This record was changed by someone else since you opened it. Reload to see the latest version.";
    await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Saved second");
    await expect(page).toHaveURL(new RegExp(`/admin/partners/${created.id}/edit`));
    await second.close();
  });

  test("an unknown id goes back to the list with a message", async ({ page }) => {
    await page.goto("/admin/partners/no-such-partner/edit");
    await expect(page).toHaveURL(/\/admin\/partners\/?$/);
    await expect(notification(page, "This record does not exist any more.")).toBeVisible();
  });
});
