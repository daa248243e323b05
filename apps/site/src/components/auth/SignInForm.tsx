"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_DASHBOARD_PATH, authMessages, landingPathFor, safeRedirect } from "@wro/auth/client";
import { translateMessage } from "@wro/i18n/messages";
import { getSession, signIn } from "next-auth/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { setFlash } from "./flash.ts";
import { LoginField, SiteForm, SubmitButton, useSending } from "./FormParts.tsx";
import styles from "./auth.module.css";

/** A text field of a submitted form: "" when it is absent (a file is no text). */
function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The site's sign-in form (spec §2): national ID or e-mail and password, checked by
 * next-auth's `credentials` provider. Admins land on the dashboard, everyone else on the
 * page they came for (`redirectTo`, same-site only) or their account page (walk-through 3,
 * L13: more use than the home page of spec §4, which only showed a toast). An admin with
 * two-step sign-in (issue 36) is then asked for the code of their authenticator app, or a
 * recovery code; the password is kept meanwhile and sent again with it.
 */
export function SignInForm({
  redirectTo,
  landing,
  initialError,
}: {
  redirectTo: string | null;
  /** The account page in the page's language. */
  landing: string;
  /** An `error` next-auth put in this page's URL. */
  initialError: string | null;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState(() =>
    initialError === null ? "" : translateMessage(i18n, initialError),
  );
  const [missing, setMissing] = useState<Array<"login" | "password" | "code">>([]);
  const { busy, send } = useSending();
  const [showPassword, setShowPassword] = useState(false);
  // Kept once the server asks for the second step.
  const [credentials, setCredentials] = useState<{ login: string; password: string } | null>(null);
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const login = credentials?.login ?? textOf(data, "login").trim();
    const password = credentials?.password ?? textOf(data, "password");
    const code = textOf(data, useRecoveryCode ? "recoveryCode" : "code").trim();
    const empty = (["login", "password"] as const).filter((name) => (name === "login" ? !login : !password));
    setMissing([...empty]);
    if (empty.length) {
      setError(translateMessage(i18n, authMessages.signInFieldsEmpty));
      form.current?.querySelector<HTMLInputElement>(`input[name="${empty[0]}"]`)?.focus();
      return;
    }
    if (credentials && !code) {
      setMissing(["code"]);
      setError(
        useRecoveryCode
          ? t`Enter one of your recovery codes.`
          : translateMessage(i18n, authMessages.secondFactorRequired),
      );
      form.current?.querySelector<HTMLInputElement>("input[data-second-step]")?.focus();
      return;
    }
    await send(async () => {
      setError("");
      try {
        const secondStep = credentials ? (useRecoveryCode ? { recoveryCode: code } : { code }) : {};
        const result = await signIn("credentials", { login, password, ...secondStep, redirect: false });
        if (!result?.ok) {
          if (result?.error === authMessages.secondFactorRequired && !credentials) {
            setCredentials({ login, password });
            return;
          }
          setError(translateMessage(i18n, result?.error));
          return;
        }
        const session = await getSession();
        const roleLanding = landingPathFor({ type: session?.user.type ?? Number.NaN });
        if (roleLanding === ADMIN_DASHBOARD_PATH) {
          window.location.assign(ADMIN_DASHBOARD_PATH);
        } else {
          setFlash("signedIn");
          window.location.assign(safeRedirect(redirectTo, landing));
        }
        return "leaving";
      } catch {
        setError(translateMessage(i18n, null));
      }
    });
  };

  const invalid = (name: "login" | "password" | "code") => (missing.includes(name) ? true : undefined);
  const describedBy = error ? `${id}-error` : undefined;

  if (credentials) {
    return (
      <SiteForm formRef={form} onSubmit={submit} busy={busy} error={error} errorId={`${id}-error`}>
        <p className={styles.hint}>
          {useRecoveryCode
            ? t`Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.`
            : t`Two-step sign-in is on for this account. Enter the 6-digit code your authenticator app shows.`}
        </p>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`} className={styles.label}>
            {useRecoveryCode ? t`Recovery code` : t`Code from your authenticator app`}
          </label>
          <input
            // A new element for each kind, so the browser never offers one's value for the other.
            key={useRecoveryCode ? "recoveryCode" : "code"}
            id={`${id}-code`}
            name={useRecoveryCode ? "recoveryCode" : "code"}
            type="text"
            dir="ltr"
            autoComplete={useRecoveryCode ? "off" : "one-time-code"}
            inputMode={useRecoveryCode ? "text" : "numeric"}
            spellCheck={false}
            maxLength={useRecoveryCode ? 32 : 8}
            data-second-step
            autoFocus
            className={`${styles.input} ${styles.ltrInput}`}
            aria-required="true"
            aria-invalid={invalid("code")}
            aria-describedby={describedBy}
          />
        </div>
        <SubmitButton busy={busy} label={t`Verify and sign in`} busyLabel={t`Signing in…`} />
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            setUseRecoveryCode((value) => !value);
            setError("");
            setMissing([]);
          }}
        >
          {useRecoveryCode ? t`Use the code from your app` : t`Use a recovery code`}
        </button>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            setCredentials(null);
            setUseRecoveryCode(false);
            setError("");
            setMissing([]);
          }}
        >
          {t`Sign in as someone else`}
        </button>
      </SiteForm>
    );
  }

  return (
    <SiteForm formRef={form} onSubmit={submit} busy={busy} error={error} errorId={`${id}-error`}>
      <LoginField
        id={`${id}-login`}
        invalid={missing.includes("login")}
        describedBy={error ? `${id}-error` : undefined}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-password`} className={styles.label}>
          <Trans>Password</Trans>
        </label>
        <div className={styles.passwordRow}>
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            className={styles.input}
            aria-required="true"
            aria-invalid={invalid("password")}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button
            type="button"
            className={styles.secondary}
            aria-pressed={showPassword}
            aria-label={t`Show password`}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((value) => !value)}
          >
            {t`Show`}
          </button>
        </div>
      </div>
      <SubmitButton busy={busy} label={t`Sign in`} busyLabel={t`Signing in…`} />
    </SiteForm>
  );
}
