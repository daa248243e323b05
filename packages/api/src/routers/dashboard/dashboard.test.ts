import { testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestBed, type AdminTestBed } from "../../testing/admin.ts";
import { SIGN_UP_WEEKS } from "./schemas.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)("dashboard summary on %s", (kind) => {
  let bed: AdminTestBed;
  beforeAll(async () => {
    bed = await createAdminTestBed(kind);
    const user = (n: number, type: number, createdAt: Date) => ({
      name: `User ${n}`,
      email: `user${n}@example.org`,
      nationalId: `20000000${String(n).padStart(2, "0")}`,
      phoneNumber: "+966500000001",
      type,
      createdAt,
    });
    const now = Date.now();
    await bed.database.db.user.createMany({
      data: [
        user(1, 0, new Date(now)),
        user(2, 0, new Date(now)),
        user(3, 1, new Date(now - 7 * DAY)),
        user(4, 2, new Date(now - 7 * DAY)),
        // Older than the chart: counted by type, not per week.
        user(5, 1, new Date(now - 400 * DAY)),
      ],
    });
    await bed.database.db.contactMessage.create({
      data: { name: "V", email: "v@example.org", message: "Hi" },
    });
  });
  afterAll(() => bed?.close());

  it("gives real figures from the database", async () => {
    await bed.caller().partner.setStatus({ id: "test-partner-gulf-makers", value: false });
    const summary = await bed.caller().dashboard.summary();

    expect(summary.users).toEqual({
      total: 6,
      byType: [
        { type: 0, role: "student", count: 2 },
        { type: 1, role: "coach", count: 2 },
        { type: 2, role: "entity", count: 1 },
        { type: 4, role: "admin", count: 1 },
      ],
    });

    expect(summary.signUpsPerWeek).toHaveLength(SIGN_UP_WEEKS);
    const weekStarts = summary.signUpsPerWeek.map((week) => week.weekStart);
    expect(weekStarts.every((start) => start.getUTCDay() === 1 && start.getUTCHours() === 0)).toBe(true);
    expect(summary.signUpsPerWeek.at(-1)?.count).toBe(2);
    expect(summary.signUpsPerWeek.at(-2)?.count).toBe(2);
    expect(summary.signUpsPerWeek.reduce((sum, week) => sum + week.count, 0)).toBe(4);

    const partners = await bed.database.db.partner.findMany();
    expect(summary.partners.total).toBe(partners.length);
    expect(summary.partners.active).toBe(partners.length - 1);
    expect(summary.partners.byTier.map((tier) => tier.tier)).toEqual(["PREMIUM", "GOLD", "SILVER", "NONE"]);
    expect(summary.partners.byTier.find((tier) => tier.tier === "PREMIUM")).toEqual({
      tier: "PREMIUM",
      total: 3,
      active: 3,
    });
    const silver = partners.filter((partner) => partner.tier === "SILVER").length;
    expect(summary.partners.byTier.find((tier) => tier.tier === "SILVER")).toEqual({
      tier: "SILVER",
      total: silver,
      active: silver - 1,
    });

    // The seeded 2025 season and the archived 2024 one (published, registration closed, not on the home page).
    expect(summary.seasons).toEqual({ total: 2, active: 2, registrationOpen: 1, onHome: 1 });
    expect(summary.countries).toEqual({ total: 14, participating: 14 });
    expect(summary.contactMessages).toEqual({ total: 1, unread: 1 });
    expect(summary.recentActivity).toEqual([
      expect.objectContaining({
        action: "setStatus",
        entity: "partner",
        entityId: "test-partner-gulf-makers",
        actorName: bed.admin.name,
      }),
    ]);
  });
});
