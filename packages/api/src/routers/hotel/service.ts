import type { Database, HotelModel, Prisma } from "@wro/db";
import { recordService } from "../../admin/records.ts";
import type { hotelSortFields } from "./schemas.ts";

/** Active hotels in the organizers' order. */
export function activeHotels(db: Database) {
  return db.hotel.findMany({
    where: { status: true },
    omit: { status: true, order: true, createdAt: true, updatedAt: true },
    orderBy: [{ order: "asc" }, { nameEn: "asc" }],
  });
}

export const hotels = recordService<
  HotelModel,
  (typeof hotelSortFields)[number],
  Prisma.HotelUncheckedCreateInput
>({
  entity: "hotel",
  delegate: (db) => db.hotel,
  searchFields: ["nameEn", "nameAr", "areaEn", "areaAr"],
  defaultSort: { field: "order", order: "asc" },
});
