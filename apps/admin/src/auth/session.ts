// The seam between this SPA and the real admin session (next-auth over /api/trpc).
// These are stand-ins until that API exists; screens depend only on these signatures.

export interface Credentials {
  /** National ID or e-mail; the legacy form labels it "Email". */
  login: string;
  password: string;
}

/** Signs an admin in. Rejects with an Error whose message is shown to the user. */
export async function signIn(_credentials: Credentials): Promise<void> {}

export async function signOut(): Promise<void> {}

/** Guards the shell: without an admin session the router sends the visitor to sign-in. */
export async function hasAdminSession(): Promise<boolean> {
  return true;
}
