import type { Database } from "@wro/db";
import { hashPassword } from "../password.ts";

/** The password of every account `insertUser` makes; hashed once per test file (scrypt is slow on purpose). */
export const TEST_PASSWORD = "correct horse battery";
let hash: Promise<string> | undefined;

let counter = 0;

/** A user row with a unique national ID and e-mail, the test password, and any overrides. */
export async function insertUser(
  db: Database,
  overrides: Partial<{
    name: string;
    email: string;
    nationalId: string;
    type: number;
    status: boolean;
    verified: boolean;
    stebUserId: string | null;
    passwordHash: string | null;
  }> = {},
) {
  hash ??= hashPassword(TEST_PASSWORD);
  counter += 1;
  return db.user.create({
    data: {
      name: `Test User ${counter}`,
      email: `user${counter}.${process.pid}@example.org`,
      nationalId: `19${String(process.pid).padStart(4, "0").slice(-4)}${String(counter).padStart(4, "0")}`,
      phoneNumber: "+966501234567",
      type: 0,
      verified: true,
      passwordHash: await hash,
      ...overrides,
    },
  });
}

/** What an identity provider answers when it refuses: the failure's code and its message code. */
export const rejection = (code: string, message: string) => ({ kind: "rejected", code, message });
