import type { Page } from "@playwright/test";
import { e2eAdmin } from "../../support/admin-account.ts";
import {
  deleteRow,
  expect,
  field,
  findRow,
  flip,
  inFreshContext,
  mutate,
  notification,
  openEdit,
  save,
  search,
  setLanguage,
  signIn,
  submitSignIn,
  test,
  unique,
  words,
} from "../../support/admin.ts";
import { firstItem } from "../../support/trpc.ts";

test.describe("admin records", () => {
  test("a season is created, edited, its registration, home page and status switches saved, and deleted", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = unique();
    const name = `E2E Season ${stamp}`;
    const slug = `e2e-season-${stamp}`;
    const registrationOpen = "Registration for this season is open through national organizers.";
    await page.goto("/admin/seasons/new");
    await expect(page.getByRole("heading", { name: "New season", level: 1 })).toBeVisible();
    await field(page, "Name in English").fill(name);
    await field(page, "Name in Arabic").fill(`موسم ${stamp}`);
    // The season's own title and description come before those of its three blocks.
    await field(page, "Title in English").first().fill("Robots for the planet");
    await field(page, "Title in Arabic").first().fill("روبوتات من أجل الكوكب");
    await field(page, "Description in English").first().fill("A season of the browser tests.");
    await field(page, "Description in Arabic").first().fill("موسم من اختبارات المتصفح.");
    await field(page, "Slug").fill(slug);
    for (const number of [1, 2, 3]) {
      const block = page.getByRole("group", { name: `Attribute ${number}` });
      await field(block, "Title in English").fill(`Block ${number}`);
      await field(block, "Title in Arabic").fill(`القسم ${number}`);
      await field(block, "Description in English").fill(`About block ${number}.`);
      await field(block, "Description in Arabic").fill(`عن القسم ${number}.`);
    }
    await save(page, words.en.saved);
    await expect(page).toHaveURL(/\/admin\/seasons\/?$/);
    await expect(await search(page, name)).toHaveCount(1);

    await page.goto(`/seasons/${slug}/`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Block 3", level: 2 })).toBeVisible();
    await expect(page.getByText(registrationOpen)).toHaveCount(0);

    await findRow(page, "/admin/seasons", name);
    await openEdit(page, name, "Edit season");
    await field(page, "Title in English").first().fill("Robots for a better planet");
    await save(page, words.en.updated);
    await expect(await search(page, name)).toHaveCount(1);
    await flip(page, `Registration of ${name}`, true);
    // The home page features one season: this one takes Season 2025's place, and says so.
    await page.getByRole("switch", { name: `${name} on the home page`, exact: true }).click({ force: true });
    await expect(
      notification(
        page,
        "“Season 2025” is no longer on the home page: only one season can be featured there.",
      ),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole("switch", { name: `${name} on the home page`, exact: true })).toBeChecked();

    await page.goto(`/seasons/${slug}/`);
    await expect(page.getByText("Robots for a better planet")).toBeVisible();
    await expect(page.getByText(registrationOpen)).toBeVisible();

    await findRow(page, "/admin/seasons", name);
    await flip(page, words.en.statusOf(name), false);
    // The other two switches keep their saved positions.
    await expect(page.getByRole("switch", { name: `Registration of ${name}`, exact: true })).toBeChecked();
    await expect(page.getByRole("switch", { name: `${name} on the home page`, exact: true })).toBeChecked();
    // A hidden season has no public page (asked without the browser, which would log the 404).
    expect((await page.request.get(`/seasons/${slug}/`)).status()).toBe(404);

    // The delete question says what goes with the season: its results and its three blocks.
    const season = await firstItem(page.request, "season.list", { search: slug });
    for (const place of [1, 2]) {
      await mutate(page, "result.create", {
        seasonId: season.id,
        category: "robomission-junior",
        place,
        teamName: `E2E Team ${place}`,
        country: "SA",
        institution: "E2E School",
      });
    }
    await page.getByRole("button", { name: words.en.deleteOf(name), exact: true }).click();
    const question = page.getByRole("dialog");
    await expect(question).toContainText("Deleted with it:");
    await expect(question.getByRole("listitem")).toHaveText(["2 results of its final", "3 attribute blocks"]);
    await question.getByRole("button", { name: "Cancel" }).click();
    await deleteRow(page, name);

    // Season 2025 goes back onto the home page for the other tests.
    await findRow(page, "/admin/seasons", "Season 2025");
    await flip(page, "Season 2025 on the home page", true);
  });

  test("an admin is created with valid data, signs in, is edited, deactivated (then refused) and deleted", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = unique();
    const name = `E2E Admin ${stamp}`;
    const email = `e2e.admin.${stamp}@example.org`;
    const account = { login: `2${stamp.slice(-9)}`, password: "E2E-Secret-2025" };
    await page.goto("/admin/admins/new");
    await expect(page.getByRole("heading", { name: "New admin", level: 1 })).toBeVisible();
    await field(page, "Name").fill(name);
    await field(page, "Email").fill(email);
    await field(page, "Phone").fill("+966 50 123 4567");
    await field(page, "National ID").fill(account.login);
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(account.password);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(account.password);
    await save(page, words.en.saved);
    await expect(page).toHaveURL(/\/admin\/admins\/?$/);
    let row = await search(page, name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText(account.login);
    await expect(row).toContainText("+966501234567");

    // The new admin can sign in with the password set here.
    await inFreshContext(browser, (other) => signIn(other, account));

    await openEdit(page, name, "Edit admin");
    const renamed = `${name} edited`;
    const newEmail = `e2e.admin.${stamp}.edited@example.org`;
    await field(page, "Name").fill(renamed);
    await field(page, "Email").fill(newEmail);
    await save(page, words.en.updated);
    row = await search(page, renamed);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(newEmail);

    await flip(page, words.en.statusOf(renamed), false);
    // A disabled admin cannot sign in any more.
    await inFreshContext(browser, async (other) => {
      await submitSignIn(other, account);
      await expect(
        other
          .getByRole("alert")
          .filter({ hasText: "This account is disabled. Please contact the organizers." }),
      ).toBeVisible();
      await expect(other).toHaveURL(/\/admin\/auth\/signin/);
    });

    await deleteRow(page, renamed);
  });

  test("the signed-in admin cannot switch off or delete their own account from the list", async ({
    page,
  }) => {
    await page.goto("/admin/admins");
    const row = await search(page, e2eAdmin.email);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("switch")).toBeDisabled();
    await expect(row.getByRole("button", { name: /^Delete / })).toBeDisabled();
  });

  test("an announcement is created, edited, shown on /announcements/, deactivated and deleted", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = unique();
    const title = `E2E News ${stamp}`;
    const slug = `e2e-news-${stamp}`;
    await page.goto("/admin/announcements/new");
    await expect(page.getByRole("heading", { name: "New announcement", level: 1 })).toBeVisible();
    await field(page, "Title in English").fill(title);
    await field(page, "Title in Arabic").fill(`خبر ${stamp}`);
    await field(page, "Text in English").fill("The first paragraph.\n\nThe second paragraph.");
    await field(page, "Text in Arabic").fill("الفقرة الأولى.");
    // Walk-through 3, L2: a new item starts as a draft, and a slug left empty is made from the
    // English title ("E2E News <stamp>" → "e2e-news-<stamp>").
    await expect(page.getByRole("radio", { name: /^Draft/ })).toBeChecked();
    await expect(field(page, "Slug")).toHaveValue("");
    await page.getByRole("radio", { name: /^Published/ }).check();
    // "Published on" starts at today.
    await save(page, words.en.saved);
    await expect(page).toHaveURL(/\/admin\/announcements\/?$/);
    const row = await search(page, title);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(slug);

    await openEdit(page, title, "Edit announcement");
    const renamed = `${title} edited`;
    await field(page, "Title in English").fill(renamed);
    await save(page, words.en.updated);

    await page.goto("/announcements/");
    const article = page.getByRole("article", { name: renamed });
    await expect(article).toBeVisible();
    await expect(article.getByRole("paragraph")).toContainText([
      "The first paragraph.",
      "The second paragraph.",
    ]);

    await findRow(page, "/admin/announcements", renamed);
    await flip(page, words.en.statusOf(renamed), false);
    await page.goto("/announcements/");
    await expect(page.getByRole("heading", { name: "Announcements", level: 1 })).toBeVisible();
    await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);

    await findRow(page, "/admin/announcements", renamed);
    await deleteRow(page, renamed);
  });

  const hotelText = {
    en: {
      newHotel: "New hotel",
      editHotel: "Edit hotel",
      nameEn: "Name in English",
      nameAr: "Name in Arabic",
      areaEn: "Area in English",
      areaAr: "Area in Arabic",
      stars: "Stars",
      link: "Website",
      phone: "Phone",
      distance: "Distance to the venue (km)",
      shuttleYes: "Yes",
      distanceShown: "4.5 km from the venue",
      shuttleShown: "Served by the event shuttle",
      websiteOf: (name: string) => `Website of ${name}`,
      onMap: (name: string) => `${name} on the map`,
      fourStars: "4 stars",
      edited: "edited",
      hotelsPage: "/Hotels/",
    },
    ar: {
      newHotel: "فندق جديد",
      editHotel: "تعديل الفندق",
      nameEn: "الاسم بالإنجليزية",
      nameAr: "الاسم بالعربية",
      areaEn: "المنطقة بالإنجليزية",
      areaAr: "المنطقة بالعربية",
      stars: "النجوم",
      link: "الموقع الإلكتروني",
      phone: "الهاتف",
      distance: "المسافة إلى مقر الحدث (كم)",
      shuttleYes: "نعم",
      distanceShown: "4.5 كم من مقر الحدث",
      shuttleShown: "تخدمه حافلات الحدث",
      websiteOf: (name: string) => `الموقع الإلكتروني لـ${name}`,
      onMap: (name: string) => `${name} على الخريطة`,
      fourStars: "4 نجوم",
      edited: "معدل",
      hotelsPage: "/ar/Hotels/",
    },
  } as const;
  for (const lang of ["en", "ar"] as const) {
    test(`a hotel is created, shown on the hotels page, edited, toggled off and on, and deleted (${lang})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const text = hotelText[lang];
      await setLanguage(page, lang);
      const stamp = unique();
      const hotel = {
        nameEn: `E2E Hotel ${stamp}`,
        nameAr: `فندق تجريبي ${stamp}`,
        areaEn: "Al Fanateer",
        areaAr: "الفناتير",
      };
      // The list and the site show the names of their language.
      const name = lang === "ar" ? hotel.nameAr : hotel.nameEn;
      const area = lang === "ar" ? hotel.areaAr : hotel.areaEn;
      await page.goto("/admin/hotels/new");
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { name: text.newHotel, level: 1 })).toBeVisible();
      await field(page, text.nameEn).fill(hotel.nameEn);
      await field(page, text.nameAr).fill(hotel.nameAr);
      await field(page, text.areaEn).fill(hotel.areaEn);
      await field(page, text.areaAr).fill(hotel.areaAr);
      // Walk-through 3, L15: the stars start empty ("leave empty when unknown"), not 0.
      await expect(field(page, text.stars)).toHaveValue("");
      await field(page, text.stars).fill("4");
      await field(page, text.link).fill("https://example.com/e2e-hotel");
      // M1: phone, distance and shuttle, each optional.
      await field(page, text.phone).fill("013 341 0000");
      await field(page, text.distance).fill("4.5");
      await page.getByRole("radio", { name: text.shuttleYes, exact: true }).check();
      await save(page, words[lang].saved, lang);
      await expect(page).toHaveURL(/\/admin\/hotels\/?$/);
      const row = await search(page, name, lang);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(area);

      const card = (page: Page, name: string) =>
        page.getByRole("article").filter({ has: page.getByRole("heading", { name, level: 3 }) });
      await page.goto(text.hotelsPage);
      await expect(card(page, name)).toContainText(area);
      await expect(card(page, name)).toContainText(text.fourStars);
      await expect(card(page, name)).toContainText(text.distanceShown);
      await expect(card(page, name)).toContainText(text.shuttleShown);
      await expect(card(page, name).getByRole("link", { name: text.websiteOf(name) })).toHaveAttribute(
        "href",
        "https://example.com/e2e-hotel",
      );
      await expect(card(page, name).getByRole("link", { name: "+966133410000" })).toHaveAttribute(
        "href",
        "tel:+966133410000",
      );
      // The map link searches by the hotel's name and area: no coordinates are invented.
      await expect(card(page, name).getByRole("link", { name: text.onMap(name) })).toHaveAttribute(
        "href",
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${hotel.nameEn}, ${hotel.areaEn}, Saudi Arabia`)}`,
      );
      // A seeded hotel shows no phone, distance or shuttle (the seed invents none), but its map link.
      const seeded = card(page, lang === "ar" ? "نوفوتيل الجبيل" : "Novotel Jubail");
      await expect(seeded.getByRole("link")).toHaveCount(1);
      await expect(seeded).not.toContainText(text.shuttleShown);

      await findRow(page, "/admin/hotels", name, lang);
      await openEdit(page, name, text.editHotel, lang);
      const renamed = `${name} ${text.edited}`;
      await field(page, lang === "ar" ? text.nameAr : text.nameEn).fill(renamed);
      await save(page, words[lang].updated, lang);
      await expect(await search(page, renamed, lang)).toHaveCount(1);
      await flip(page, words[lang].statusOf(renamed), false, lang);
      await flip(page, words[lang].statusOf(renamed), true, lang);
      await deleteRow(page, renamed, lang);

      await page.goto(text.hotelsPage);
      await expect(page.getByRole("article").first()).toBeVisible();
      await expect(card(page, renamed)).toHaveCount(0);
      await expect(card(page, name)).toHaveCount(0);
    });
  }

  test("an FAQ is edited and deactivated; the site's footer follows", async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = unique();
    const question = `E2E question ${stamp}`;
    await mutate(page, "faq.create", {
      questionEn: question,
      questionAr: `سؤال ${stamp}`,
      answerEn: "An answer.",
      answerAr: "إجابة.",
      order: 0,
    });
    await findRow(page, "/admin/faqs", question);
    await openEdit(page, question, "Edit question");
    const renamed = `${question} edited`;
    await field(page, "Question in English").fill(renamed);
    await field(page, "Answer in English").fill("An edited answer.");
    await save(page, words.en.updated);

    const footer = page.getByRole("contentinfo");
    await page.goto("/announcements/");
    await expect(footer.getByText(renamed)).toBeVisible();
    await footer.getByText(renamed).click();
    await expect(footer.getByText("An edited answer.")).toBeVisible();

    await findRow(page, "/admin/faqs", renamed);
    await flip(page, words.en.statusOf(renamed), false);
    await page.goto("/announcements/");
    await expect(footer.getByText("Does the fee include hotel and transport?")).toBeVisible();
    await expect(footer.getByText(renamed)).toHaveCount(0);

    await findRow(page, "/admin/faqs", renamed);
    await deleteRow(page, renamed);
  });
});
