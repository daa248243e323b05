import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../forms/messages.ts";
import { auditTrail, createAdminTestBed, failure, type AdminTestBed } from "../../testing/admin.ts";

/** Riyadh wall-clock time on a day as an instant (Riyadh is UTC+3). */
const riyadh = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

describe.each(testDatabaseKinds)("the schedule editor on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
  });
  afterAll(() => bed?.close());

  it("adds a day and a session that the public schedule shows, audited and revalidating 'schedule'", async () => {
    const api = bed.caller().schedule;
    const day = await api.createDay({ date: "2025-10-27" });
    expect(bed.revalidated.at(-1)).toEqual(["schedule"]);
    const session = await api.createSession({
      dayId: day.id,
      startsAt: riyadh("2025-10-27", "10:00"),
      endsAt: riyadh("2025-10-27", "11:30"),
      titleEn: "Closing workshop",
      titleAr: "ورشة الختام",
      category: "future-engineers",
      placeEn: "Hall B",
      placeAr: "القاعة ب",
    });
    const shown = (await bed.caller({ kind: "anonymous" }).schedule.days()).find(
      (d) => d.date === "2025-10-27",
    );
    expect(shown?.sessions.map((s) => s.titleEn)).toEqual(["Closing workshop"]);
    expect((await auditTrail(bed.database, "scheduleSession", session.id)).map((e) => e.action)).toEqual([
      "create",
    ]);

    const moved = await api.updateSession({
      id: session.id,
      expectedUpdatedAt: session.updatedAt,
      dayId: day.id,
      startsAt: riyadh("2025-10-27", "12:00"),
      endsAt: null,
      titleEn: "Closing workshop",
      titleAr: "ورشة الختام",
      category: null,
    });
    expect(moved.startsAt.toISOString()).toBe("2025-10-27T09:00:00.000Z");
    expect(bed.revalidated.at(-1)).toEqual(["schedule"]);

    // Deleting the day takes its sessions with it.
    const current = (await api.list()).find((d) => d.id === day.id)!;
    await api.deleteDay({ id: day.id, expectedUpdatedAt: current.updatedAt });
    expect(await bed.database.db.scheduleSession.count({ where: { dayId: day.id } })).toBe(0);
  });

  it("refuses an end before the start, a session outside its day in Riyadh time, and a second day on a date", async () => {
    const api = bed.caller().schedule;
    const [day] = await api.list();
    const base = { dayId: day!.id, titleEn: "Practice", titleAr: "تدريب" };
    const endsFirst = await failure(
      api.createSession({
        ...base,
        startsAt: riyadh(day!.date, "10:00"),
        endsAt: riyadh(day!.date, "09:00"),
      }),
    );
    expect(endsFirst).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(adminMessages.sessionEndsBeforeStart),
    });

    // 23:59 the evening before, Riyadh time: outside the day.
    const eveningBefore = new Date(riyadh(day!.date, "00:00").getTime() - 60_000);
    const before = await failure(api.createSession({ ...base, startsAt: eveningBefore }));
    expect(before).toMatchObject({ code: "BAD_REQUEST", message: adminMessages.sessionOutsideDay });
    const overnight = await failure(
      api.createSession({
        ...base,
        startsAt: riyadh(day!.date, "23:00"),
        endsAt: new Date(riyadh(day!.date, "23:00").getTime() + 2 * 3600_000),
      }),
    );
    expect(overnight).toMatchObject({ code: "BAD_REQUEST", message: adminMessages.sessionOutsideDay });

    expect(await failure(api.createDay({ date: day!.date }))).toMatchObject({
      code: "CONFLICT",
      message: adminMessages.scheduleDayTaken,
    });
    expect(await failure(api.createDay({ date: "24/10/2025" }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await bed.database.db.scheduleSession.count({ where: { titleEn: "Practice" } })).toBe(0);
  });
});
