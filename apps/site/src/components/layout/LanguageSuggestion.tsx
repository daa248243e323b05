"use client";

import { localeCookie, type Locale } from "@wro/i18n";
import { useState, useSyncExternalStore } from "react";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import styles from "./LanguageSuggestion.module.css";

const noSubscription = () => () => {};

/** The visitor's browser asks for Arabic first, and they have not chosen a language yet. */
function browserPrefersArabic(): boolean {
  // The language is asked first: reading document.cookie waits on the browser process, and
  // React reads this snapshot more than once while it hydrates every page.
  if (!/^ar\b/i.test(navigator.languages[0] ?? navigator.language)) return false;
  return !document.cookie.split("; ").some((pair) => pair.startsWith(`${localeCookie}=`));
}

/**
 * Offers the Arabic site to a visitor whose browser prefers Arabic, on the English pages.
 * Asked in the browser, so the cached English HTML stays the same for everyone (no redirect
 * by Accept-Language, which would split every shared cache by that header); it floats over
 * the page so nothing moves when it appears. Either answer is remembered like the header's
 * language switch. Its words come translated from the server (the root layout).
 */
export function LanguageSuggestion({
  locale,
  words,
}: {
  locale: Locale;
  words: { label: string; offer: string; stay: string };
}) {
  const suggested = useSyncExternalStore(noSubscription, browserPrefersArabic, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (locale !== "en" || !suggested || dismissed) return null;
  const keepEnglish = () => {
    document.cookie = `${localeCookie}=en; path=/; max-age=31536000; samesite=lax`;
    setDismissed(true);
  };
  return (
    <aside className={styles.suggestion} aria-label={words.label}>
      <p>{words.offer}</p>
      <LanguageSwitch locale="ar" />
      <button type="button" className={styles.keep} onClick={keepEnglish}>
        {words.stay}
      </button>
    </aside>
  );
}
