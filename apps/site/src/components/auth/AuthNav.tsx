import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ADMIN_DASHBOARD_PATH, roleOf } from "@wro/auth/client";
import type { Locale } from "@wro/i18n";
import { headers } from "next/headers";
import { getI18n } from "@/i18n/catalogs.ts";
import { publicPathHeader } from "@/i18n/paths.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import { FlashToast } from "./FlashToast.tsx";
import { accountPath, signInPath } from "./paths.ts";
import { currentSession } from "./session.ts";
import { SignUpButton } from "./SignUpButton.tsx";
import styles from "./auth.module.css";

/**
 * The header's account controls: Sign in and Sign up for visitors, the account menu for
 * signed-in users. Read from the session cookie on the server, so the first paint is right.
 */
export async function AuthNav({ locale }: { locale: Locale }) {
  const i18n = getI18n(locale);
  const session = await currentSession();

  if (session) {
    const role = roleOf(session.user.type);
    // Entities (type 2) have no page of their own yet: their menu only signs out.
    const home =
      role === "admin"
        ? { href: ADMIN_DASHBOARD_PATH, label: i18n._(msg`Admin dashboard`) }
        : role === "student" || role === "coach"
          ? { href: accountPath(locale), label: i18n._(msg`My account`) }
          : undefined;
    return (
      <div className={styles.authNav}>
        <AccountMenu name={session.user.name} home={home} signInHref={signInPath(locale)} />
        <FlashToast />
      </div>
    );
  }

  // Come back to this page after signing in (not to the sign-in page itself).
  const here = (await headers()).get(publicPathHeader) ?? "/";
  const isSignInPage = /^(\/ar)?\/signin\/?$/.test(here);
  const isHome = here === "/" || here === "/ar/" || here === "/ar";
  return (
    <div className={styles.authNav}>
      {!isSignInPage && (
        <a href={signInPath(locale, isHome ? null : here)} className={styles.headerLink}>
          <Trans>Sign in</Trans>
        </a>
      )}
      <SignUpButton className={styles.headerButton} />
      <FlashToast />
    </div>
  );
}
