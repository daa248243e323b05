import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "./root.ts";
import type { Context } from "./trpc.ts";

/** Serves the tRPC router over HTTP at `endpoint` (the site mounts it at /api/trpc). */
export function handleTrpcRequest(request: Request, context: Context, endpoint = "/api/trpc") {
  return fetchRequestHandler({
    endpoint,
    req: request,
    router: appRouter,
    createContext: () => context,
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR")
        console.error(`tRPC ${path ?? "?"} failed:`, error.cause ?? error);
    },
  });
}
