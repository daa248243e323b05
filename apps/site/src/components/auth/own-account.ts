import { api } from "@/lib/trpc.ts";

export type OwnAccount = Awaited<ReturnType<typeof api.account.own.query>>;

// The account page's islands (profile, password) share one request for the account.
let loading: Promise<OwnAccount> | undefined;

/** The signed-in person's account, read once per page load. */
export function loadOwnAccount(): Promise<OwnAccount> {
  loading ??= api.account.own.query();
  // A failed read is not kept: the next island (or a retry) asks again.
  loading.catch(() => (loading = undefined));
  return loading;
}
