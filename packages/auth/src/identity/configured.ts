import type { Database } from "@wro/db";
import { authEnv, type AuthEnv } from "../env.ts";
import { createLocalIdentityProvider } from "./local.ts";
import { createPartnerIdentityProvider } from "./partner.ts";
import type { IdentityProvider } from "./types.ts";

/** The identity provider IDENTITY_PROVIDER names, on the given database. */
export function createIdentityProvider(db: Database, env: AuthEnv = authEnv()): IdentityProvider {
  if (env.identityProvider === "partner") {
    // env.ts refuses "partner" without PARTNER_API_URL, so the settings are present.
    return createPartnerIdentityProvider(db, env.partner!);
  }
  return createLocalIdentityProvider(db);
}
