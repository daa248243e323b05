import "server-only";
import { createAuthOptions } from "@wro/auth";
import { getDb } from "@wro/db";
import type { AuthOptions } from "next-auth";

// Built on first use, not at import: `next build` loads route modules without the
// production secret, which the options require.
let options: AuthOptions | undefined;
export function authOptions(): AuthOptions {
  options ??= createAuthOptions({ db: getDb() });
  return options;
}
