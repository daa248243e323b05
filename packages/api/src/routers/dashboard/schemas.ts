import { z } from "zod";
import { auditEntrySchema } from "../audit/schemas.ts";
import { sponsorTierSchema } from "../partner/schemas.ts";

/** How many weeks of sign-ups the dashboard shows. */
export const SIGN_UP_WEEKS = 12;

const count = z.number().int();

/** The dashboard's figures, all read from the database at the time of the call. */
export const dashboardSummarySchema = z.object({
  users: z.object({
    total: count,
    byType: z.array(z.object({ type: z.number().int(), role: z.string(), count })),
  }),
  /** Accounts created per week (weeks start on Monday, UTC), oldest first; admins left out. */
  signUpsPerWeek: z.array(z.object({ weekStart: z.date(), count })),
  partners: z.object({
    total: count,
    active: count,
    byTier: z.array(z.object({ tier: sponsorTierSchema, total: count, active: count })),
  }),
  seasons: z.object({ total: count, active: count, registrationOpen: count, onHome: count }),
  countries: z.object({ total: count, participating: count }),
  contactMessages: z.object({ total: count, unread: count }),
  recentActivity: z.array(auditEntrySchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
