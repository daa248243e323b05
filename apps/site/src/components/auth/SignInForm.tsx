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
 * L13: more use than the home page of spec §4, which only showed a toast).
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
  const [missing, setMissing] = useState<Array<"login" | "password">>([]);
  const { busy, send } = useSending();
  const [showPassword, setShowPassword] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const login = textOf(data, "login").trim();
    const password = textOf(data, "password");
    const empty = (["login", "password"] as const).filter((name) => (name === "login" ? !login : !password));
    setMissing([...empty]);
    if (empty.length) {
      setError(translateMessage(i18n, authMessages.signInFieldsEmpty));
      form.current?.querySelector<HTMLInputElement>(`input[name="${empty[0]}"]`)?.focus();
      return;
    }
    await send(async () => {
      setError("");
      try {
        const result = await signIn("credentials", { login, password, redirect: false });
        if (!result?.ok) {
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

  const invalid = (name: "login" | "password") => (missing.includes(name) ? true : undefined);

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
