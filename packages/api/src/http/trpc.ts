import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { AuthError } from "@wro/auth";
import { appRouter } from "../root.ts";
import { callerRole, type Context } from "../trpc.ts";
import { BodyTooLargeError, readBodyWithin } from "./body.ts";
import { isCrossSite, SAFE_METHODS } from "./cross-site.ts";

/**
 * The largest tRPC body: an admin saving a season sends its logo and three images (2 MB each,
 * base64) with the texts. Everyone else sends forms of a few kilobytes.
 */
export const MAX_ADMIN_TRPC_BYTES = 12 * 1024 * 1024;
export const MAX_TRPC_BYTES = 64 * 1024;

export interface TrpcRequestOptions {
  endpoint?: string;
  /** Default: `MAX_ADMIN_TRPC_BYTES` for admins, `MAX_TRPC_BYTES` for anyone else. */
  maxBodyBytes?: number;
}

/** Serves the tRPC router over HTTP at `endpoint` (the site mounts it at /api/trpc). */
export async function handleTrpcRequest(
  request: Request,
  context: Context,
  { endpoint = "/api/trpc", maxBodyBytes }: TrpcRequestOptions = {},
): Promise<Response> {
  const limit =
    maxBodyBytes ?? (callerRole(context.caller) === "admin" ? MAX_ADMIN_TRPC_BYTES : MAX_TRPC_BYTES);
  let limited = request;
  if (!SAFE_METHODS.has(request.method)) {
    try {
      const body = await readBodyWithin(request, limit);
      // A new request from its parts: Next's request objects cannot be cloned across realms.
      limited = new Request(request.url, { method: request.method, headers: request.headers, body });
    } catch (error) {
      if (!BodyTooLargeError.is(error)) throw error;
      return Response.json(
        { error: { message: error.message, code: "PAYLOAD_TOO_LARGE" } },
        { status: 413, headers: { "cache-control": "no-store" } },
      );
    }
  }
  return fetchRequestHandler({
    endpoint,
    req: limited,
    router: appRouter,
    createContext: () => ({ ...context, crossSite: isCrossSite(request) }),
    responseMeta: ({ errors }) => {
      const headers: Record<string, string> = {};
      // Answers for a signed-in caller hold personal data: no cache may keep them.
      if (context.caller.kind !== "anonymous") headers["cache-control"] = "private, no-store";
      // A locked sign-up says when to come back, as the REST sign-in does.
      const retryAfter = errors
        .map((error) => (AuthError.is(error.cause) ? error.cause.details.retryAfterSeconds : undefined))
        .find(Boolean);
      if (retryAfter) headers["retry-after"] = String(retryAfter);
      return { headers };
    },
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR")
        console.error(
          `tRPC ${path ?? "?"} failed (request ${context.requestId ?? "?"}):`,
          error.cause ?? error,
        );
    },
  });
}
