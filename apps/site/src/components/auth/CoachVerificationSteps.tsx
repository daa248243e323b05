"use client";

import { Trans } from "@lingui/react/macro";
import styles from "./auth.module.css";

/**
 * What a new coach does next (walk-through 3, H1). With the partner platform (`verifyUrl`), its
 * steps; with our own accounts (the default), an organizer verifies the account and the coach
 * is told by e-mail (`user.verify` sends it, in the language of the page they signed up on).
 */
export function CoachVerificationSteps({ verifyUrl, email }: { verifyUrl?: string; email: string }) {
  if (verifyUrl)
    return (
      <>
        <p className={styles.notice} role="status">
          <Trans>
            Your coach account is created. Verify it on the partner platform (STEB) before you sign in.
          </Trans>
        </p>
        <ol className={styles.steps}>
          <li>
            <Trans>Open the partner platform (STEB) with the button below.</Trans>
          </li>
          <li>
            <Trans>Sign in there with the national ID or e-mail and the password you chose here.</Trans>
          </li>
          <li>
            <Trans>Follow the platform&apos;s steps to verify your account.</Trans>
          </li>
          <li>
            <Trans>Come back here and sign in.</Trans>
          </li>
        </ol>
      </>
    );
  const address = (
    <bdi dir="ltr" className={styles.address}>
      {email}
    </bdi>
  );
  return (
    <>
      <p className={styles.notice} role="status">
        <Trans>An organizer will verify your coach account. You will get an e-mail when it is done.</Trans>
      </p>
      <p>
        <Trans>
          We will write to {address}. Then sign in with your national ID or e-mail and your password; until
          then, signing in is not possible yet.
        </Trans>
      </p>
    </>
  );
}
