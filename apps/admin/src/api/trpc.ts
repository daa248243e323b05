import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, isTRPCClientError } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter, inferRouterOutputs } from "@wro/api";
import superjson from "superjson";
import { signOut } from "../auth/session";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The tRPC error code of a failed call (UNAUTHORIZED, CONFLICT …), or null for network failures. */
export function errorCode(error: unknown): string | null {
  return isTRPCClientError<AppRouter>(error) ? (error.data?.code ?? null) : null;
}

/** The API is the site's /api/trpc, on the same origin: the session cookie goes along. */
export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: "/api/trpc",
        transformer: superjson,
        maxURLLength: 2000,
        // The server refuses a batch of more calls (MAX_TRPC_BATCH in packages/api/src/http/trpc.ts).
        maxItems: 10,
        fetch: (url, init) => fetch(url, { ...init, credentials: "same-origin" }),
      }),
    ],
  });
}

let endingSession = false;

/** The session ended or lost its role, or the user leaves: sign out and go to the sign-in screen, once. */
export async function endSession() {
  if (endingSession) return;
  endingSession = true;
  try {
    await signOut();
  } catch {
    // The server no longer accepts this session anyway; the sign-in screen follows.
  } finally {
    window.location.assign(`${import.meta.env.BASE_URL}auth/signin`);
  }
}

/**
 * Refusals of one tool to an admin whose session is fine (issue 36: the finance permission, and
 * a session signed in with two-step sign-in): the form shows them; the session stays.
 */
const TOOL_REFUSALS: ReadonlySet<string> = new Set(["financeOnly", "secondFactorForFinance"]);

function onApiError(error: unknown) {
  const code = errorCode(error);
  if (code === "FORBIDDEN" && error instanceof Error && TOOL_REFUSALS.has(error.message)) return;
  if (code === "UNAUTHORIZED" || code === "FORBIDDEN") void endSession();
}

// Client errors (bad input, missing record, conflict) are answers, not hiccups: never retried.
const retryable = (error: unknown) => {
  const code = errorCode(error);
  return code === null || code === "INTERNAL_SERVER_ERROR" || code === "TIMEOUT";
};

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onApiError }),
    mutationCache: new MutationCache({ onError: onApiError }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && retryable(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
