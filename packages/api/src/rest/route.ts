import type { AccessTokenOptions, AuthRateLimiter, IdentityProvider } from "@wro/auth";
import type { Database } from "@wro/db";
import type { z } from "zod";
import type { AdminContext } from "../admin/context.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import type { CacheTag } from "../record-kinds.ts";
import type { Storage } from "../storage/storage.ts";
import type { Caller, Context } from "../trpc.ts";
import type { TaggedCache } from "./cache.ts";

/** What the adapter needs from the app that serves it. */
export interface LegacyDeps {
  db: Database;
  /**
   * Who the session cookie belongs to (next-auth), for requests without an Authorization
   * header. Without it, only access tokens sign a request in.
   */
  sessionCaller?: (request: Request) => Promise<Caller>;
  /** Where uploads go; by default the configured storage. */
  storage?: Storage;
  /**
   * Called after admin writes with the changed tags: the site's `createInvalidation`, which
   * clears this adapter's public lists as well as the site's pages.
   */
  revalidate?: Context["revalidate"];
  /** Default: the provider IDENTITY_PROVIDER names. */
  identity?: IdentityProvider;
  /** Default: the process's sign-in rate limiter. */
  rateLimiter?: AuthRateLimiter;
  /** Access token secret and lifetime; by default from the auth environment. */
  accessTokens?: AccessTokenOptions;
  /** Where public-list answers are kept; by default the process's (`legacyCache()`). */
  cache?: TaggedCache;
  /** How fees are paid; by default the environment's (`paymentProviderFor`). */
  payments?: PaymentProvider;
  /** The Moyasar webhook's secret token; by default MOYASAR_WEBHOOK_SECRET. */
  moyasarWebhookSecret?: string;
}

/**
 * Who may call: everyone; any signed-in user; a team's people (coach, entity or admin —
 * spec §2's team registration pages); admins only.
 */
export type Access = "public" | "signedIn" | "team" | "admin";

export interface RouteContext<Query, Body> {
  request: Request;
  deps: LegacyDeps;
  db: Database;
  caller: Caller;
  query: Query;
  body: Body;
  ip: string | undefined;
  /** The services' context for admin writes (the caller is an admin). */
  admin: () => AdminContext;
}

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface LegacyRoute<Query extends z.ZodType = z.ZodType, Body extends z.ZodType = z.ZodType> {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Without the trailing slash; both forms are served. */
  path: string;
  operationId: string;
  summary: string;
  /** What the call does, and what the spec leaves open that we chose. */
  description: string;
  tag: "Session" | "Public" | "Team" | "Admin" | "Payments" | "Meta";
  access: Access;
  query?: Query;
  body?: { kind: "json" | "multipart"; schema: Body; maxBytes?: number };
  /** The answer's shape on success (status 200). */
  answer: z.ZodType;
  /** Headers the answer carries on success, for the OpenAPI document. */
  answerHeaders?: Record<string, string>;
  /** Answers to remember per process, dropped when one of these tags is revalidated. */
  cacheTags?: CacheTag[];
  handle(context: RouteContext<z.output<Query>, z.output<Body>>): Promise<Reply>;
}

/** Declares a route with its input types inferred from its schemas. */
export function route<
  Query extends z.ZodType = z.ZodType<Record<string, never>>,
  Body extends z.ZodType = z.ZodType<undefined>,
>(definition: LegacyRoute<Query, Body>): LegacyRoute {
  return definition;
}
