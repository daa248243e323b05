import {
  createAuthRateLimiter,
  createLocalIdentityProvider,
  hashPassword,
  signAccessToken,
  type IdentityProvider,
} from "@wro/auth";
import type { TestDatabase, testDatabaseKinds } from "@wro/db/testing";
import { afterAll, beforeAll, expect } from "vitest";
import { createAdminTestBed, type AdminTestBed } from "../testing/admin.ts";
import { errorAnswer } from "./answers.ts";
import { createInvalidation, createTaggedCache, type TaggedCache } from "./cache.ts";
import { handleLegacyRequest } from "./handler.ts";
import type { LegacyDeps } from "./route.ts";

export const TEST_TOKEN_SECRET = "legacy-rest-test-secret-of-at-least-32-characters";

export interface RestTestBed {
  bed: AdminTestBed;
  database: TestDatabase;
  cache: TaggedCache;
  /** Every list of tags the adapter passed to `revalidate` (which clears `cache`). */
  revalidated: string[][];
  /** Access tokens of the seeded admin and of a student, a coach and an entity made for the tests. */
  tokens: Record<"admin" | "student" | "coach" | "entity", string>;
  users: Record<"admin" | "student" | "coach" | "entity", { id: string; nationalId: string }>;
  /** Calls the adapter as the site would. */
  call(
    path: string,
    init?: RequestInit & { token?: string | null; as?: keyof RestTestBed["tokens"] },
  ): Promise<Response>;
  /** A POST of `body` as JSON (a string is sent as it is: malformed bodies too). */
  postJson(path: string, body: unknown, init?: Parameters<RestTestBed["call"]>[1]): Promise<Response>;
  deps(overrides?: Partial<LegacyDeps>): LegacyDeps;
  close(): Promise<void>;
}

export const PASSWORDS = {
  student: "student-password-1",
  coach: "coach-password-1",
  entity: "entity-password-1",
};

export async function createRestTestBed(
  kind: "pglite" | "postgres",
  options: { identity?: (database: TestDatabase) => IdentityProvider } = {},
): Promise<RestTestBed> {
  const bed = await createAdminTestBed(kind);
  const database = bed.database;
  const cache = createTaggedCache();
  const revalidated: string[][] = [];
  // What the site's invalidation does to the adapter's lists, on this bed's own cache.
  const clearLists = createInvalidation({ lists: cache, channel: () => null });
  const accessTokens = { secret: TEST_TOKEN_SECRET };
  const make = async (type: 0 | 1 | 2, name: string, nationalId: string, password: string) =>
    database.db.user.create({
      data: {
        name,
        email: `${name.toLowerCase()}@example.org`,
        nationalId,
        phoneNumber: "+966551234567",
        type,
        verified: true,
        passwordHash: await hashPassword(password),
      },
    });
  const student = await make(0, "Student", "1000000010", PASSWORDS.student);
  const coach = await make(1, "Coach", "1000000011", PASSWORDS.coach);
  const entity = await make(2, "Entity", "1000000012", PASSWORDS.entity);
  const admin = await database.db.user.findUniqueOrThrow({ where: { id: bed.admin.id } });
  const users = {
    admin: { id: admin.id, nationalId: admin.nationalId },
    student: { id: student.id, nationalId: student.nationalId },
    coach: { id: coach.id, nationalId: coach.nationalId },
    entity: { id: entity.id, nationalId: entity.nationalId },
  };
  const sign = (user: { id: string; type: number }) => signAccessToken(user, accessTokens);
  const tokens = {
    admin: await sign({ id: admin.id, type: admin.type }),
    student: await sign(student),
    coach: await sign(coach),
    entity: await sign(entity),
  };
  const identity = options.identity?.(database) ?? createLocalIdentityProvider(database.db);
  const deps = (overrides: Partial<LegacyDeps> = {}): LegacyDeps => ({
    db: database.db,
    storage: bed.storage,
    cache,
    identity,
    // A limiter per bed, generous enough for the fuzz test's many sign-in attempts.
    rateLimiter: createAuthRateLimiter({
      policy: {
        perAccount: { points: 1_000_000, durationSeconds: 60 },
        perAccountAnyAddress: { points: 1_000_000, durationSeconds: 60 },
        perAddress: { points: 1_000_000, durationSeconds: 60 },
      },
    }),
    accessTokens,
    revalidate: (tags) => {
      clearLists(tags);
      revalidated.push(tags);
    },
    ...overrides,
  });
  const sharedDeps = deps();
  const call: RestTestBed["call"] = (path, { token, as, headers, ...init } = {}) => {
    const authorization = token ?? (as ? tokens[as] : null);
    const request = new Request(new URL(path, "http://localhost"), {
      ...init,
      headers: { ...(authorization ? { authorization } : {}), ...(headers as Record<string, string>) },
    });
    return handleLegacyRequest(request, sharedDeps);
  };
  return {
    bed,
    database,
    cache,
    revalidated,
    tokens,
    users,
    deps,
    call,
    postJson: (path, body, init = {}) =>
      call(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
        ...init,
      }),
    close: () => bed.close(),
  };
}

