import type { Database } from "@wro/db";

/** The event the home page counts down to: the next active one, else the latest active one. */
export async function currentEvent(db: Database) {
  const upcoming = await db.event.findFirst({
    where: { status: true, eventDate: { gte: new Date() } },
    orderBy: { eventDate: "asc" },
  });
  return upcoming ?? db.event.findFirst({ where: { status: true }, orderBy: { eventDate: "desc" } });
}
