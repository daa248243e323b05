import "server-only";
import { createAuthOptions, createSessionReader, type SessionReader } from "@wro/auth";
import { getDb } from "@wro/db";
import type { AuthOptions } from "next-auth";

// Built on first use, not at import: `next build` loads route modules without the
// production secret, which the options require.
let options: AuthOptions | undefined;
export function authOptions(): AuthOptions {
  options ??= createAuthOptions({ db: getDb() });
  return options;
}

let reader: SessionReader | undefined;
/** The api's caller from a request's session cookie, checked as next-auth checks its sessions. */
export function sessionReader(): SessionReader {
  reader ??= createSessionReader({ db: getDb() });
  return reader;
}
