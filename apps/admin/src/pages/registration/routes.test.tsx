import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/renderApp";

// The registration screens are reached from the sidebar and from each other (the router's own
// routes, loaded lazily as in the browser); their data is the API's, tested in packages/api.
describe("registration routes", () => {
  it.each([
    ["/delegations", "Delegations", "Delegations"],
    ["/orders", "Orders", "Orders"],
    ["/waiting-list", "Waiting list", "Waiting list"],
  ])("opens %s from the sidebar entry", async (path, heading, link) => {
    await renderApp(path);
    expect(await screen.findByRole("heading", { name: heading, level: 1 })).toBeInTheDocument();
    const sidebar = within(screen.getByRole("navigation"));
    expect(sidebar.getByRole("link", { name: link, current: "page" })).toBeInTheDocument();
  });

  it.each([
    ["/orders/order-1", "Order", "All orders"],
    ["/delegations/delegation-1", "Delegation", "All delegations"],
  ])("opens a record's page at %s with the way back to its list", async (path, heading, back) => {
    await renderApp(path);
    expect(await screen.findByRole("heading", { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: back })).toBeInTheDocument();
  });

  it("shows the sidebar entries in Arabic", async () => {
    localStorage.setItem("lang", "ar");
    await renderApp("/orders");
    expect(await screen.findByRole("heading", { name: "الطلبات", level: 1 })).toBeInTheDocument();
    const sidebar = within(screen.getByRole("navigation"));
    expect(sidebar.getByRole("link", { name: "الطلبات", current: "page" })).toBeInTheDocument();
    expect(sidebar.getByRole("link", { name: "الوفود" })).toBeInTheDocument();
    expect(sidebar.getByRole("link", { name: "قائمة الانتظار" })).toBeInTheDocument();
  });
});
