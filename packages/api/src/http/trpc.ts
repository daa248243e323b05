import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { AppError } from "@wro/constants";
import { appRouter } from "../root.ts";
import { callerRole, type Context } from "../trpc.ts";
import { withBodyWithin } from "./body.ts";
import { isCrossSite, SAFE_METHODS } from "./cross-site.ts";

/**
 * The largest tRPC body: an admin saving a season sends its logo and three images (2 MB each,
 * base64) with the texts. Everyone else sends forms of a few kilobytes.
 */
export const MAX_ADMIN_TRPC_BYTES = 12 * 1024 * 1024;
export const MAX_TRPC_BYTES = 64 * 1024;
/**
 * The most calls one batch request may carry (the admin's client sends at most this many, its
 * `maxItems`): a batch of hundreds would run hundreds of procedures for one request.
 */
export const MAX_TRPC_BATCH = 10;

/** How many procedures the request names: `/api/trpc/a.list,b.byId` is a batch of two. */
function callCount(url: string, endpoint: string): number {
  const { pathname } = new URL(url);
  const paths = pathname.startsWith(endpoint) ? pathname.slice(endpoint.length).replace(/^\//, "") : "";
  return paths.split(",").length;
}

/**
 * A refusal before any procedure runs, in tRPC's own error shape (superjson-wrapped), which the
 * client reads for every call of the batch.
 */
const trpcRefusal = ({ message, answer }: AppError) =>
  Response.json(
    {
      error: {
        json: {
          message,
          code: TRPC_ERROR_CODES_BY_KEY[answer.trpc],
          data: { code: answer.trpc, httpStatus: answer.status },
        },
      },
    },
    { status: answer.status, headers: { "cache-control": "no-store" } },
  );

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
  // Counted from the address, before any body is read or any procedure runs.
  if (callCount(request.url, endpoint) > MAX_TRPC_BATCH)
    return trpcRefusal(
      new AppError("invalidInput", {
        message: `At most ${MAX_TRPC_BATCH} calls may be sent in one request.`,
      }),
    );
  const limit =
    maxBodyBytes ?? (callerRole(context.caller) === "admin" ? MAX_ADMIN_TRPC_BYTES : MAX_TRPC_BYTES);
  let limited = request;
  if (!SAFE_METHODS.has(request.method)) {
    const read = await withBodyWithin(request, limit);
    if (read instanceof Response) return read;
    limited = read;
  }
  const answer = await fetchRequestHandler({
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
        .map((error) => (AppError.is(error.cause) ? error.cause.details.retryAfterSeconds : undefined))
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
  return uncompressedWhenSmall(answer);
}

/** Answers smaller than this go out uncompressed: server.ts's compression threshold (1 KB). */
const SMALL_ANSWER_BYTES = 1024;

/**
 * A small answer (almost every call's) marked `no-transform`, which server.ts's compression
 * honours. It cannot apply its size threshold to these (Next drops the Content-Length of a
 * route handler's answer), so it would start a compressor for each, which costs more CPU than
 * the few hundred bytes it saves (profiled under `pnpm bench:registration`). tRPC answers here
 * are whole JSON texts, never streams.
 */
async function uncompressedWhenSmall(answer: Response): Promise<Response> {
  if (!answer.body) return answer;
  const body = await answer.arrayBuffer();
  const headers = new Headers(answer.headers);
  if (body.byteLength < SMALL_ANSWER_BYTES)
    headers.set("cache-control", [headers.get("cache-control"), "no-transform"].filter(Boolean).join(", "));
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}
