import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { hasAdminSession } from "../auth/session";
import { renderApp } from "../test/renderApp";

vi.mock("../auth/session", () => ({
  signIn: vi.fn(async () => {}),
  signOut: vi.fn(async () => {}),
  hasAdminSession: vi.fn(async () => false),
}));

describe("routes", () => {
  it("sends visitors without an admin session to sign-in", async () => {
    await renderApp("/partners");
    expect(await screen.findByRole("heading", { name: "Sign in to the back office" })).toBeInTheDocument();
    expect(hasAdminSession).toHaveBeenCalled();
  });
});
