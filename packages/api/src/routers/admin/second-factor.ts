import {
  beginEnrolment,
  confirmEnrolment,
  disableSecondFactor,
  secondFactorStatus,
  type SecondFactorDeps,
} from "@wro/auth";
import { AppError } from "@wro/constants";
import type { Context } from "../../trpc.ts";
import { adminMessages } from "../../forms/messages.ts";
import type { SecondFactorAnswerInput } from "./schemas.ts";

// The signed-in admin's own two-step sign-in (TOTP, issue 36), set up from the Profile page.
// The rules live in @wro/auth (second-factor.ts); this is what the procedures call.

type OwnContext = Pick<Context, "db" | "caller" | "ip">;

/** Default deps: the environment's AUTH_SECRET and the process's rate limiter. */
export type SecondFactorOptions = Omit<SecondFactorDeps, "db">;

/**
 * The auth package refuses a code as a refused sign-in (401); here the admin is signed in and
 * the code is a field of the profile's form: a 401 would end the session.
 */
async function asFormError<Result>(field: string | undefined, work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (!AppError.is(error, "signInRefused")) throw error;
    throw new AppError("invalidInput", { message: error.message, ...(field ? { field } : {}) });
  }
}

function ownUser(ctx: OwnContext) {
  if (ctx.caller.kind !== "user") throw new AppError("refused", { message: adminMessages.notAUser });
  return ctx.caller;
}

/** Whether it is on, since when, the recovery codes left, and whether this session signed in with it. */
export async function ownSecondFactor(ctx: OwnContext) {
  const caller = ownUser(ctx);
  return {
    ...(await secondFactorStatus(ctx.db, caller.id)),
    signedInWithSecondFactor: caller.secondFactor === true,
  };
}

/** A new secret, pending until `confirmOwnSecondFactor`: its URI, QR code and base32 text. */
export async function beginOwnSecondFactor(ctx: OwnContext, options: SecondFactorOptions = {}) {
  const caller = ownUser(ctx);
  const { email, nationalId } = await ctx.db.user.findUniqueOrThrow({
    where: { id: caller.id },
    select: { email: true, nationalId: true },
  });
  // What the authenticator app lists the account as, under the site's name.
  return asFormError(undefined, () =>
    beginEnrolment({ ...options, db: ctx.db }, { id: caller.id, label: email || nationalId }),
  );
}

/** Turns it on with a code of the new secret; answers the recovery codes (shown once). */
export async function confirmOwnSecondFactor(
  ctx: OwnContext,
  code: string,
  options: SecondFactorOptions = {},
) {
  const { id } = ownUser(ctx);
  return asFormError("code", () => confirmEnrolment({ ...options, db: ctx.db }, id, code, ctx.ip));
}

/** Turns it off with a current code or a recovery code; every session of the account ends. */
export async function disableOwnSecondFactor(
  ctx: OwnContext,
  answer: SecondFactorAnswerInput,
  options: SecondFactorOptions = {},
) {
  const { id } = ownUser(ctx);
  await asFormError(answer.recoveryCode ? "recoveryCode" : "code", () =>
    disableSecondFactor({ ...options, db: ctx.db }, id, answer, ctx.ip),
  );
  return { disabled: true as const };
}
