import type { ListInput } from "../forms/common.ts";

/** Case-insensitive "contains" over the given text columns; no condition without a search. */
export function textSearch(search: string | undefined, fields: readonly string[]) {
  if (!search) return {};
  return { OR: fields.map((field) => ({ [field]: { contains: search, mode: "insensitive" as const } })) };
}

/** The order of a list: the chosen column (ascending unless told), then the id so pages never overlap. */
export function sortOf<Field extends string>(
  input: Pick<ListInput<Field>, "sort" | "order">,
  fallback: { field: Field; order: "asc" | "desc" },
) {
  const field = input.sort ?? fallback.field;
  const order = input.order ?? (input.sort ? "asc" : fallback.order);
  return [{ [field]: order }, { id: "asc" as const }] as Array<Record<Field | "id", "asc" | "desc">>;
}

export const pageArgs = (input: Pick<ListInput, "page" | "pageSize">) => ({
  skip: input.page * input.pageSize,
  take: input.pageSize,
});

export async function pageOf<Item>(
  input: Pick<ListInput, "page" | "pageSize">,
  items: Promise<Item[]>,
  total: Promise<number>,
) {
  const [pageItems, count] = await Promise.all([items, total]);
  return { items: pageItems, total: count, page: input.page, pageSize: input.pageSize };
}
