import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { signedInRedirect } from "@wro/auth/client";
import { serverMessage } from "@wro/i18n/messages";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/auth/SignInForm.tsx";
import { accountPath } from "@/components/auth/paths.ts";
import { SignUpButton } from "@/components/auth/SignUpButton.tsx";
import { currentSession, localizedTarget, redirectParam } from "@/components/auth/session.ts";
import styles from "@/components/auth/auth.module.css";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    ...pageMetadata(await localeFrom(params), "/signin/", {
      title: msg`Sign in`,
      description: msg`Sign in to your WRO Saudi Arabia account with your national ID or e-mail.`,
    }),
    robots: { index: false, follow: true },
  };
}

/** Spec §2 /signin: students, coaches and entities sign in here; signed-in users are sent on. */
export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await localeFrom(params);
  const i18n = initLingui(locale);
  const signedIn = signedInRedirect(await currentSession());
  if (signedIn) redirect(localizedTarget(locale, signedIn));

  const query = await searchParams;
  const redirectTo = redirectParam(query.redirect);
  // next-auth reports failures of its own pages here (?error=): only our messages are shown, not
  // text a stranger wrote into the link.
  const reported = typeof query.error === "string" ? query.error : null;
  const error = reported !== null && serverMessage(i18n, reported) === undefined ? "" : reported;

  return (
    <main id="main" className={`page ${styles.authPage}`}>
      <div className={styles.card}>
        <h1>
          <Trans>Sign in</Trans>
        </h1>
        <p className={styles.intro}>
          <Trans>Use the national ID or e-mail and the password of your account.</Trans>
        </p>
        <SignInForm redirectTo={redirectTo} landing={accountPath(locale)} initialError={error} />
        <p className={styles.forgot}>
          <a href={localePath(locale, "/forgot-password/")}>
            <Trans>Forgot password?</Trans>
          </a>
        </p>
        <div className={styles.aside}>
          <p>
            <Trans>New to WRO Saudi Arabia?</Trans>
          </p>
          <SignUpButton locale={locale} className={styles.secondary} returnTo={redirectTo ?? undefined}>
            <Trans>Create an account</Trans>
          </SignUpButton>
        </div>
      </div>
    </main>
  );
}
