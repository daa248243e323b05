import { createHmac } from "node:crypto";
import type { Database } from "./client.ts";

/**
 * Instances that share a database must sign sessions with the same AUTH_SECRET, or each rejects
 * the others' sessions without saying why. The database keeps a fingerprint of the secret (an
 * HMAC that does not reveal it): the first instance records it, `pnpm wro migrate` replaces it
 * (a deployment that changes the secret migrates with the new one), and an instance started
 * with another secret refuses to start.
 */
const FACT = "auth_secret_fingerprint";

export const authSecretFingerprint = (secret: string) =>
  createHmac("sha256", secret).update("wro auth secret fingerprint").digest("hex");

/** Records the secret's fingerprint as the deployment's (replacing the one there, if any). */
export async function recordAuthSecret(db: Database, secret: string): Promise<void> {
  const value = authSecretFingerprint(secret);
  await db.deploymentFact.upsert({ where: { name: FACT }, create: { name: FACT, value }, update: { value } });
}

/**
 * Null when `secret` is the deployment's (recording it if none is yet); otherwise the reason
 * this instance must not start.
 */
export async function authSecretMismatch(db: Database, secret: string): Promise<string | null> {
  const value = authSecretFingerprint(secret);
  await db.deploymentFact.createMany({ data: [{ name: FACT, value }], skipDuplicates: true });
  const recorded = await db.deploymentFact.findUniqueOrThrow({ where: { name: FACT } });
  if (recorded.value === value) return null;
  return (
    "AUTH_SECRET differs from the one the other instances on this database sign sessions with " +
    `(recorded ${recorded.updatedAt.toISOString()}). Give every instance the same AUTH_SECRET. ` +
    "To change it on purpose (every session ends), run `pnpm wro migrate` with the new AUTH_SECRET, " +
    "then restart every instance with it."
  );
}
