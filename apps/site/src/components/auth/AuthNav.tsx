"use client";

import { ADMIN_DASHBOARD_PATH, roleOf } from "@wro/auth/client";
import type { Locale } from "@wro/i18n";
import { usePublicPath } from "@/i18n/page-path.ts";
import { isCallerPage } from "@/lib/cache-control.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import type { AuthNavWords } from "./auth-nav-words.ts";
import { FlashToast } from "./FlashToast.tsx";
import { accountPath, signInPath } from "./paths.ts";
import { SignUpButton } from "./SignUpButton.tsx";
import { useSessionUser, type SessionUser } from "./use-session-user.ts";
import styles from "./AccountControls.module.css";

/**
 * The header's account controls: Sign in and Sign up for visitors, the account menu for
 * signed-in users. A client island: the page around it is the same cached HTML for everyone,
 * and the session is read after load. Both states share one grid cell sized by the visitor
 * controls, so the header does not move when the account menu replaces them. Its words come
 * translated from the server (auth-nav-words.ts).
 */
export function AuthNav({ locale, words }: { locale: Locale; words: AuthNavWords }) {
  const here = usePublicPath(locale);
  const user = useSessionUser(isCallerPage(here));
  const isSignInPage = /^(\/ar)?\/signin\/?$/.test(here);
  const isHome = here === "/" || here === "/ar/";

  return (
    <div className={styles.authNav} data-session={user === undefined ? "loading" : user ? "user" : "visitor"}>
      <div className={styles.authSlot} data-concealed={user ? "" : undefined}>
        {!isSignInPage && (
          // Come back to this page after signing in (not to the sign-in page itself).
          <a href={signInPath(locale, isHome ? null : here)} className={styles.headerLink}>
            {words.signIn}
          </a>
        )}
        <SignUpButton locale={locale} className={styles.headerButton}>
          {words.signUp}
        </SignUpButton>
      </div>
      {user && (
        <div className={styles.authSlot}>
          <SignedInMenu user={user} locale={locale} words={words} />
        </div>
      )}
      <FlashToast words={words.flash} />
    </div>
  );
}

function SignedInMenu({ user, locale, words }: { user: SessionUser; locale: Locale; words: AuthNavWords }) {
  const role = roleOf(user.type);
  // Entities (type 2) have no page of their own yet: their menu only signs out.
  const home =
    role === "admin"
      ? { href: ADMIN_DASHBOARD_PATH, label: words.adminDashboard }
      : role === "student" || role === "coach"
        ? { href: accountPath(locale), label: words.myAccount }
        : undefined;
  return <AccountMenu name={user.name} home={home} signInHref={signInPath(locale)} words={words.menu} />;
}
