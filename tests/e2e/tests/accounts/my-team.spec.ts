import type { APIRequestContext } from "@playwright/test";
import {
  createStudent,
  expect,
  newPerson,
  prefix,
  signInOnSignInPage,
  test,
  type Lang,
} from "../../support/accounts.ts";
import { organizerSession } from "../../support/registration.ts";
import { trpcCall } from "../../support/trpc.ts";

// Issue 36: a student whom the national organizer registered with their account's e-mail sees
// the team on their account page: its category, coach, members and registration status, in
// English on a desktop and in Arabic on a phone.

const words = {
  en: {
    heading: "Your team",
    category: "RoboMission · Junior",
    status: "Not yet submitted by the organizer",
  },
  ar: {
    heading: "فريقك",
    category: "مهمة الروبوت (RoboMission) · المرحلة المتوسطة",
    status: "لم يرسله المنظم بعد",
  },
} as const;

let organizer: APIRequestContext;

/** Six random letters, to tell this run's names apart. */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

test.beforeAll(async () => {
  organizer = await organizerSession();
  await trpcCall(organizer, "delegation.save", { name: "Gulf Robotics", country: "BH" });
});

test.afterAll(async () => {
  await organizer.dispose();
});

for (const [lang, size] of [
  ["en", { width: 1280, height: 800 }],
  ["ar", { width: 390, height: 844 }],
] as [Lang, { width: number; height: number }][]) {
  test(`${lang}: a student registered with their account's e-mail sees their team and its status`, async ({
    page,
  }) => {
    const t = words[lang];
    await page.setViewportSize(size);
    const student = await createStudent(page.request, newPerson("Student"));
    // Letters only (names are checked for their script), new on every run (team names are unique).
    const label = `${lang === "en" ? "Eagles" : "Dunes"} ${letters()}`;
    const coach = await trpcCall(organizer, "delegation.saveDelegate", {
      feeCategoryKey: "coach",
      role: "coach",
      nameLatin: `Coach ${label}`,
      nameArabic: "مدرب الفريق",
      nationality: "BH",
      passportNumber: "P1234567",
      dateOfBirth: "1985-01-20",
    });
    const team = await trpcCall(organizer, "delegation.saveTeam", {
      name: `Team ${label}`,
      category: "robomission",
      ageGroup: "junior",
      coachId: coach.id,
    });
    for (const [nameLatin, email] of [
      [`Member ${label}`, student.email.toUpperCase()],
      [`Partner ${label}`, null],
    ] as const)
      await trpcCall(organizer, "delegation.saveDelegate", {
        feeCategoryKey: "participant",
        role: "student",
        nameLatin,
        nameArabic: "طالب",
        nationality: "BH",
        passportNumber: "S7654321",
        dateOfBirth: "2011-06-01",
        teamId: team.id,
        guardianName: "Fatima Al Khalifa",
        guardianPhone: "+97333123456",
        guardianConsent: true,
        email,
      });

    await signInOnSignInPage(page, lang, student.nationalId, student.password);
    await expect(page).toHaveURL(`${prefix(lang)}/account/`);
    const section = page.getByRole("region", { name: t.heading, exact: true });
    const card = section.getByTestId("my-team");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { name: `Team ${label}` })).toBeVisible();
    await expect(card).toContainText(t.category);
    await expect(card).toContainText(`Coach ${label}`);
    await expect(card).toContainText(`Member ${label}`);
    await expect(card).toContainText(`Partner ${label}`);
    await expect(card.getByTestId("my-team-status")).toHaveText(t.status);
    // The organizer's records for the visa and the consent stay with the organizer.
    await expect(card).not.toContainText("S7654321");
    await expect(card).not.toContainText("Fatima");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await section.screenshot({ path: test.info().outputPath(`my-team-${lang}.png`) });
  });
}
