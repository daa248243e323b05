import { msg } from "@lingui/core/macro";

/** Success toasts of spec §8, spelt correctly. */
export const flashMessages = {
  signedIn: msg`Sign in Successfully!`,
  signedOut: msg`Sign out Successfully!`,
  accountCreated: msg`Account created successfully`,
  accountDeleted: msg`Your account has been deleted.`,
} as const;

export type FlashKind = keyof typeof flashMessages;

// A success message that outlives the page load that follows a sign-in, sign-up or sign-out
// (the toast shows on the next page). Per tab, read once.
const KEY = "wro-auth-flash";

export function setFlash(kind: FlashKind): void {
  try {
    sessionStorage.setItem(KEY, kind);
  } catch {
    // Storage can be disabled; the toast is a courtesy, the navigation still happens.
  }
}

export function takeFlash(): FlashKind | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value !== null && Object.hasOwn(flashMessages, value) ? (value as FlashKind) : null;
  } catch {
    return null;
  }
}
