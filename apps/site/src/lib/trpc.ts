import { createTRPCClient, httpLink, isTRPCClientError } from "@trpc/client";
import type { AppRouter } from "@wro/api";
import superjson from "superjson";

/**
 * The tRPC client of the site's few forms that call the API from the browser (sign-up,
 * contact, password reset). Public pages read their data on the server, never through this.
 */
export const api = createTRPCClient<AppRouter>({
  links: [httpLink({ url: "/api/trpc", transformer: superjson })],
});

/** A call the server refused: its message (English, for the page to translate) and field messages. */
export interface Refusal {
  message: string;
  fieldErrors: Record<string, string[] | undefined>;
}

/**
 * The server's refusal in `error`; null when the server was not reached or failed on its
 * side, which the forms show as "something went wrong".
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!isTRPCClientError(error)) return null;
  const data = error.data as { code?: string; fieldErrors?: Refusal["fieldErrors"] } | undefined;
  if (!data || data.code === "INTERNAL_SERVER_ERROR") return null;
  return { message: error.message, fieldErrors: data.fieldErrors ?? {} };
}
