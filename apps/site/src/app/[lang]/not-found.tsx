import { Trans } from "@lingui/react/macro";
import { headers } from "next/headers";
import { localePath, publicPathHeader } from "@/i18n/paths.ts";
import styles from "./not-found.module.css";

/** The spec's not-found page: 'Uh oh!', a broken-link message and a way home (in the page's language). */
export default async function NotFound() {
  const path = (await headers()).get(publicPathHeader) ?? "/";
  const locale = path === "/ar" || path.startsWith("/ar/") ? "ar" : "en";
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
