"use client";

import type { Locale } from "@wro/i18n";
import { useSyncExternalStore } from "react";
import { usePagePath, usePublicPath } from "@/i18n/page-path.ts";
import { localePath } from "@/i18n/paths.ts";
import styles from "./SiteHeader.module.css";

const noSubscription = () => () => {};

/**
 * The sign-in page's `redirect` in `locale` ("/visa/" becomes "/ar/visa/"), as a query string,
 * so switching language there still returns the visitor to their page. Read in the browser:
 * the page's HTML is the same for every visitor. Admin paths are the same in both languages.
 */
function useSignInRedirect(locale: Locale, onSignIn: boolean): string {
  return useSyncExternalStore(
    noSubscription,
    () => {
      const redirect = onSignIn ? new URLSearchParams(window.location.search).get("redirect") : null;
      if (!redirect?.startsWith("/") || redirect.startsWith("//")) return "";
      const target = redirect.startsWith("/admin")
        ? redirect
        : localePath(locale, redirect.replace(/^\/ar(?=\/|$)/, "") || "/");
      return `?${new URLSearchParams({ redirect: target })}`;
    },
    () => "",
  );
}

/**
 * Link to the same page in the other language; the choice is remembered for the next visit to the
 * home page (by LanguageChoice's script, which also hears a click before hydration).
 */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const onSignIn = /^\/signin\/?$/.test(usePagePath());
  const href = usePublicPath(locale) + useSignInRedirect(locale, onSignIn);
  return (
    <a href={href} hrefLang={locale} lang={locale} className={styles.languageSwitch} data-language-switch="">
      {locale === "ar" ? "العربية" : "English"}
    </a>
  );
}
