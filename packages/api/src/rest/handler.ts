import {
  accessTokenRefused,
  authMessages,
  bearerToken,
  callerForUserId,
  clientIp,
  verifyAccessToken,
} from "@wro/auth";
import { AppError } from "@wro/constants";
import { adminContext, type AdminContext } from "../admin/context.ts";
import { isCrossSite, SAFE_METHODS } from "../http/cross-site.ts";
import { REQUEST_ID_HEADER } from "../http/request-id.ts";
import { callerRole, type Caller } from "../trpc.ts";
import { legacyCache, legacyCacheKey, legacyPath, pathWithoutSlash, type CachedAnswer } from "./cache.ts";
import { failureOf, headerText, messages } from "./errors.ts";
import { bodyObject, MAX_JSON_BYTES, queryObject } from "./input.ts";
import { legacyFieldName } from "./mapping.ts";
import type { Access, LegacyDeps, LegacyRoute, Reply } from "./route.ts";
import { legacyRoutes } from "./routes.ts";

const utf8 = new TextEncoder();

const commonHeaders = {
  // Cross-origin legacy clients may read the token and the error text.
  "access-control-expose-headers": "Authorization, e_message",
};

const routesByPath = new Map<string, LegacyRoute[]>();
for (const route of legacyRoutes) {
  routesByPath.set(route.path, [...(routesByPath.get(route.path) ?? []), route]);
}

/** Whether `pathname` ("/api/partners/", with or without its slash) is a call of this API. */
export const isLegacyCall = (pathname: string): boolean => routesByPath.has(pathWithoutSlash(pathname));

/**
 * Serves one legacy REST call (spec §7): finds the route, signs the caller in (access token
 * or session cookie) and checks the role, checks the input, runs the service and answers in
 * the legacy shape. Refusals answer `{success: false, msg}` with a 4xx and the text in the
 * `e_message` header; nothing but a fault of ours answers 5xx.
 */
export async function handleLegacyRequest(request: Request, deps: LegacyDeps): Promise<Response> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return failure(new AppError("invalidInput", { message: "The request URL is not valid." }));
  }
  const path = legacyPath(url);
  const candidates = routesByPath.get(path);
  if (!candidates)
    return failure(new AppError("notFound", { message: messages.notFound(request.method, path) }));
  const allow = [...new Set(candidates.map((candidate) => candidate.method))].join(", ");
  if (request.method === "OPTIONS")
    return new Response(null, { status: 204, headers: { allow, ...commonHeaders } });
  const route = candidates.find((candidate) => candidate.method === request.method);
  if (!route)
    return failure(
      new AppError("methodNotAllowed", { message: `${path} answers ${allow}.`, headers: { allow } }),
    );

  try {
    const { caller, byCookie } =
      route.access === "public"
        ? { caller: { kind: "anonymous" } as const, byCookie: false }
        : await authorize(request, deps, route.access);
    const query = route.query ? route.query.parse(queryObject(url)) : {};
    const body = route.body
      ? route.body.schema.parse(await bodyObject(request, route.body.maxBytes ?? MAX_JSON_BYTES))
      : undefined;
    const cache = deps.cache ?? legacyCache();
    const run = () =>
      route.handle({
        request,
        deps,
        db: deps.db,
        caller,
        query,
        body,
        ip: clientIp(request.headers),
        admin: (): AdminContext => {
          if (caller.kind === "anonymous") throw new AppError("signInRequired", { message: messages.signIn });
          // A link or a redirect on any site can make the browser send a GET with its cookies.
          if (byCookie && request.method === "GET")
            throw new AppError("forbidden", { message: messages.getChangeNeedsToken });
          // `revalidate` clears this adapter's lists too: each cache is cleared once per write.
          return adminContext({ db: deps.db, caller, storage: deps.storage, revalidate: deps.revalidate });
        },
      });
    // Only public answers are kept: the site's server sends them without asking who calls.
    if (route.cacheTags && route.access === "public" && request.method === "GET") {
      const answer = await cache.get<CachedAnswer>(legacyCacheKey(url), route.cacheTags, async () => {
        const { status, text } = serialize(await run());
        return {
          status,
          body: utf8.encode(text),
          headers: { "content-type": "application/json", ...commonHeaders },
        };
      });
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    }
    const reply = await run();
    const { status, text } = serialize(reply);
    return new Response(text, {
      status,
      headers: {
        "content-type": "application/json",
        "cache-control": "no-store",
        ...commonHeaders,
        ...reply.headers,
      },
    });
  } catch (error) {
    return failure(error, request.headers.get(REQUEST_ID_HEADER) ?? undefined);
  }
}

function serialize(reply: Reply) {
  return { status: reply.status ?? 200, text: JSON.stringify(reply.body) };
}

/** A failure's answer (`failureOf`): `{success: false, msg}`, and the text in `e_message`. */
function failure(error: unknown, requestId?: string): Response {
  const { status, message, headers } = failureOf(error, legacyFieldName, requestId);
  return Response.json(
    { success: false, msg: message },
    {
      status,
      headers: { "cache-control": "no-store", ...commonHeaders, ...headers, e_message: headerText(message) },
    },
  );
}

/**
 * The caller of a request that needs one: the access token of the Authorization header when
 * there is one (an invalid or expired token is refused, never read as anonymous), else the
 * session cookie's user — for a change, only when a page of this site sent it. Then the role
 * (spec §6): 401 without a caller, 403 with the wrong role.
 */
async function authorize(
  request: Request,
  deps: LegacyDeps,
  access: Exclude<Access, "public">,
): Promise<{ caller: Caller; byCookie: boolean }> {
  const token = bearerToken(request.headers.get("authorization"));
  let caller: Caller = { kind: "anonymous" };
  if (token) {
    // An expired or invalid token is refused ("accessTokenRefused"), never read as anonymous.
    const claims = await verifyAccessToken(token, deps.accessTokens);
    caller = await callerForUserId(deps.db, claims.id, claims.sessionVersion);
    // A valid token of an account that was disabled or deleted since.
    if (caller.kind === "anonymous") throw accessTokenRefused("invalid");
  } else if (deps.sessionCaller) {
    caller = await deps.sessionCaller(request);
    if (caller.kind !== "anonymous" && !SAFE_METHODS.has(request.method) && isCrossSite(request))
      throw new AppError("forbidden", { message: messages.crossSite });
  }
  if (caller.kind === "anonymous") throw new AppError("signInRequired", { message: messages.signIn });
  const role = callerRole(caller);
  if (access === "admin" && role !== "admin")
    throw new AppError("forbidden", { message: messages.adminOnly });
  if (access === "admin" && caller.kind === "user" && caller.mustChangePassword)
    throw new AppError("passwordChangeRequired", { message: authMessages.passwordChangeRequired });
  if (access === "team" && !(role === "coach" || role === "entity" || role === "admin"))
    throw new AppError("forbidden", { message: messages.teamRoles });
  return { caller, byCookie: !token };
}
