"use client";

import { carriesSignedInHint } from "@wro/auth/client";
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
 * It is read when the browser holds the signed-in hint (@wro/auth's signed-in-hint.ts), so that
 * an anonymous visitor's page asks the app nothing, and on a page rendered for each caller
 * (`always`) whatever the cookies.
 */
export function useSessionUser(always: boolean): SessionUser | null | undefined {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (found: SessionUser | null) => {
      if (!controller.signal.aborted) setUser(found);
    };
    readSessionUser(always, controller.signal).then(settle, () => settle(null));
    return () => controller.abort();
  }, [always]);
  return user;
}

async function readSessionUser(always: boolean, signal: AbortSignal): Promise<SessionUser | null> {
  if (!always && !carriesSignedInHint(document.cookie)) return null;
  const response = await fetch("/api/auth/session", {
    signal,
    cache: "no-store",
    credentials: "same-origin",
  });
  if (!response.ok) return null;
  const session = (await response.json()) as { user?: SessionUser } | null;
  return session?.user ?? null;
}
