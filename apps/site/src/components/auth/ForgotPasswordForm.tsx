"use client";

import { useLingui } from "@lingui/react/macro";
import { translateMessage } from "@wro/i18n/messages";
import type { Locale } from "@wro/i18n";
import { useId, useState, type FormEvent } from "react";
import { api, refusalOf } from "@/lib/trpc.ts";
import { LoginField, SiteForm, SubmitButton, useSending } from "./FormParts.tsx";
import styles from "./auth.module.css";

/**
 * "Forgot password?": asks for a reset link by national ID or e-mail, as the sign-in form takes
 * either (walk-through 3, L12). The link goes to the account's e-mail; the answer is the same
 * whether or not an account exists; the mail and its link use the page's language.
 */
export function ForgotPasswordForm({ locale }: { locale: Locale }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [login, setLogin] = useState("");
  const [error, setError] = useState("");
  const [answer, setAnswer] = useState("");
  const { busy, send } = useSending();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await send(async () => {
      setError("");
      try {
        const result = await api.auth.requestPasswordReset.mutate({ login, lang: locale });
        setAnswer(translateMessage(i18n, result.message));
      } catch (refusal) {
        const refused = refusalOf(refusal);
        setError(translateMessage(i18n, refused?.fieldErrors.login?.[0] ?? refused?.message));
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
      <LoginField
        id={`${id}-login`}
        value={login}
        onChange={setLogin}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      <SubmitButton busy={busy} label={t`Send the link`} busyLabel={t`Sending…`} />
    </SiteForm>
  );
}
