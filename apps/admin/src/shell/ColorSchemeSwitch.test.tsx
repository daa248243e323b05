import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { colorSchemeStorageKey } from "../app/providers";
import { renderApp } from "../test/renderApp";

describe("ColorSchemeSwitch", () => {
  it("changes the colour scheme and remembers it across reloads", async () => {
    const first = await renderApp("/dashboard");
    expect(await screen.findByRole("radio", { name: "Auto" })).toBeChecked();

    await userEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect(document.documentElement).toHaveAttribute("data-mantine-color-scheme", "dark");
    expect(localStorage.getItem(colorSchemeStorageKey)).toBe("dark");

    first.unmount();
    document.documentElement.removeAttribute("data-mantine-color-scheme");
    await renderApp("/dashboard");
    expect(await screen.findByRole("radio", { name: "Dark" })).toBeChecked();
    expect(document.documentElement).toHaveAttribute("data-mantine-color-scheme", "dark");
  });
});
