"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_DASHBOARD_PATH, roleOf } from "@wro/auth/client";
import type { Locale } from "@wro/i18n";
import { usePublicPath } from "@/i18n/page-path.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import { FlashToast } from "./FlashToast.tsx";
import { accountPath, signInPath } from "./paths.ts";
import { SignUpButton } from "./SignUpButton.tsx";
import { useSessionUser, type SessionUser } from "./use-session-user.ts";
import styles from "./AccountControls.module.css";

/**
 * The header's account controls: Sign in and Sign up for visitors, the account menu for
 * signed-in users. A client island: the page around it is the same cached HTML for everyone,
 * and the session is read after load. Both states share one grid cell sized by the visitor
 * controls, so the header does not move when the account menu replaces them.
 */
export function AuthNav({ locale }: { locale: Locale }) {
  const user = useSessionUser();
  const here = usePublicPath(locale);
  const isSignInPage = /^(\/ar)?\/signin\/?$/.test(here);
  const isHome = here === "/" || here === "/ar/";

  return (
    <div className={styles.authNav} data-session={user === undefined ? "loading" : user ? "user" : "visitor"}>
      <div className={styles.authSlot} data-concealed={user ? "" : undefined}>
        {!isSignInPage && (
          // Come back to this page after signing in (not to the sign-in page itself).
          <a href={signInPath(locale, isHome ? null : here)} className={styles.headerLink}>
            <Trans>Sign in</Trans>
          </a>
        )}
        <SignUpButton className={styles.headerButton} />
      </div>
      {user && (
        <div className={styles.authSlot}>
          <SignedInMenu user={user} locale={locale} />
        </div>
      )}
      <FlashToast />
    </div>
  );
}

function SignedInMenu({ user, locale }: { user: SessionUser; locale: Locale }) {
  const { t } = useLingui();
  const role = roleOf(user.type);
  // Entities (type 2) have no page of their own yet: their menu only signs out.
  const home =
    role === "admin"
      ? { href: ADMIN_DASHBOARD_PATH, label: t`Admin dashboard` }
      : role === "student" || role === "coach"
        ? { href: accountPath(locale), label: t`My account` }
        : undefined;
  return <AccountMenu name={user.name} home={home} signInHref={signInPath(locale)} />;
}
