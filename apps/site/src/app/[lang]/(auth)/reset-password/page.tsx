import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { translateMessage } from "@wro/i18n/messages";
import { authMessages } from "@wro/auth/client";
import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm.tsx";
import styles from "@/components/auth/auth.module.css";
import { localePath } from "@/i18n/paths.ts";
import { initLingui, localeFrom } from "@/i18n/server.ts";
import { pageMetadata } from "@/lib/metadata.ts";
import { resetLinkStatus } from "@/lib/public-data.ts";

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    ...pageMetadata(await localeFrom(params), "/reset-password/", {
      title: msg`Choose a new password`,
      description: msg`Choose a new password for your WRO Saudi Arabia account.`,
    }),
    // The link's token is a secret: never indexed, never sent on to another site.
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/** Where a mailed reset link lands: the new-password form, or why the link no longer works. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await localeFrom(params);
  const i18n = initLingui(locale);
  const { token } = await searchParams;
  const status = typeof token === "string" ? await resetLinkStatus(token) : null;

  return (
    <main id="main" className={`page ${styles.authPage}`}>
      <div className={styles.card}>
        <h1>
          <Trans>Choose a new password</Trans>
        </h1>
        {status?.state === "valid" && typeof token === "string" ? (
          <ResetPasswordForm token={token} signInPath={localePath(locale, "/signin/")} />
        ) : (
          <>
            <p className={styles.alert} role="alert">
              {translateMessage(i18n, status?.message ?? authMessages.resetLinkUnknown)}
            </p>
            <div className={styles.aside}>
              <a href={localePath(locale, "/forgot-password/")} className={styles.primary}>
                <Trans>Ask for a new link</Trans>
              </a>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
