import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../test/renderApp";
import { signIn } from "./session";

vi.mock("./session", () => ({
  signIn: vi.fn(async () => {}),
  signOut: vi.fn(async () => {}),
  hasAdminSession: vi.fn(async () => true),
}));

describe("SignInPage", () => {
  it("asks for both fields in English (spec §5)", async () => {
    await renderApp("/auth/signin");
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please fill in all fields, Email or Password is Empty!",
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it("asks for both fields in Arabic", async () => {
    localStorage.setItem("lang", "ar");
    await renderApp("/auth/signin");
    await userEvent.type(
      await screen.findByLabelText(/البريد الإلكتروني/, { selector: "input" }),
      "1012345678",
    );
    await userEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "يرجى تعبئة جميع الحقول، البريد الإلكتروني أو كلمة المرور فارغة!",
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it("hands filled-in credentials to signIn and opens the dashboard", async () => {
    await renderApp("/auth/signin");
    await userEvent.type(await screen.findByLabelText(/Email/, { selector: "input" }), " admin@example.sa ");
    await userEvent.type(screen.getByLabelText(/Password/, { selector: "input" }), "secret");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(signIn).toHaveBeenCalledWith({ login: "admin@example.sa", password: "secret" });
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });
});
