"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { translateMessage } from "@wro/i18n/messages";
import type { Locale } from "@wro/i18n";
import { useId, useState, type FormEvent } from "react";
import { api, refusalOf } from "@/lib/trpc.ts";
import { SiteForm, SubmitButton, useSending } from "./FormParts.tsx";
import { loadOwnAccount } from "./own-account.ts";
import { accountPath, signInPath } from "./paths.ts";
import styles from "./auth.module.css";
import own from "./AccountProfile.module.css";

type FieldName = "currentPassword" | "password" | "confirmPassword";
const fieldNames: FieldName[] = ["currentPassword", "password", "confirmPassword"];
const emptyValues: Record<FieldName, string> = { currentPassword: "", password: "", confirmPassword: "" };

/**
 * The account page's password change (walk-through 3, M4): the current password, then the new
 * one twice, under the sign-up rule. The change signs every device out, this one included; the
 * page then signs this one in again with the new password, so the person stays where they are.
 */
export function PasswordChangeForm({ locale }: { locale: Locale }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [values, setValues] = useState(emptyValues);
  const [error, setError] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [done, setDone] = useState(false);
  const { busy, send } = useSending();

  const labels: Record<FieldName, string> = {
    currentPassword: t`Current password`,
    password: t`New password`,
    confirmPassword: t`Confirm the new password`,
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await send(async () => {
      setError("");
      setFieldErrors({});
      setDone(false);
      try {
        // The login to sign in again with, read while this session still works.
        const { email } = await loadOwnAccount();
        await api.account.changePassword.mutate(values);
        const nextAuth = await import("next-auth/react");
        const again = await nextAuth.signIn("credentials", {
          login: email,
          password: values.password,
          redirect: false,
        });
        if (!again?.ok) {
          window.location.assign(signInPath(locale, accountPath(locale)));
          return "leaving";
        }
        setValues(emptyValues);
        setDone(true);
      } catch (refusal) {
        const refused = refusalOf(refusal);
        const named: Partial<Record<FieldName, string>> = {};
        for (const name of fieldNames) {
          const message = refused?.fieldErrors[name]?.[0];
          if (message) named[name] = translateMessage(i18n, message);
        }
        setFieldErrors(named);
        // A refusal of the whole form ("fill in all fields", too many attempts) shows above it.
        if (!Object.keys(named).length) setError(translateMessage(i18n, refused?.message));
      }
    });
  };

  return (
    <div className={own.block}>
      <p>
        <Trans>
          At least 12 characters; a sentence of a few words is easy to remember. Changing it signs you out on
          your other devices.
        </Trans>
      </p>
      {done && (
        <p className={styles.notice} role="status">
          <Trans>Your password has been changed. Your other devices are signed out.</Trans>
        </p>
      )}
      <SiteForm onSubmit={submit} busy={busy} error={error} errorId={`${id}-error`}>
        {fieldNames.map((name) => (
          <div className={styles.field} key={name}>
            <label htmlFor={`${id}-${name}`} className={styles.label}>
              {labels[name]}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="password"
              autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
              value={values[name]}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              className={styles.input}
              aria-required="true"
              aria-invalid={fieldErrors[name] ? true : undefined}
              aria-describedby={fieldErrors[name] ? `${id}-${name}-error` : undefined}
            />
            {fieldErrors[name] && (
              <p id={`${id}-${name}-error`} className={styles.fieldError}>
                {fieldErrors[name]}
              </p>
            )}
          </div>
        ))}
        <SubmitButton busy={busy} label={t`Change the password`} busyLabel={t`Changing…`} className="" />
      </SiteForm>
    </div>
  );
}
