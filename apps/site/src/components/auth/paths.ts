import type { Locale } from "@wro/i18n";
import { localePath } from "@/i18n/paths.ts";

/** The sign-in page in a language, returning to `redirect` (a same-site path) afterwards. */
export function signInPath(locale: Locale, redirect?: string | null): string {
  const page = localePath(locale, "/signin/");
  return redirect ? `${page}?${new URLSearchParams({ redirect })}` : page;
}

/** The visitor's own page (spec §2: the student and coach views). */
export const accountPath = (locale: Locale) => localePath(locale, "/account/");
