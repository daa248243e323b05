import type { Database } from "@wro/db";
import { hashPassword } from "../password.ts";
import { UserType } from "../roles.ts";
import { publicUserSelect } from "../users.ts";
import { asDuplicateError, duplicateError, takenField } from "./duplicates.ts";
import { verifyLocalCredentials } from "./local-credentials.ts";
import { rejected, type IdentityProvider } from "./types.ts";
import { authMessages } from "../messages.ts";

/**
 * Accounts kept in our own database (the default). Students can sign in at once; coaches
 * wait, unverified, until an admin verifies them (spec §4).
 */
export function createLocalIdentityProvider(db: Database): IdentityProvider {
  return {
    kind: "local",

    async signUp(input) {
      // Checked before hashing: a duplicate answers fast and costs no scrypt work.
      const taken = await takenField(db, input);
      if (taken) throw duplicateError(taken);
      const isStudent = input.type === UserType.student;
      try {
        const user = await db.user.create({
          data: {
            name: input.name,
            email: input.email,
            nationalId: input.nationalId,
            phoneNumber: input.phoneNumber,
            type: input.type,
            locale: input.locale,
            verified: isStudent,
            passwordHash: await hashPassword(input.password),
          },
          select: publicUserSelect,
        });
        return isStudent ? { kind: "signedIn", user } : { kind: "verifyAccount" };
      } catch (error) {
        throw asDuplicateError(error) ?? error;
      }
    },

    async signIn(credentials) {
      if ("partnerToken" in credentials)
        return rejected("invalidCredentials", authMessages.invalidCredentials);
      return verifyLocalCredentials(db, credentials);
    },
  };
}
