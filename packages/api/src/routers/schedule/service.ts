import type { Database } from "@wro/db";
import { scheduleCategories, type ScheduleDay } from "./schemas.ts";

const isCategory = (value: string | null): value is (typeof scheduleCategories)[number] =>
  (scheduleCategories as readonly (string | null)[]).includes(value);

/** Every day of the agenda in date order, each with its sessions by start time. */
export async function scheduleDays(db: Database): Promise<ScheduleDay[]> {
  const days = await db.scheduleDay.findMany({
    orderBy: { date: "asc" },
    include: { sessions: { orderBy: [{ startsAt: "asc" }, { titleEn: "asc" }] } },
  });
  return days.map(({ id, date, sessions }) => ({
    id,
    date: date.toISOString().slice(0, 10),
    sessions: sessions.map(({ id, startsAt, endsAt, titleEn, titleAr, category, placeEn, placeAr }) => ({
      id,
      startsAt,
      endsAt,
      titleEn,
      titleAr,
      category: isCategory(category) ? category : null,
      placeEn,
      placeAr,
    })),
  }));
}
