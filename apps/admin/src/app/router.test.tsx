import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeAuthServer, testAdmin } from "../auth/testing";
import { renderApp } from "../test/renderApp";

describe("routes", () => {
  it("sends visitors without a session to sign-in", async () => {
    const server = fakeAuthServer({ user: null });
    await renderApp("/partners");
    expect(await screen.findByRole("heading", { name: "Sign in to the back office" })).toBeInTheDocument();
    expect(server.fetch).toHaveBeenCalledWith("/api/auth/session", expect.anything());
  });

  it("shows the screen to an admin", async () => {
    fakeAuthServer({ user: testAdmin });
    await renderApp("/dashboard");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("sends an edit address without its record id home", async () => {
    fakeAuthServer({ user: testAdmin });
    await renderApp("/partners/edit");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });
});
