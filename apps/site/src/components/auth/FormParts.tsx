import { Trans } from "@lingui/react/macro";
import { useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import styles from "./auth.module.css";

/**
 * A form of the site's own (no native validation bubbles: our messages show instead), with
 * the alert that announces a refusal above its fields. POST, so that a submit before the
 * page's script has loaded never puts what was typed in the URL.
 */
export function SiteForm({
  onSubmit,
  busy,
  error,
  errorId,
  formRef,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  error: string;
  errorId?: string;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      method="post"
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={busy}
    >
      <div className={styles.alert} role="alert" id={errorId}>
        {error}
      </div>
      {children}
    </form>
  );
}

/** The national ID or e-mail field, as sign-in and the forgotten-password form both ask it. */
export function LoginField({
  id,
  invalid,
  describedBy,
  value,
  onChange,
}: {
  id: string;
  invalid: boolean;
  describedBy?: string;
  /** Set for a controlled field; a form read on submit leaves them out. */
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <Trans>National ID or e-mail</Trans>
      </label>
      <input
        id={id}
        name="login"
        type="text"
        autoComplete="username"
        dir="ltr"
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
        className={`${styles.input} ${styles.ltrInput}`}
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}

/** The submit button: a spinner and `busyLabel` while the form is being sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = styles.wide,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={`${styles.primary} ${className}`} aria-disabled={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * Sends a form one request at a time: `busy` while `request` runs, and a second submit meanwhile
 * (a double click, Enter held down) ignored. `request` answers "leaving" when it sends the
 * browser to another page: the form then stays busy until that page replaces it.
 */
export function useSending() {
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const send = async (request: () => Promise<"leaving" | void>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    let leaving = false;
    try {
      leaving = (await request()) === "leaving";
    } finally {
      if (!leaving) {
        sending.current = false;
        setBusy(false);
      }
    }
  };
  return { busy, send };
}
