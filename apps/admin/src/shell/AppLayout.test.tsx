import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "@lingui/core";
import { renderApp } from "../test/renderApp";
import { navItems } from "./navigation";

async function sidebarLinks() {
  const nav = await screen.findByRole("navigation");
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent);
}

describe("AppLayout", () => {
  it("shows the sidebar in English, left to right, with the current screen marked", async () => {
    await renderApp("/partners/7/edit");
    // Every entry of the sidebar's list, in its order and in English (a new kind's entry needs
    // no line here).
    const links = await sidebarLinks();
    expect(links).toEqual(navItems.map((item) => i18n._(item.label)));
    expect([links.at(0), links.at(-1)]).toEqual(["Dashboard", "Audit log"]);
    expect(screen.getByRole("link", { name: "Partners" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByRole("heading", { name: "Edit partner" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(document.documentElement).toHaveAttribute("lang", "en");
  });

  it("shows the sidebar in Arabic, right to left, when Arabic is remembered", async () => {
    localStorage.setItem("lang", "ar");
    await renderApp("/dashboard");
    expect((await sidebarLinks()).slice(0, 5)).toEqual([
      "لوحة التحكم",
      "المناطق",
      "المواسم",
      "المشرفون",
      "الشركاء",
    ]);
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
  });

  it("switches to Arabic and remembers it as the legacy value", async () => {
    await renderApp("/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "العربية" }));
    expect(await screen.findByRole("link", { name: "الشركاء" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(localStorage.getItem("lang")).toBe("ar");
  });

  it("sends / to the dashboard", async () => {
    await renderApp("/");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });
});
