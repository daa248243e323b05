import { initTRPC, TRPCError } from "@trpc/server";
import type { Database } from "@wro/db";
import superjson from "superjson";
import { z, ZodError } from "zod";
import { roleOf, type Role } from "@wro/auth";
import { FieldError } from "./admin/errors.ts";
import type { Storage } from "./storage/storage.ts";

/** Who is calling: a signed-in user (from the session or a token), the system, or nobody. */
export type Caller =
  | { kind: "anonymous" }
  | { kind: "user"; id: string; type: number; name: string }
  /** Internal scripts and jobs, acting with admin rights. */
  | { kind: "system"; name: string };

export interface Context {
  db: Database;
  caller: Caller;
  /** The client's IP address (`clientIp` from @wro/auth), for rate limiting. */
  ip?: string;
  /** Called after admin writes, so cached public pages and lists are rebuilt. */
  revalidate?: (tags: string[]) => void | Promise<void>;
  /** Where uploaded images go; by default the configured storage (`configuredStorage`). */
  storage?: Storage;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const fieldError = error.cause instanceof FieldError ? error.cause : null;
    return {
      ...shape,
      // A readable sentence for people, and the field-by-field detail for forms.
      message: zodError ? readableIssues(zodError) : shape.message,
      data: {
        ...shape.data,
        fieldErrors: zodError
          ? z.flattenError(zodError).fieldErrors
          : fieldError
            ? { [fieldError.field]: [fieldError.message] }
            : undefined,
      },
    };
  },
});

/** Zod issues as one sentence per issue, each led by its field (`email: …`). */
export function readableIssues(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export function callerRole(caller: Caller): Role | null {
  if (caller.kind === "system") return "admin";
  if (caller.kind === "user") return roleOf(caller.type);
  return null;
}

export const publicProcedure = t.procedure;

export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (ctx.caller.kind === "anonymous")
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in." });
  return next({ ctx: { ...ctx, caller: ctx.caller } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (callerRole(ctx.caller) !== "admin") {
    throw new TRPCError({ code: "FORBIDDEN", message: "This needs an administrator account." });
  }
  return next();
});
