"use client";

import { localeCookie, type Locale } from "@wro/i18n";
import { usePublicPath } from "@/i18n/page-path.ts";
import styles from "./SiteHeader.module.css";

/** Link to the same page in the other language; the choice is remembered for the next visit to the home page. */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const href = usePublicPath(locale);
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      className={styles.languageSwitch}
      onClick={() => {
        document.cookie = `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
      }}
    >
      {locale === "ar" ? "العربية" : "English"}
    </a>
  );
}
