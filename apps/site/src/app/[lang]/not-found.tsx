import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { getI18n } from "@lingui/react/server";
import { isLocale } from "@wro/i18n";
import type { Metadata } from "next";
import { localePath } from "@/i18n/paths.ts";
import styles from "./not-found.module.css";

/** The tab says what happened, in the page's language ("Page not found | WRO Saudi Arabia 2025"). */
export function generateMetadata(): Metadata {
  return { title: getI18n()?.i18n._(msg`Page not found`) ?? "Page not found" };
}

/** The spec's not-found page: 'Uh oh!', a broken-link message and a way home (in the page's language). */
export default function NotFound() {
  // The [lang] layout activated the page's language (not-found pages get no params).
  const active = getI18n()?.i18n.locale;
  const locale = active && isLocale(active) ? active : "en";
  return (
    <main id="main" className={`page ${styles.notFound}`}>
      <h1>
        <Trans>Uh oh!</Trans>
      </h1>
      <p>
        <Trans>The link you followed may be broken, or the page may have been removed.</Trans>
      </p>
      <a href={localePath(locale, "/")} className={styles.home}>
        <Trans>Back to Home</Trans>
      </a>
    </main>
  );
}
