/** What the admin calls share: the GET by query of a collection, and the stale-save check. */
import { AppError } from "@wro/constants";
import { adminMessageTexts } from "../../forms/messages.ts";
import type { Reply } from "../route.ts";
import { successMessages } from "./success.ts";

/** How the GET of one admin collection (seasons, partners, admins) reads and answers. */
export interface AdminCollection<Row> {
  /** Answer keys of a page ("partners") and of one record ("partner"). */
  listKey: string;
  itemKey: string;
  /** Query parameters that change a flag, and so need an `id`. */
  flags: string[];
  /** A page: `page` counts from 0, `pageSize` is 10, 25 or 100. */
  list(paging: { page: number; pageSize: number }): Promise<{
    items: Row[];
    total: number;
    page: number;
    pageSize: number;
  }>;
  byId(id: string): Promise<Row>;
  /** The flag change the query asks for, or null when it only asks for the record. */
  toggle(id: string): Promise<Row> | null;
  legacy(row: Row): unknown;
}

/**
 * Spec §7's admin GET by query: `?page=n[&limit=]` a page with `currentPage` and `totalItems`,
 * `?id=` one record, `?id=&<flag>=` a toggle that saves at once.
 */
export async function answerAdminGet<Row>(
  query: { id?: string | undefined; page?: number | undefined; limit?: number | undefined },
  collection: AdminCollection<Row>,
): Promise<Reply> {
  if (query.id === undefined) {
    const given = collection.flags.filter((flag) => (query as Record<string, unknown>)[flag] !== undefined);
    if (given.length)
      throw new AppError("invalidInput", { message: `id is required with ${given.join(" and ")}.` });
    const page = await collection.list({ page: query.page ?? 0, pageSize: query.limit ?? 10 });
    return {
      body: {
        success: true,
        [collection.listKey]: page.items.map((row) => collection.legacy(row)),
        currentPage: page.page,
        totalItems: page.total,
        pageSize: page.pageSize,
      },
    };
  }
  const toggled = collection.toggle(query.id);
  if (!toggled) {
    return {
      body: { success: true, [collection.itemKey]: collection.legacy(await collection.byId(query.id)) },
    };
  }
  return {
    body: {
      success: true,
      msg: successMessages.statusUpdated,
      [collection.itemKey]: collection.legacy(await toggled),
    },
  };
}

/** The `updatedAt` a client sent back (optional), or the record's current one (last save wins). */
export function expectedVersion(sent: string | undefined, current: Date): Date {
  if (!sent) return current;
  const date = new Date(sent);
  if (Number.isNaN(date.getTime()))
    throw new AppError("invalidInput", { message: `updatedAt: ${adminMessageTexts.expectedUpdatedAt}` });
  return date;
}