/** A multipart form of text fields and files. */
export function form(
  fields: Record<string, string | Blob | undefined>,
  files: Record<string, string> = {},
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === "string") data.set(key, value);
    else data.set(key, value, files[key] ?? `${key}.bin`);
  }
  return data;
}

/** An image (or any bytes) as a file part. */
export const fileOf = (base64: string) =>
  new Blob([Buffer.from(base64.replace(/^data:[^,]*,/, ""), "base64")]);

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/**
 * The rows of every table that a call could change, for before/after comparisons (the audit
 * log included: a refused call writes no entry either).
 */
export async function tableSnapshot(database: TestDatabase) {
  const { db } = database;
  const order = { orderBy: { id: "asc" as const } };
  return JSON.stringify({
    users: await db.user.findMany(order),
    seasons: await db.season.findMany(order),
    seasonAttributes: await db.seasonAttribute.findMany(order),
    partners: await db.partner.findMany(order),
    regions: await db.region.findMany(order),
    events: await db.event.findMany(order),
    faqs: await db.faq.findMany(order),
    settings: await db.setting.findMany(order),
    trainings: await db.training.findMany(order),
    competitions: await db.competition.findMany(order),
    wroSeasons: await db.wroSeason.findMany(order),
    teamSeasonRecords: await db.teamSeasonRecord.findMany(order),
    auditLogs: await db.auditLog.findMany(order),
  });
}

/** Spec §8: a refused call answers `{success: false, msg}`, with the same text in `e_message`. */
export async function expectRefused(response: Response, status: number, message: string | RegExp) {
  const body = errorAnswer.parse(await response.json());
  expect({ status: response.status, msg: body.msg }).toMatchObject({ status });
  if (typeof message === "string") expect(body.msg).toBe(message);
  else expect(body.msg).toMatch(message);
  expect(response.headers.get("e_message")).toBe(body.msg);
}

/**
 * A test bed made before a file's tests and closed after them (`rest()`), with calls as its
 * admin: `admin` any call, `send` a multipart form.
 */
export function useRestTestBed(kind: (typeof testDatabaseKinds)[number]) {
  let bed: RestTestBed | undefined;
  beforeAll(async () => {
    bed = await createRestTestBed(kind);
  });
  afterAll(() => bed?.close());
  const rest = () => {
    if (!bed) throw new Error("The test bed is made in beforeAll.");
    return bed;
  };
  const admin = (path: string, init: Parameters<RestTestBed["call"]>[1] = {}) =>
    rest().call(path, { as: "admin", ...init });
  const send = (method: "POST" | "PUT", path: string, body: FormData) => admin(path, { method, body });
  return { rest, admin, send };
}
