import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { AppError, failureAnswers, type AppErrorCode } from "@wro/constants";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { failureOf } from "./rest/errors.ts";
import { createCallerFactory, createTRPCRouter, publicProcedure, trpcErrorOf, type Context } from "./trpc.ts";

const codes = Object.keys(failureAnswers) as AppErrorCode[];

/** Procedures that fail as services do: by throwing an `AppError`. */
const router = createTRPCRouter({
  taken: publicProcedure.mutation(() => {
    throw new AppError("duplicate", { message: "emailTaken", field: "email" });
  }),
  locked: publicProcedure.query(() => {
    throw new AppError("rateLimited", { message: "tooManyAttempts?minutes=2", retryAfterSeconds: 90 });
  }),
  gone: publicProcedure.query(() => {
    throw new AppError("notFound", { message: "notFound" });
  }),
});
const context: Context = { db: undefined as never, caller: { kind: "anonymous" }, requestId: "req-1" };
const caller = createCallerFactory(router)(context);

const overHttp = (path: string, init?: RequestInit) =>
  fetchRequestHandler({
    endpoint: "/trpc",
    req: new Request(`http://localhost/trpc/${path}`, init),
    router,
    createContext: () => context,
  });

/** What the client reads of a failed call: tRPC's error shape, superjson-wrapped. */
async function refusal(response: Response) {
  const { error } = (await response.json()) as {
    error: { json: { message: string; data: { code: string; httpStatus: number; fieldErrors?: unknown } } };
  };
  return error.json;
}

describe("the one error's table", () => {
  it.each(codes)("answers %s with the HTTP status tRPC gives its tRPC code", (code) => {
    expect(getHTTPStatusCodeFromError(trpcErrorOf(new AppError(code)))).toBe(failureAnswers[code].status);
  });

  it("tells an error by its name and code, never by its class (a route chunk has its own copy)", () => {
    const fromAnotherCopy = Object.assign(new Error("emailTaken"), { name: "AppError", code: "duplicate" });
    expect(AppError.is(fromAnotherCopy)).toBe(true);
    expect(AppError.is(fromAnotherCopy, "notFound", "duplicate")).toBe(true);
    expect(AppError.is(fromAnotherCopy, "notFound")).toBe(false);
    expect(AppError.is(new Error("emailTaken"))).toBe(false);
    expect(AppError.is({ name: "AppError", code: "duplicate" })).toBe(false);
  });

  it("keeps the message, or says its code when it has none", () => {
    expect(new AppError("staleRecord", { message: "staleRecord?by=x" }).message).toBe("staleRecord?by=x");
    expect(new AppError("sessionEnded")).toMatchObject({
      name: "AppError",
      message: "sessionEnded",
      details: {},
    });
  });
});

describe("an AppError thrown by a procedure", () => {
  it("reaches an in-process caller as the tRPC error of its code, the AppError as its cause", async () => {
    const error = await caller.gone().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: "NOT_FOUND", message: "notFound", cause: { code: "notFound" } });
  });

  it("answers over HTTP with its status, its message and its field", async () => {
    const taken = await overHttp("taken", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(taken.status).toBe(409);
    expect(await refusal(taken)).toMatchObject({
      message: "emailTaken",
      data: { code: "CONFLICT", httpStatus: 409, fieldErrors: { email: ["emailTaken"] } },
    });

    const locked = await overHttp("locked");
    expect(locked.status).toBe(429);
    expect((await refusal(locked)).data).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("the legacy REST answer of a failure", () => {
  const legacyField = (path: PropertyKey[]) => `_${path.join(".")}`;
  afterEach(() => vi.restoreAllMocks());

  it("takes the legacy contract's own status where it fixes one, else the HTTP status", () => {
    expect(failureOf(new AppError("accountDisabled", { message: "Disabled." }), legacyField)).toEqual({
      status: 401,
      message: "Disabled.",
      headers: {},
    });
    expect(failureOf(new AppError("passwordChangeRequired"), legacyField).status).toBe(403);
    expect(failureOf(trpcErrorOf(new AppError("staleRecord")), legacyField).status).toBe(409);
  });

  it("carries the retry time and the answer's own headers", () => {
    expect(failureOf(new AppError("rateLimited", { retryAfterSeconds: 90 }), legacyField).headers).toEqual({
      "retry-after": "90",
    });
    expect(
      failureOf(
        new AppError("methodNotAllowed", { message: "GET only.", headers: { allow: "GET" } }),
        legacyField,
      ),
    ).toEqual({ status: 405, message: "GET only.", headers: { allow: "GET" } });
  });

  it("words zod issues by legacy field name, and tells nothing of a fault of ours", () => {
    const issues = z.object({ email: z.email({ error: "notAnAddress" }) }).safeParse({ email: "x" }).error!;
    expect(failureOf(issues, legacyField)).toMatchObject({ status: 400, message: "_email: notAnAddress" });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fault = new AppError("internal", { message: "database password is hunter2" });
    expect(failureOf(fault, legacyField, "req-9")).toEqual({
      status: 500,
      message: "Something went wrong. Please try again later. (Reference: req-9)",
      headers: {},
    });
    expect(log).toHaveBeenCalledOnce();
  });
});
