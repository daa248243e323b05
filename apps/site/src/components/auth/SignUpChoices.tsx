import { Trans } from "@lingui/react/macro";
import styles from "./auth.module.css";

/** Spec §3: 0 student, 1 coach — the only types the public sign-up offers. */
export type AccountType = 0 | 1;

/** Sign-up's first step (spec §2): a new account, or sign in to an existing one. */
export function JourneyChoice({ onCreate, signInHref }: { onCreate: () => void; signInHref: string }) {
  return (
    <ul className={styles.choices}>
      <li>
        <button type="button" className={styles.choice} onClick={onCreate} data-autofocus>
          <span className={styles.choiceTitle}>
            <Trans>Create New Account</Trans>
          </span>
          <span className={styles.choiceText}>
            <Trans>First time here? Sign up as a student or a coach.</Trans>
          </span>
        </button>
      </li>
      <li>
        <a className={styles.choice} href={signInHref}>
          <span className={styles.choiceTitle}>
            <Trans>Already have an account</Trans>
          </span>
          <span className={styles.choiceText}>
            <Trans>I joined before — take me to sign in.</Trans>
          </span>
        </a>
      </li>
    </ul>
  );
}

/** Sign-up's second step: a student or a coach account. */
export function AccountTypeChoice({
  onChoose,
  onBack,
}: {
  onChoose: (type: AccountType) => void;
  onBack: () => void;
}) {
  return (
    <>
      <ul className={styles.choices}>
        <li>
          <button type="button" className={styles.choice} onClick={() => onChoose(0)} data-autofocus>
            <span className={styles.choiceTitle}>
              <Trans>Student</Trans>
            </span>
            <span className={styles.choiceText}>
              <Trans>For team members. Your account is ready as soon as you sign up.</Trans>
            </span>
          </button>
        </li>
        <li>
          <button type="button" className={styles.choice} onClick={() => onChoose(1)}>
            <span className={styles.choiceTitle}>
              <Trans>Coach</Trans>
            </span>
            <span className={styles.choiceText}>
              <Trans>
                For coaches who lead a team. Coach accounts are verified on the partner platform (STEB).
              </Trans>
            </span>
          </button>
        </li>
      </ul>
      <div className={styles.formActions}>
        <button type="button" className={styles.textButton} onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      </div>
    </>
  );
}
