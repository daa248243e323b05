import { AppError } from "@wro/constants";
import type { Database } from "@wro/db";
import type { PartnerSettings } from "../env.ts";
import { authMessages } from "../messages.ts";
import { UserType } from "../roles.ts";
import { createPartnerClient, type PartnerClient } from "./partner-client.ts";
import { upsertPartnerUser } from "./partner-users.ts";
import { rejected, type IdentityProvider, type SignInResult } from "./types.ts";

/**
 * Accounts kept on the partner business platform (spec §7). Sign-up creates the account
 * there; sign-in (password or single sign-on token) asks the platform, then mirrors the
 * account into our users table.
 */
export function createPartnerIdentityProvider(
  db: Database,
  settings: PartnerSettings,
  client: PartnerClient = createPartnerClient(settings),
): IdentityProvider {
  async function signedIn(partnerUser: Parameters<typeof upsertPartnerUser>[1]): Promise<SignInResult> {
    try {
      const user = await upsertPartnerUser(db, partnerUser);
      // An admin may have disabled the account here even though the platform still accepts it.
      if (!user.status) return rejected("accountDisabled", authMessages.accountDisabled);
      return { kind: "signedIn", user };
    } catch (error) {
      if (AppError.is(error, "accountConflict")) return rejected("accountConflict", error.message);
      throw error;
    }
  }

  return {
    kind: "partner",

    async signUp(input) {
      let answer: Awaited<ReturnType<PartnerClient["register"]>>;
      try {
        answer = await client.register({
          name: input.name,
          email: input.email,
          phone_number: input.phoneNumber,
          national_id: input.nationalId,
          password: input.password,
          type: input.type,
        });
      } catch (error) {
        throw signUpError(error);
      }
      if (input.type === UserType.coach) return { kind: "verifyAccount", verifyUrl: settings.verifyUrl };
      if (!answer.user) {
        throw new AppError("partnerUnavailable", { message: authMessages.partnerSignUpFailed });
      }
      const result = await signedIn(answer.user);
      if (result.kind === "rejected") throw new AppError(result.code, { message: result.message });
      // Our copy keeps the language of the page the student signed up on, for the mails we send.
      await db.user.update({ where: { id: result.user.id }, data: { locale: input.locale } });
      return result;
    },

    async signIn(credentials) {
      try {
        if ("partnerToken" in credentials) {
          const { user } = await client.singleSignOn(credentials.partnerToken);
          return await signedIn(user);
        }
        const { user } = await client.login(credentials.login, credentials.password);
        return await signedIn(user);
      } catch (error) {
        if (AppError.is(error, "partnerRejected")) {
          // Same text for an unknown account and a wrong password; a refused token gets its own.
          return "partnerToken" in credentials
            ? rejected("invalidCredentials", authMessages.partnerSignInFailed)
            : rejected("invalidCredentials", authMessages.invalidCredentials);
        }
        if (!AppError.is(error, "partnerUnavailable")) throw error;
        console.warn(error.message);
        return rejected("partnerUnavailable", unavailableMessage(error));
      }
    },
  };
}

function unavailableMessage(error: AppError): string {
  return error.details.reason === "badAnswer"
    ? authMessages.partnerSignInFailed
    : authMessages.partnerUnavailable;
}

/** The spec shows the platform's own `msg` on a refused sign-up (§8); other failures get ours. */
function signUpError(error: unknown): unknown {
  if (AppError.is(error, "partnerRejected"))
    return new AppError("partnerRejected", {
      message: error.details.message ?? authMessages.partnerSignUpFailed,
    });
  if (!AppError.is(error, "partnerUnavailable")) return error;
  console.warn(error.message);
  return new AppError("partnerUnavailable", {
    message:
      error.details.reason === "badAnswer"
        ? authMessages.partnerSignUpFailed
        : authMessages.partnerUnavailable,
  });
}
