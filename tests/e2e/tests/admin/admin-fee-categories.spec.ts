import { expect, field, findRow, openEdit, save, words } from "../../support/admin.ts";
import { financeTest as test } from "../../support/finance-admin.ts";

/**
 * Issue 36: the fee categories screen lists each fee in USD and in SAR at the current rate, and
 * an admin with the finance permission, signed in with two-step sign-in, changes a price.
 */
test("a finance admin changes a fee's price, shown in USD and in SAR", async ({ page }) => {
  const name = "Volunteer";
  const listed = async (usd: RegExp, sar: RegExp) => {
    const row = await findRow(page, "/admin/fee-categories", name);
    await expect(row).toContainText(usd);
    await expect(row).toContainText(sar);
  };
  await listed(/USD\s110\.00/, /SAR\s412\.50/);

  const setPrice = async (price: string) => {
    await openEdit(page, name, "Edit fee category");
    await expect(field(page, "Price in US dollars")).toHaveValue(/^\d+\.\d\d$/);
    await field(page, "Price in US dollars").fill(price);
    await save(page, words.en.updated);
  };
  await setPrice("120.50");
  // 120.50 × 3.75 = 451.875, rounded half up to the halala.
  await listed(/USD\s120\.50/, /SAR\s451\.88/);

  // A price that is not an amount of dollars and cents is refused beside its field.
  await openEdit(page, name, "Edit fee category");
  await field(page, "Price in US dollars").fill("12.345");
  await page.getByRole("button", { name: words.en.save, exact: true }).click();
  await expect(field(page, "Price in US dollars")).toHaveAccessibleDescription(
    /Enter the price in US dollars, such as 270 or 270\.00\./,
  );

  await findRow(page, "/admin/fee-categories", name);
  await setPrice("110.00");
  await listed(/USD\s110\.00/, /SAR\s412\.50/);
});
