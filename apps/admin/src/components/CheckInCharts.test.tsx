import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../test/renderScreen";
import CheckInCharts, { type CheckInStats } from "./CheckInCharts";

// The dashboard's check-ins (issue 37) as `checkin.stats` answers them (its figures are tested
// with the API, in packages/api): per day and per gate, in both languages; nothing before the first scan.
const stats: CheckInStats = {
  byGate: [
    { day: "2026-12-10", gate: "North gate", green: 120, amber: 4, red: 2 },
    { day: "2026-12-10", gate: "البوابة الجنوبية", green: 80, amber: 1, red: 0 },
    { day: "2026-12-11", gate: "North gate", green: 150, amber: 7, red: 3 },
  ],
  byDay: [
    { day: "2026-12-10", entered: 200, scans: 207 },
    { day: "2026-12-11", entered: 150, scans: 160 },
  ],
};

const texts = {
  en: {
    perDay: "Check-ins per day",
    perGate: "Check-ins per gate",
    columns: ["Day", "Gate", "People let in", "Already in", "Refused"],
    firstDay: "Thu 10 Dec",
  },
  ar: {
    perDay: "عمليات الدخول في كل يوم",
    perGate: "عمليات الدخول عند كل بوابة",
    columns: ["اليوم", "البوابة", "من سُمح لهم بالدخول", "في الداخل بالفعل", "المرفوضون"],
    firstDay: "الخميس، 10 ديسمبر",
  },
} as const;

describe.each(["en", "ar"] as const)("the dashboard's check-ins (%s)", (locale) => {
  const text = texts[locale];

  it("shows the people let in and the scans by verdict, per gate and per day", async () => {
    await renderScreen(<CheckInCharts stats={stats} />, { locale });
    expect(screen.getByRole("heading", { name: text.perDay, level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: text.perGate, level: 2 })).toBeInTheDocument();

    const perGate = screen.getByRole("table", { name: text.perGate });
    expect(
      within(perGate)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(text.columns);
    const rows = within(perGate).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [text.firstDay, "120", "4", "2"],
      [text.firstDay, "80", "1", "0"],
      [expect.any(String), "150", "7", "3"],
    ]);
    expect(within(rows[1]!).getByRole("rowheader")).toHaveTextContent("البوابة الجنوبية");

    // The chart's figures, for screen readers: each day's people let in and scans.
    const perDay = screen.getByRole("table", { name: text.perDay });
    const days = within(perDay).getAllByRole("row").slice(1);
    expect(days.map((row) => row.textContent)).toEqual([`${text.firstDay}200207`, expect.any(String)]);
    expect(
      within(days[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["150", "160"]);
  });

  it("shows nothing before the first scan", async () => {
    const { container } = await renderScreen(<CheckInCharts stats={{ byGate: [], byDay: [] }} />, {
      locale,
    });
    expect(screen.queryByRole("heading", { name: text.perDay })).not.toBeInTheDocument();
    expect(container.querySelector("[data-testid=check-ins]")).toBeNull();
  });
});
