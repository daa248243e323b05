import { roleOf, UserType } from "@wro/auth";
import type { Database } from "@wro/db";
import { recentAuditEntries } from "../audit/service.ts";
import { sponsorTiers } from "../partner/schemas.ts";
import { SIGN_UP_WEEKS, type DashboardSummary } from "./schemas.ts";

const DAY = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week `date` falls in. */
function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

export async function dashboardSummary(db: Database, now = new Date()): Promise<DashboardSummary> {
  const firstWeek = new Date(weekStart(now).getTime() - (SIGN_UP_WEEKS - 1) * 7 * DAY);
  const [usersByType, signUps, partnersByTier, seasons, countries, contactMessages, recentActivity] =
    await Promise.all([
      db.user.groupBy({ by: ["type"], _count: { _all: true }, orderBy: { type: "asc" } }),
      db.user.findMany({
        where: { type: { not: UserType.admin }, createdAt: { gte: firstWeek } },
        select: { createdAt: true },
      }),
      db.partner.groupBy({ by: ["tier", "status"], _count: { _all: true } }),
      Promise.all([
        db.season.count(),
        db.season.count({ where: { status: true } }),
        db.season.count({ where: { status: true, registration: true } }),
        db.season.count({ where: { status: true, homeActive: true } }),
      ]),
      Promise.all([db.region.count(), db.region.count({ where: { status: true } })]),
      Promise.all([db.contactMessage.count(), db.contactMessage.count({ where: { state: "new" } })]),
      recentAuditEntries(db),
    ]);

  const weeks = Array.from({ length: SIGN_UP_WEEKS }, (_, index) => ({
    weekStart: new Date(firstWeek.getTime() + index * 7 * DAY),
    count: 0,
  }));
  for (const { createdAt } of signUps) {
    const week = weeks[Math.floor((weekStart(createdAt).getTime() - firstWeek.getTime()) / (7 * DAY))];
    if (week) week.count += 1;
  }

  const tierCount = (tier: string, status?: boolean) =>
    partnersByTier
      .filter((group) => group.tier === tier && (status === undefined || group.status === status))
      .reduce((sum, group) => sum + group._count._all, 0);
  const byTier = sponsorTiers.map((tier) => ({
    tier,
    total: tierCount(tier),
    active: tierCount(tier, true),
  }));

  return {
    users: {
      total: usersByType.reduce((sum, group) => sum + group._count._all, 0),
      byType: usersByType.map((group) => ({
        type: group.type,
        role: roleOf(group.type),
        count: group._count._all,
      })),
    },
    signUpsPerWeek: weeks,
    partners: {
      total: byTier.reduce((sum, tier) => sum + tier.total, 0),
      active: byTier.reduce((sum, tier) => sum + tier.active, 0),
      byTier,
    },
    seasons: { total: seasons[0], active: seasons[1], registrationOpen: seasons[2], onHome: seasons[3] },
    countries: { total: countries[0], participating: countries[1] },
    contactMessages: { total: contactMessages[0], unread: contactMessages[1] },
    recentActivity,
  };
}
