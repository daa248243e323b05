"use client";

import { useEffect, useState } from "react";

/** Who is signed in, as next-auth's session endpoint tells it: `{ id, type, name }`. */
export interface SessionUser {
  id: string;
  type: number;
  name: string;
}

/**
 * The signed-in user, read from next-auth's standard session endpoint once the page has
 * loaded: the page's HTML is the same for every visitor (and cached), so it cannot carry
 * the session. `undefined` while unknown, `null` when nobody is signed in (or the read failed).
 */
export function useSessionUser(): SessionUser | null | undefined {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/session", { signal: controller.signal, cache: "no-store", credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((session: { user?: SessionUser } | null) => setUser(session?.user ?? null))
      .catch(() => {
        if (!controller.signal.aborted) setUser(null);
      });
    return () => controller.abort();
  }, []);
  return user;
}
