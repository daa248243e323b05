import { expect, type APIRequestContext } from "@playwright/test";

export type Json = Record<string, unknown>;

/**
 * One tRPC call with the cookies of `request` (superjson wire format; dates travel as ISO
 * strings). Fails the test unless the call succeeds; answers the procedure's result.
 */
export async function trpcCall(
  request: APIRequestContext,
  path: string,
  input: unknown,
  method: "query" | "mutation" = "mutation",
): Promise<Json> {
  const response =
    method === "query"
      ? await request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)
      : await request.post(`/api/trpc/${path}`, { data: { json: input } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { json: Json } } }).result.data.json;
}

/** The first item of a paged admin list. */
export const firstItem = async (request: APIRequestContext, path: string, input: Json = {}) =>
  ((await trpcCall(request, path, input, "query")) as { items: Json[] }).items[0]!;
