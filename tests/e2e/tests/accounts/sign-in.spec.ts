import {
  admin,
  allowFailedRequests,
  clickUntil,
  createStudent,
  expect,
  expectDocumentLanguage,
  langs,
  newPerson,
  prefix,
  signInWithForm,
  test,
  text,
} from "../../support/accounts.ts";

test.describe("sign-in page", () => {
  for (const lang of langs) {
    test(`signs in and returns to the redirect target (${lang})`, async ({ page, request }) => {
      const t = text[lang];
      const student = await createStudent(request);
      const target = `${prefix(lang)}/team-registration/`;
      await page.goto(`${prefix(lang)}/signin/?redirect=${encodeURIComponent(target)}`);
      await expectDocumentLanguage(page, lang);
      await signInWithForm(page, lang, student.email, student.password);
      await expect(page).toHaveURL(target);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.teamRegistration);
      await expect(page.getByText(t.signedIn)).toBeVisible();
    });

    test(`shows the server's message for wrong credentials, keeping the input (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${prefix(lang)}/signin/`);
      await page.getByRole("main").getByRole("button", { name: text[lang].signIn, exact: true }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(text[lang].signInEmpty);

      await signInWithForm(page, lang, "2999999999", "not-the-password");
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(text[lang].wrongCredentials);
      await expect(page.getByLabel(text[lang].login)).toHaveValue("2999999999");
      allowFailedRequests(consoleErrors, "/api/auth/callback/credentials");
    });

    test(`signing out returns to sign-in (${lang})`, async ({ page, request }) => {
      const t = text[lang];
      const student = await createStudent(request);
      await page.goto(`${prefix(lang)}/signin/`);
      await signInWithForm(page, lang, student.nationalId, student.password);
      // Walk-through 3, L13: without a redirect target, a student lands on their account page.
      await expect(page).toHaveURL(`${prefix(lang)}/account/`);
      const signOut = page.getByRole("button", { name: t.signOut });
      await clickUntil(page.getByRole("button", { name: `${t.accountMenu}: ${student.name}` }), signOut);
      await signOut.click();
      await expect(page).toHaveURL(`${prefix(lang)}/signin/`);
      await expect(page.getByText(t.signedOut)).toBeVisible();
      expect((await page.request.get("/api/trpc/auth.me")).status()).toBe(401);
      // The hint that someone is signed in went with the session: public pages stop asking.
      expect((await page.context().cookies()).map(({ name }) => name)).not.toContain("wro-signed-in");
    });

    test(`a session without the signed-in hint shows on public pages after an account page (${lang})`, async ({
      page,
      request,
    }) => {
      const t = text[lang];
      const student = await createStudent(request);
      await page.goto(`${prefix(lang)}/signin/`);
      await signInWithForm(page, lang, student.nationalId, student.password);
      await expect(page).toHaveURL(`${prefix(lang)}/account/`);
      // The header's session read renews the cookies as it answers: the hint is taken away after it.
      await expect(page.locator('[data-session="user"]')).toBeAttached();
      // The session cookie alone, as a browser signed in before the hint existed holds it.
      const context = page.context();
      const cookies = await context.cookies();
      await context.clearCookies();
      await context.addCookies(cookies.filter(({ name }) => name !== "wro-signed-in"));
      const menu = page.getByRole("button", { name: `${t.accountMenu}: ${student.name}` });

      await page.goto(`${prefix(lang)}/`);
      await expect(page.locator('[data-session="visitor"]')).toBeAttached();
      // A page rendered for its caller reads the session whatever the cookies, and next-auth,
      // renewing the session cookie, sets the hint beside it.
      await page.goto(`${prefix(lang)}/account/`);
      await expect(page.locator('[data-session="user"]')).toBeAttached();
      await page.goto(`${prefix(lang)}/`);
      await expect(menu).toBeVisible();
    });
  }

  test("ignores a redirect to another site", async ({ page, request }) => {
    test.slow(); // three sign-ins, each a deliberately slow password hash
    const student = await createStudent(request);
    for (const target of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      await page.goto(`/signin/?redirect=${encodeURIComponent(target)}`);
      await signInWithForm(page, "en", student.nationalId, student.password);
      // Not the other site: the student's own account page (walk-through 3, L13).
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/account\/$/);
      // The header reads the session after load (and next-auth renews the cookie as it answers):
      // wait for that read, so the cookies are cleared after it and stay cleared.
      await expect(page.locator('[data-session="user"]')).toBeVisible();
      await page.context().clearCookies();
    }
  });

  test("says how long to wait after too many attempts", async ({ page, consoleErrors }) => {
    test.slow(); // twelve sign-in attempts, each a deliberately slow password hash
    const login = newPerson("Nobody").nationalId;
    await page.goto("/signin/");
    // Spec-free policy of @wro/auth: ten attempts on one account per quarter of an hour.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await signInWithForm(page, "en", login, `wrong-${attempt}`);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(text.en.wrongCredentials);
    }
    await signInWithForm(page, "en", login, "wrong-again");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(text.en.tooManyAttempts);

    await page.goto("/ar/signin/");
    await signInWithForm(page, "ar", login, "wrong-again");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(text.ar.tooManyAttempts);
    allowFailedRequests(consoleErrors, "/api/auth/callback/credentials");
  });

  test("an admin who signs in here lands on the admin dashboard", async ({ page }) => {
    await page.goto("/signin/");
    await signInWithForm(page, "en", admin.nationalId, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard\/?$/);
  });
});
