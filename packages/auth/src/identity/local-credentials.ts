import type { Database } from "@wro/db";
import { hashPassword, verifyPassword } from "../password.ts";
import { authMessages } from "../messages.ts";
import { UserType } from "../roles.ts";
import { findUserByLogin } from "../users.ts";
import type { SignInCredentials } from "../validation.ts";
import { rejected, type SignInResult } from "./types.ts";

let dummyHash: Promise<string> | undefined;

/**
 * A hash to check against when the account does not exist, so an unknown national ID costs
 * the same scrypt work as a wrong password and response times do not reveal which accounts exist.
 */
function hashForUnknownAccounts(): Promise<string> {
  dummyHash ??= hashPassword("no account has this password");
  return dummyHash;
}

/** The accounts the back office's sign-in admits: admins, and gate staff for the gate screen. */
const backOfficeTypes: number[] = [UserType.admin, UserType.gate];

/**
 * Checks a national ID or e-mail and password against our users table. `backOfficeOnly`
 * refuses every account but admins and gate staff with the same message as a wrong password.
 */
export async function verifyLocalCredentials(
  db: Database,
  credentials: SignInCredentials,
  { backOfficeOnly = false } = {},
): Promise<SignInResult> {
  const found = await findUserByLogin(db, credentials.login);
  const account = found && (!backOfficeOnly || backOfficeTypes.includes(found.type)) ? found : null;
  const passwordMatches = await verifyPassword(
    credentials.password,
    account?.passwordHash ?? (await hashForUnknownAccounts()),
  );
  if (!account?.passwordHash || !passwordMatches)
    return rejected("invalidCredentials", authMessages.invalidCredentials);
  if (!account.status) return rejected("accountDisabled", authMessages.accountDisabled);
  if (account.type === UserType.coach && !account.verified) {
    return rejected("accountUnverified", authMessages.awaitingVerification);
  }
  const { passwordHash: _hash, ...user } = account;
  return { kind: "signedIn", user };
}
