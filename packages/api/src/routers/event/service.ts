import type { Database, EventModel, Prisma } from "@wro/db";
import { recordService } from "../../admin/records.ts";
import type { eventSortFields } from "./schemas.ts";

/** The event the home page counts down to: the next active one, else the latest active one. */
export async function currentEvent(db: Database) {
  const upcoming = await db.event.findFirst({
    where: { status: true, eventDate: { gte: new Date() } },
    orderBy: { eventDate: "asc" },
  });
  return upcoming ?? db.event.findFirst({ where: { status: true }, orderBy: { eventDate: "desc" } });
}

export const events = recordService<
  EventModel,
  (typeof eventSortFields)[number],
  Prisma.EventUncheckedCreateInput
>({
  entity: "event",
  delegate: (db) => db.event,
  searchFields: ["nameEn", "nameAr", "locationEn", "locationAr"],
  defaultSort: { field: "eventDate", order: "desc" },
});
