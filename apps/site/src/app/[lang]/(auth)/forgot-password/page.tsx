import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/ForgotPasswordForm.tsx";
import styles from "@/components/auth/auth.module.css";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    ...pageMetadata(await localeFrom(params), "/forgot-password/", {
      title: msg`Forgot password`,
      description: msg`Ask for a link to choose a new password for your WRO Saudi Arabia account.`,
    }),
    robots: { index: false, follow: true },
  };
}

/** Asks for a password-reset link (students, coaches, entities and admins alike). */
export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await localeFrom(params);
  initLingui(locale);
  return (
    <main id="main" className={`page ${styles.authPage}`}>
      <div className={styles.card}>
        <h1>
          <Trans>Forgot your password?</Trans>
        </h1>
        <p className={styles.intro}>
          <Trans>
            Enter the national ID or the e-mail address of your account. We will send a link to its e-mail
            address to choose a new password; it works once, within one hour.
          </Trans>
        </p>
        <ForgotPasswordForm locale={locale} />
        <div className={styles.aside}>
          <a href={localePath(locale, "/signin/")}>
            <Trans>Back to sign in</Trans>
          </a>
        </div>
      </div>
    </main>
  );
}
