import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/renderApp";
import { fakeAuthServer, testAdmin } from "./testing";

async function fillIn(login: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/National ID or e-mail/, { selector: "input" }), login);
  await userEvent.type(screen.getByLabelText(/Password/, { selector: "input" }), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("SignInPage", () => {
  it("asks for both fields in English (spec §5)", async () => {
    const server = fakeAuthServer();
    await renderApp("/auth/signin");
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please fill in all fields, Email or Password is Empty!",
    );
    expect(server.signIns).toBe(0);
  });

  it("asks for both fields in Arabic", async () => {
    const server = fakeAuthServer();
    localStorage.setItem("lang", "ar");
    await renderApp("/auth/signin");
    await userEvent.type(
      await screen.findByLabelText(/رقم الهوية الوطنية أو البريد الإلكتروني/, { selector: "input" }),
      "1012345678",
    );
    await userEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "يرجى تعبئة جميع الحقول: رقم الهوية الوطنية أو البريد الإلكتروني أو كلمة المرور فارغ!",
    );
    expect(server.signIns).toBe(0);
  });

  it("signs in through next-auth's admin provider and opens the dashboard", async () => {
    const server = fakeAuthServer();
    await renderApp("/auth/signin");
    await fillIn(" 1000000001 ", "WroAdmin-2025");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(server.user).toEqual(testAdmin);
    const [, init] = server.fetch.mock.calls.find(([url]) => url === "/api/auth/callback/admin-credentials")!;
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      login: "1000000001",
      password: "WroAdmin-2025",
      csrfToken: "csrf-token",
      json: "true",
    });
  });

  it("shows the server's refusal in the interface language", async () => {
    fakeAuthServer();
    localStorage.setItem("lang", "ar");
    await renderApp("/auth/signin");
    await userEvent.type(
      await screen.findByLabelText(/رقم الهوية الوطنية أو البريد الإلكتروني/, { selector: "input" }),
      "1000000001",
    );
    await userEvent.type(screen.getByLabelText(/كلمة المرور/, { selector: "input" }), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "رقم الهوية الوطنية أو البريد الإلكتروني أو كلمة المرور غير صحيح.",
    );
  });

  it("says how long to wait after too many attempts", async () => {
    fakeAuthServer({ refusal: "tooManyAttempts?minutes=15" });
    await renderApp("/auth/signin");
    await fillIn("1000000001", "wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Try again in 15 minutes.");
  });

  it("goes back to the screen the guard stopped", async () => {
    fakeAuthServer();
    // Tests run the router without its /admin base.
    await renderApp("/auth/signin?redirect=%2Fpartners");
    await fillIn("1000000001", "WroAdmin-2025");
    expect(await screen.findByRole("heading", { name: "Partners" })).toBeInTheDocument();
  });

  it("never follows a redirect off the back office", async () => {
    fakeAuthServer();
    await renderApp("/auth/signin?redirect=%2F%2Fevil.example%2Fadmin%2F");
    await fillIn("1000000001", "WroAdmin-2025");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("sends an admin who is already signed in to the dashboard", async () => {
    fakeAuthServer({ user: testAdmin });
    await renderApp("/auth/signin");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });
});
