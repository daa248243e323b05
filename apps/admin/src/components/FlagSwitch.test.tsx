import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TRPCClientError } from "@trpc/client";
import { adminMessages } from "@wro/api/forms";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/renderScreen";
import { FlagSwitch } from "./FlagSwitch";

describe("FlagSwitch", () => {
  it.each([
    ["en", "Status is Updated Successfully!"],
    ["ar", "تم تحديث الحالة بنجاح!"],
  ] as const)("shows the new position at once and confirms the save (%s)", async (locale, confirmation) => {
    let finish = () => {};
    const save = (value: boolean) => {
      expect(value).toBe(false);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    await renderScreen(<FlagSwitch checked label="Status of ACME" save={save} />, { locale });
    const toggle = await screen.findByRole("switch", { name: "Status of ACME" });
    await userEvent.click(toggle);
    // Optimistic: off before the server has answered.
    expect(toggle).not.toBeChecked();
    finish();
    expect(await screen.findByText(confirmation)).toBeInTheDocument();
  });

  it("tells what else the save changed, after the confirmation (another season left the home page)", async () => {
    await renderScreen(
      <FlagSwitch
        checked={false}
        label="2026 on the home page"
        save={() => Promise.resolve({ removed: "Season 2025" })}
        notice={(saved) => `${saved.removed} is no longer on the home page.`}
      />,
      { locale: "en" },
    );
    await userEvent.click(await screen.findByRole("switch", { name: "2026 on the home page" }));
    expect(await screen.findByText("Status is Updated Successfully!")).toBeInTheDocument();
    expect(await screen.findByText("Season 2025 is no longer on the home page.")).toBeInTheDocument();
  });

  it("flips back and says why when the save fails", async () => {
    const refusal = new TRPCClientError(adminMessages.ownAccountDisable, {
      result: {
        error: {
          code: -32600,
          message: adminMessages.ownAccountDisable,
          data: { code: "BAD_REQUEST", httpStatus: 400 },
        },
      },
    });
    await renderScreen(<FlagSwitch checked label="Status of Me" save={() => Promise.reject(refusal)} />, {
      locale: "ar",
    });
    const toggle = await screen.findByRole("switch", { name: "Status of Me" });
    await userEvent.click(toggle);
    expect(await screen.findByText(/لا يمكنك تعطيل حسابك\./)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
