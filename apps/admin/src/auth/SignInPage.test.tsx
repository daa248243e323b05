import { screen, within } from "@testing-library/react";
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

  describe("with two-step sign-in", () => {
    const withSecondFactor = () =>
      fakeAuthServer({
        accounts: [
          {
            login: "1000000001",
            password: "WroAdmin-2025",
            user: testAdmin,
            secondFactor: { code: "123456", recoveryCodes: ["abcd-efgh-jkmn"] },
          },
        ],
      });
    const codeField = () => screen.findByLabelText(/Code from your authenticator app/, { selector: "input" });
    const posted = (server: ReturnType<typeof fakeAuthServer>) =>
      server.fetch.mock.calls
        .filter(([url]) => url === "/api/auth/callback/admin-credentials")
        .map(([, init]) => Object.fromEntries(init?.body as URLSearchParams));

    it("asks for the code after the right password, and signs in with it", async () => {
      const server = withSecondFactor();
      await renderApp("/auth/signin");
      await fillIn("1000000001", "WroAdmin-2025");
      const code = await codeField();
      expect(code).toHaveAttribute("autocomplete", "one-time-code");
      expect(code).toHaveAttribute("inputmode", "numeric");
      // Not an error: the form just asks for the next step.
      expect(within(code.closest("form")!).queryByRole("alert")).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/Password/, { selector: "input" })).not.toBeInTheDocument();

      await userEvent.type(code, "123456");
      await userEvent.click(screen.getByRole("button", { name: "Verify and sign in" }));
      expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
      expect(server.user).toEqual({ ...testAdmin, secondFactor: true });
      // The password went again with the code.
      expect(posted(server).at(-1)).toMatchObject({
        login: "1000000001",
        password: "WroAdmin-2025",
        code: "123456",
      });
    });

    it("says a wrong code is wrong and keeps the password for the next try", async () => {
      const server = withSecondFactor();
      await renderApp("/auth/signin");
      await fillIn("1000000001", "WroAdmin-2025");
      await userEvent.click(await screen.findByRole("button", { name: "Verify and sign in" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Enter the 6-digit code from your authenticator app.",
      );

      const code = await codeField();
      await userEvent.type(code, "654321");
      await userEvent.click(screen.getByRole("button", { name: "Verify and sign in" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "This code is not correct. Check the code in your authenticator app and try again.",
      );
      expect(server.user).toBeNull();

      await userEvent.clear(code);
      await userEvent.type(code, "123456");
      await userEvent.click(screen.getByRole("button", { name: "Verify and sign in" }));
      expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
      expect(posted(server).at(-1)).toMatchObject({ password: "WroAdmin-2025", code: "123456" });
    });

    it("signs in with a recovery code instead, in Arabic too", async () => {
      const server = withSecondFactor();
      localStorage.setItem("lang", "ar");
      await renderApp("/auth/signin");
      await userEvent.type(
        await screen.findByLabelText(/رقم الهوية الوطنية أو البريد الإلكتروني/, { selector: "input" }),
        "1000000001",
      );
      await userEvent.type(screen.getByLabelText(/كلمة المرور/, { selector: "input" }), "WroAdmin-2025");
      await userEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
      await userEvent.click(await screen.findByRole("button", { name: "استخدام رمز استرداد" }));
      const recovery = await screen.findByLabelText(/رمز الاسترداد/, { selector: "input" });
      // Codes read left to right on an Arabic screen too.
      expect(recovery.closest("[dir]")).toHaveAttribute("dir", "ltr");
      await userEvent.type(recovery, "abcd-efgh-jkmn");
      await userEvent.click(screen.getByRole("button", { name: "تحقّق وسجّل الدخول" }));
      expect(await screen.findByRole("heading", { name: "لوحة التحكم" })).toBeInTheDocument();
      expect(posted(server).at(-1)).toMatchObject({ recoveryCode: "abcd-efgh-jkmn" });
      expect(posted(server).at(-1)).not.toHaveProperty("code");
    });

    it("goes back to the password to sign in as someone else", async () => {
      withSecondFactor();
      await renderApp("/auth/signin");
      await fillIn("1000000001", "WroAdmin-2025");
      await userEvent.click(await screen.findByRole("button", { name: "Sign in as someone else" }));
      expect(await screen.findByLabelText(/National ID or e-mail/, { selector: "input" })).toHaveValue("");
      expect(screen.queryByLabelText(/Code from your authenticator app/)).not.toBeInTheDocument();
    });
  });

  it("sends an admin who is already signed in to the dashboard", async () => {
    fakeAuthServer({ user: testAdmin });
    await renderApp("/auth/signin");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });
});
