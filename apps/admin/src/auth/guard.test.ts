import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterSignIn, redirectSignedInAdmin, requireAdmin, requireGate } from "./guard";
import { fakeAuthServer, testAdmin } from "./testing";

const load = (path: string) => requireAdmin({ request: new Request(`http://localhost/admin${path}`) });
const location = (response: unknown) => (response as Response).headers.get("Location");

describe("the admin guard (spec §6, mode admin)", () => {
  it("sends a visitor to sign-in, to come back afterwards", async () => {
    fakeAuthServer({ user: null });
    expect(location(await load("/seasons/3/edit?tab=1"))).toBe(
      "/auth/signin?redirect=%2Fadmin%2Fseasons%2F3%2Fedit%3Ftab%3D1",
    );
  });

  it("sends a signed-in student, coach or entity to the public home page", async () => {
    for (const type of [0, 1, 2, 7]) {
      fakeAuthServer({ user: { id: "u", name: "Someone", type } });
      expect(location(await load("/dashboard"))).toBe(`${window.location.origin}/`);
    }
  });

  it("lets an admin in", async () => {
    fakeAuthServer({ user: testAdmin });
    expect(await load("/dashboard")).toBeNull();
  });

  it("keeps an admin still on the development password on the profile screen until it changes", async () => {
    fakeAuthServer({ user: { ...testAdmin, mustChangePassword: true } });
    expect(location(await load("/dashboard"))).toBe("/profile");
    expect(location(await load("/partners"))).toBe("/profile");
    expect(await load("/profile")).toBeNull();
  });

  it("treats a server it cannot reach as signed out", async () => {
    const server = fakeAuthServer({ user: testAdmin });
    server.fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(location(await load("/dashboard"))).toBe("/auth/signin?redirect=%2Fadmin%2Fdashboard");
  });

  it("keeps a signed-in admin off the sign-in screen", async () => {
    fakeAuthServer({ user: testAdmin });
    expect(location(await redirectSignedInAdmin())).toBe("/dashboard");
    fakeAuthServer({ user: null });
    expect(await redirectSignedInAdmin()).toBeNull();
  });
});

describe("the gate screen's guard (issue 37)", () => {
  const gateStaff = { id: "g", name: "North Gate", type: 5 };
  const loadGate = () => requireGate({ request: new Request("http://localhost/admin/gate") });

  it("lets gate staff and admins in, and sends a visitor to sign-in first", async () => {
    for (const user of [gateStaff, testAdmin]) {
      fakeAuthServer({ user });
      expect(await loadGate()).toBeNull();
    }
    fakeAuthServer({ user: null });
    expect(location(await loadGate())).toBe("/auth/signin?redirect=%2Fadmin%2Fgate");
  });

  it("keeps gate staff on the gate screen: the rest of the back office and its sign-in screen send them there", async () => {
    fakeAuthServer({ user: gateStaff });
    for (const path of ["/dashboard", "/users", "/orders/1"])
      expect(location(await load(path))).toBe("/gate");
    expect(location(await redirectSignedInAdmin())).toBe("/gate");
  });

  it("sends a student, coach or entity to the public home page", async () => {
    for (const type of [0, 1, 2]) {
      fakeAuthServer({ user: { id: "u", name: "Someone", type } });
      expect(location(await loadGate())).toBe(`${window.location.origin}/`);
    }
  });
});

describe("afterSignIn", () => {
  // As built: the back office is served under /admin/.
  beforeEach(() => vi.stubEnv("BASE_URL", "/admin/"));
  afterEach(() => vi.unstubAllEnvs());

  it("returns to a screen of the back office", () => {
    expect(afterSignIn("/admin/partners/7/edit")).toBe("/partners/7/edit");
    expect(afterSignIn("/admin/seasons?page=2")).toBe("/seasons?page=2");
  });

  it("goes to the dashboard for anything else", () => {
    for (const target of [
      null,
      "",
      "/",
      "/account/",
      "//evil.example/admin/",
      "https://evil.example/admin/",
      "/admin//evil.example",
      "/admin/\\evil.example",
      "/admin/auth/signin",
      "/admin/\tx",
    ]) {
      expect(afterSignIn(target)).toBe("/dashboard");
    }
  });
});
