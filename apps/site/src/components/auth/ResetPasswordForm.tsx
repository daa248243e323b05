"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { translateMessage } from "@wro/i18n/messages";
import { authMessages } from "@wro/auth/client";
import { useId, useState, type FormEvent } from "react";
import { api, refusalOf } from "@/lib/trpc.ts";
import { SiteForm, SubmitButton, useSending } from "./FormParts.tsx";
import styles from "./auth.module.css";

type Field = "password" | "c_password";

/**
 * A new password from a reset link (the rules of sign-up). Once set, every session of the
 * account has ended, this browser's included: the visitor signs in again.
 */
export function ResetPasswordForm({ token, signInPath }: { token: string; signInPath: string }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [values, setValues] = useState({ password: "", c_password: "" });
  const [error, setError] = useState("");
  const [invalid, setInvalid] = useState<Field[]>([]);
  const { busy, send } = useSending();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await send(async () => {
      setError("");
      try {
        await api.auth.resetPassword.mutate({ token, ...values });
        setDone(true);
      } catch (refusal) {
        const refused = refusalOf(refusal);
        const fields = (["password", "c_password"] as const).filter(
          (name) => refused?.fieldErrors[name]?.length,
        );
        setInvalid(
          fields.length || refused?.message !== authMessages.fillAllFields
            ? fields
            : ["password", "c_password"],
        );
        const first = fields[0] ? refused?.fieldErrors[fields[0]]?.[0] : refused?.message;
        setError(translateMessage(i18n, first));
      }
    });
  };

  if (done)
    return (
      <div className={styles.notice} role="status">
        <p>
          <Trans>Your new password is set. Every other session of your account has been signed out.</Trans>
        </p>
        <a href={signInPath} className={styles.primary}>
          <Trans>Sign in</Trans>
        </a>
      </div>
    );

  const input = (name: Field, label: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="password"
        autoComplete="new-password"
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        className={styles.input}
        aria-required="true"
        aria-invalid={invalid.includes(name) || undefined}
        aria-describedby={error ? `${id}-error` : `${id}-rules`}
      />
    </div>
  );

  return (
    <SiteForm onSubmit={submit} busy={busy} error={error} errorId={`${id}-error`}>
      <p className={styles.hint} id={`${id}-rules`}>
        <Trans>At least 12 characters, and not a common password. A few unrelated words work well.</Trans>
      </p>
      {input("password", t`New password`)}
      {input("c_password", t`Confirm the new password`)}
      <SubmitButton busy={busy} label={t`Set the new password`} busyLabel={t`Saving…`} />
    </SiteForm>
  );
}
