import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parseCsv } from "@wro/api/csv";
import { expect, save, setLanguage, test, unique, words, type Lang } from "../../support/admin.ts";

// Issue 14 item 2: results entered on screen and imported from CSV (a good file, and a bad one
// that changes nothing and names its rows), read back on the public page with spec §9's medal
// labels and exported again, in EN and AR. Each language works in categories of its own (and
// not those of the seeded demo results, which results.spec reads), so the tests never meet.

const say = {
  en: {
    title: "Results and medals",
    newResult: "New result",
    categoryField: "Category",
    place: "Place",
    team: "Team name",
    institution: "Institution",
    importCsv: "Import CSV",
    exportCsv: "Export CSV",
    imported: (count: number) => `Imported ${count} results.`,
    notImported: "Nothing was imported: the file has errors.",
    badPlace: "Row 1, column place: The place is a whole number from 1 to 1000.",
    missingTeam: "Row 2, column team: This field is required.",
    medals: { gold: "Gold", silver: "Silver", bronze: "Bronze" },
    category: { id: "future-innovators", name: "Future Innovators" },
  },
  ar: {
    title: "النتائج والميداليات",
    newResult: "نتيجة جديدة",
    categoryField: "الفئة",
    place: "المركز",
    team: "اسم الفريق",
    institution: "المؤسسة التعليمية",
    importCsv: "استيراد CSV",
    exportCsv: "تصدير CSV",
    imported: (count: number) => `استُوردت ${count} نتيجة.`,
    notImported: "لم يُستورد شيء: في الملف أخطاء.",
    badPlace: "الصف 1، العمود place: المركز عدد صحيح من 1 إلى 1000.",
    missingTeam: "الصف 2، العمود team: هذا الحقل مطلوب.",
    medals: { gold: "ذهبية", silver: "فضية", bronze: "برونزية" },
    category: { id: "robomission-senior", name: "مهمة الروبوت – المرحلة الثانوية" },
  },
} as const;

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(lines.join("\r\n"), "utf8"),
});

/** Picks `file` with the screen's "Import CSV" button. */
async function importFile(page: Page, lang: Lang, file: ReturnType<typeof csvFile>) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: say[lang].importCsv }).click();
  await (await chooser).setFiles(file);
}

const teamRows = (page: Page, team: string) => page.getByRole("row").filter({ hasText: team });

for (const lang of ["en", "ar"] as const) {
  test(`results are imported, entered, refused whole when bad, published with medals and exported (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const w = say[lang];
    const category = w.category.id;
    // The demo season, one category: every row of this test on the first page.
    const listPath = `/admin/results?season=seed-season-2025&category=${category}`;
    const stamp = unique();
    const team = (label: string) => `E2E ${label} ${stamp}`;
    await setLanguage(page, lang);

    // A good file: one change, reported as such, shown in the list with medals.
    await page.goto(listPath);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await importFile(
      page,
      lang,
      csvFile("good.csv", [
        "category,place,team,country,institution",
        `${category},1,${team("Atlas")},SA,King Fahd School`,
        `${category},2,${team("Nova")},AE,Dubai Academy`,
        `${category},3,${team("Reef")},BH,Manama School`,
      ]),
    );
    await expect(page.getByRole("alert").filter({ hasText: w.imported(3) })).toBeVisible();
    await expect(teamRows(page, team("Atlas"))).toContainText(w.medals.gold);
    await expect(teamRows(page, team("Nova"))).toContainText(w.medals.silver);
    await expect(teamRows(page, team("Reef"))).toContainText(w.medals.bronze);

    // One more, entered on screen (place 4 is Bronze too).
    await page.getByRole("link", { name: w.newResult }).click();
    await expect(page.getByRole("combobox", { name: w.categoryField })).toHaveValue(w.category.name);
    await page.getByRole("textbox", { name: w.place }).fill("4");
    await page.getByRole("textbox", { name: w.team, exact: true }).fill(team("Sand"));
    await page.getByRole("textbox", { name: w.institution, exact: true }).fill("Jubail School");
    await save(page, words[lang].saved, lang);
    await page.goto(listPath);
    await expect(teamRows(page, team("Sand"))).toContainText(w.medals.bronze);

    // A bad file changes nothing and names each bad row and why.
    await importFile(
      page,
      lang,
      csvFile("bad.csv", [
        "category,place,team,country,institution",
        `${category},first,${team("Wrong")},SA,School`,
        `${category},5,,SA,School`,
      ]),
    );
    const report = page.getByRole("alert").filter({ hasText: w.notImported });
    await expect(report.getByRole("listitem")).toHaveText([w.badPlace, w.missingTeam]);
    await page.reload();
    for (const label of ["Atlas", "Nova", "Reef", "Sand"])
      await expect(teamRows(page, team(label))).toHaveCount(1);
    await expect(teamRows(page, team("Wrong"))).toHaveCount(0);

    // The public page, in the same language, with spec §9's labels.
    await page.goto(lang === "ar" ? "/ar/results/" : "/results/");
    const section = page.locator("section", { has: page.locator(`h2#${category}`) });
    await expect(section.getByRole("row").filter({ hasText: team("Atlas") })).toContainText(
      `1 ${w.medals.gold}`,
    );
    await expect(section.getByRole("row").filter({ hasText: team("Nova") })).toContainText(
      `2 ${w.medals.silver}`,
    );
    await expect(section.getByRole("row").filter({ hasText: team("Sand") })).toContainText(
      `4 ${w.medals.bronze}`,
    );

    // The export, opened and parsed back: the four teams in the import's columns.
    await page.goto(listPath);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: w.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^results-season-2025-.*\.csv$/);
    const rows = parseCsv(await readFile(await file.path(), "utf8")).filter(
      (row) => row.category === category,
    );
    expect(rows.map((row) => [row.place, row.team, row.country])).toEqual([
      ["1", team("Atlas"), "SA"],
      ["2", team("Nova"), "AE"],
      ["3", team("Reef"), "BH"],
      ["4", team("Sand"), "SA"],
    ]);
  });
}
