"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@wro/i18n";
import { useId, useState, type FormEvent } from "react";
import { api, refusalOf } from "@/lib/trpc.ts";
import { SiteForm, SubmitButton, useSending } from "./FormParts.tsx";
import { translateAuthMessage } from "./messages.ts";
import styles from "./auth.module.css";

/**
 * "Forgot password?": asks for a reset link for an e-mail address. The answer is the same
 * whether or not an account has it; the mail and its link use the page's language.
 */
export function ForgotPasswordForm({ locale }: { locale: Locale }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [answer, setAnswer] = useState("");
  const { busy, send } = useSending();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await send(async () => {
      setError("");
      try {
        const result = await api.auth.requestPasswordReset.mutate({ email, lang: locale });
        setAnswer(translateAuthMessage(i18n, result.message));
      } catch (refusal) {
        const refused = refusalOf(refusal);
        setError(translateAuthMessage(i18n, refused?.fieldErrors.email?.[0] ?? refused?.message));
      }
    });
  };

  if (answer)
    return (
      <p className={styles.notice} role="status">
        {answer}
      </p>
    );

  return (
    <SiteForm onSubmit={submit} busy={busy} error={error} errorId={`${id}-error`}>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          <Trans>E-mail</Trans>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={`${styles.input} ${styles.ltrInput}`}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <SubmitButton busy={busy} label={t`Send the link`} busyLabel={t`Sending…`} />
    </SiteForm>
  );
}
