import { initTRPC, TRPCError } from "@trpc/server";
import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import superjson from "superjson";
import { z, ZodError } from "zod";
import { authMessages, findsForbiddenCharacter, roleOf, type Role } from "@wro/auth";
import { readableIssues } from "./failures.ts";
import { adminMessages } from "./forms/messages.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { PaymentProvider } from "./payments/provider.ts";
import type { CacheTag } from "./record-kinds.ts";
import type { Storage } from "./storage/storage.ts";

/** Who is calling: a signed-in user (from the session or a token), the system, or nobody. */
export type Caller =
  | { kind: "anonymous" }
  | {
      kind: "user";
      id: string;
      type: number;
      name: string;
      mustChangePassword?: true;
      /** The session signed in with two-step sign-in (`@wro/auth`'s second factor): finance needs it. */
      secondFactor?: true;
    }
  /** Internal scripts and jobs, acting with admin rights. */
  | { kind: "system"; name: string };

export interface Context {
  db: Database;
  caller: Caller;
  /** The client's IP address (`clientIp` from @wro/auth), for rate limiting. */
  ip?: string;
  /**
   * Called after admin writes with the tags of what changed, so that cached public pages and
   * lists are rebuilt (the site's: `createSiteApi`).
   */
  revalidate?: (tags: CacheTag[]) => void | Promise<void>;
  /** Where uploaded images go; by default the configured storage (`configuredStorage`). */
  storage?: Storage;
  /** Where mails go; by default the configured mailer (`mailer()`: SMTP_URL, or the log). */
  mailer?: Mailer;
  /** How fees are paid; by default the environment's (`paymentProviderFor`). */
  payments?: PaymentProvider;
  /** The request's id (`x-request-id`), quoted in internal-error answers and in the log. */
  requestId?: string;
  /** A browser sent the request from another site (`isCrossSite`): it may read, never change. */
  crossSite?: boolean;
}

/** What a client reads when something failed inside: the details stay in the server log. */
export const internalErrorMessage = (requestId: string | undefined) =>
  requestId
    ? `Something went wrong. Please try again later. (Reference: ${requestId})`
    : "Something went wrong. Please try again later.";

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    if (error.code === "INTERNAL_SERVER_ERROR") {
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, message: internalErrorMessage(ctx?.requestId), data };
    }
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const refusal = AppError.is(error.cause) ? error.cause : null;
    const flat = zodError && z.flattenError(zodError);
    return {
      ...shape,
      // Every issue on one line, and for forms the messages (codes) of the whole form and by field.
      message: zodError ? readableIssues(zodError) : shape.message,
      data: {
        ...shape.data,
        formErrors: flat?.formErrors,
        fieldErrors: flat
          ? flat.fieldErrors
          : refusal?.details.field
            ? { [refusal.details.field]: [refusal.message] }
            : undefined,
      },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

export function callerRole(caller: Caller): Role | null {
  if (caller.kind === "system") return "admin";
  if (caller.kind === "user") return roleOf(caller.type);
  return null;
}

/** An `AppError` as the tRPC error that answers it (`failureAnswers`), its message kept. */
export const trpcErrorOf = (error: AppError) =>
  new TRPCError({ code: error.answer.trpc, message: error.message, cause: error });

/**
 * The one place an `AppError` becomes a tRPC error: whatever runs below (the checks that follow,
 * the services, the auth package) throws `AppError`s, and tRPC would answer anything not its
 * own as an internal error. Every procedure starts here.
 */
const answerAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && AppError.is(result.error.cause)) throw trpcErrorOf(result.error.cause);
  return result;
});

/**
 * Every procedure: a change sent by a page of another site is refused (the session cookie
 * would otherwise vouch for it), and so is any text holding control characters (PostgreSQL
 * refuses NUL, and its error would say more than a client should read).
 */
export const publicProcedure = t.procedure
  .use(answerAppErrors)
  .use(async ({ ctx, type, getRawInput, next }) => {
    if (type === "mutation" && ctx.crossSite)
      throw new AppError("forbidden", { message: adminMessages.crossSite });
    if (findsForbiddenCharacter(await getRawInput()))
      throw new AppError("invalidInput", { message: authMessages.forbiddenCharacters });
    return next();
  });

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.caller.kind === "anonymous")
    throw new AppError("signInRequired", { message: adminMessages.signIn });
  return next({ ctx: { ...ctx, caller: ctx.caller } });
});

/** What an admin who must choose a new password may still do: read and save their own profile. */
const PASSWORD_CHANGE_PATHS: ReadonlySet<string> = new Set(["admin.ownProfile", "admin.updateOwnProfile"]);

export const adminProcedure = protectedProcedure.use(({ ctx, path, next }) => {
  if (callerRole(ctx.caller) !== "admin") {
    throw new AppError("forbidden", { message: adminMessages.adminOnly });
  }
  if (ctx.caller.kind === "user" && ctx.caller.mustChangePassword && !PASSWORD_CHANGE_PATHS.has(path)) {
    throw new AppError("passwordChangeRequired", { message: authMessages.passwordChangeRequired });
  }
  return next();
});

/**
 * Gate staff (issue 37, `UserType.gate`) and admins: checking people in at the entrance. Gate
 * staff may do nothing else: every admin procedure refuses them. An admin who must first choose
 * a new password is refused here too, as everywhere else.
 */
export const gateProcedure = protectedProcedure.use(({ ctx, next }) => {
  const role = callerRole(ctx.caller);
  if (role !== "gate" && role !== "admin")
    throw new AppError("forbidden", { message: adminMessages.gateOnly });
  if (ctx.caller.kind === "user" && ctx.caller.mustChangePassword)
    throw new AppError("passwordChangeRequired", { message: authMessages.passwordChangeRequired });
  return next();
});

/**
 * Refuses a caller without the finance permission (`User.financePermission`): recording a
 * transfer, refunding and changing prices (issue 36). Read from the database at each call, so
 * withdrawing the permission takes effect at once. The session must also have signed in with
 * two-step sign-in (turning it off ends the account's sessions). System jobs act with every right.
 */
export async function requireFinancePermission(db: Database, caller: Exclude<Caller, { kind: "anonymous" }>) {
  if (caller.kind === "system") return;
  const user = await db.user.findUnique({ where: { id: caller.id }, select: { financePermission: true } });
  if (!user?.financePermission) throw new AppError("forbidden", { message: adminMessages.financeOnly });
  if (!caller.secondFactor) throw new AppError("forbidden", { message: authMessages.secondFactorForFinance });
}

/** An admin with the finance permission. */
export const financeProcedure = adminProcedure.use(async ({ ctx, next }) => {
  await requireFinancePermission(ctx.db, ctx.caller);
  return next();
});
