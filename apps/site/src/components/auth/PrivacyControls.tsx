"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { privacyMessages } from "@wro/api/privacy";
import type { Locale } from "@wro/i18n";
import { serverMessage, somethingWentWrong } from "@wro/i18n/messages";
import { useId, useState, type FormEvent } from "react";
import { localePath } from "@/i18n/paths.ts";
import { api, refusalOf } from "@/lib/trpc.ts";
import { setFlash } from "./flash.ts";
import { useSending } from "./FormParts.tsx";
import styles from "./auth.module.css";
import own from "./PrivacyControls.module.css";

/** Saves `json` as a file the browser downloads (a data URL: the export is a few kilobytes). */
function download(filename: string, json: string) {
  const link = document.createElement("a");
  link.href = `data:application/json;charset=utf-8,${encodeURIComponent(json)}`;
  link.download = filename;
  link.click();
}

/**
 * The account page's PDPL rights: download everything kept about you as JSON, and delete the
 * account after typing the password again and ticking a confirmation.
 */
export function PrivacyControls({ locale }: { locale: Locale }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [downloadError, setDownloadError] = useState("");
  const [downloaded, setDownloaded] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState("");
  const [passwordError, setPasswordError] = useState("");
  const fetching = useSending();
  const erasing = useSending();
  // A refusal of ours (a wrong password, too many attempts) as the server words it; anything
  // else, an internal error's reference included, as "something went wrong".
  const privacyMessage = (text: string | undefined) => serverMessage(i18n, text) ?? somethingWentWrong(i18n);

  const downloadData = () =>
    fetching.send(async () => {
      setDownloadError("");
      setDownloaded(false);
      try {
        const data = await api.privacy.ownData.query();
        const day = data.exportedAt.toISOString().slice(0, 10);
        download(`wro-my-data-${day}.json`, `${JSON.stringify(data, null, 2)}\n`);
        setDownloaded(true);
      } catch (refusal) {
        setDownloadError(privacyMessage(refusalOf(refusal)?.message));
      }
    });

  const deleteAccount = (event: FormEvent<HTMLFormElement>) => {
    // Before anything else: a second submit while the first is sent must not post the form.
    event.preventDefault();
    return erasing.send(async () => {
      setError("");
      setPasswordError("");
      if (!password) return setPasswordError(privacyMessage(privacyMessages.passwordRequired));
      if (!confirmed) return setError(privacyMessage(privacyMessages.confirmRequired));
      try {
        await api.privacy.deleteOwnAccount.mutate({ password, confirm: true });
      } catch (refusal) {
        const refused = refusalOf(refusal);
        const onPassword = refused?.fieldErrors.password?.[0];
        if (onPassword) setPasswordError(privacyMessage(onPassword));
        else setError(privacyMessage(refused?.message));
        return;
      }
      // The account is gone, so is every session; this clears the browser's cookie too.
      try {
        const nextAuth = await import("next-auth/react");
        await nextAuth.signOut({ redirect: false });
      } catch {
        // The session no longer works anyway: the server reads the account on every request.
      }
      setFlash("accountDeleted");
      window.location.assign(localePath(locale, "/"));
      return "leaving";
    });
  };

  return (
    <div className={own.privacy}>
      <div className={own.block}>
        <h3 className={own.heading}>
          <Trans>Download your data</Trans>
        </h3>
        <p>
          <Trans>
            A copy of everything we keep about you: your account, your team records, the messages you sent us
            and the changes organizers made to your account, as a JSON file.
          </Trans>
        </p>
        <div className={styles.alert} role="alert">
          {downloadError}
        </div>
        {downloaded && (
          <p className={styles.notice} role="status">
            <Trans>Your data has been downloaded.</Trans>
          </p>
        )}
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void downloadData()}
          aria-disabled={fetching.busy || undefined}
        >
          {fetching.busy && <span className={styles.spinner} aria-hidden="true" />}
          <Trans>Download my data</Trans>
        </button>
      </div>

      <div className={own.block}>
        <h3 className={own.heading}>
          <Trans>Delete your account</Trans>
        </h3>
        <p>
          <Trans>
            Your account, your team records and the messages you sent us are deleted at once and you are
            signed out everywhere. This cannot be undone. The log of changes keeps only that something was
            done, not who it was about.
          </Trans>
        </p>
        {!deleting ? (
          <button type="button" className={own.danger} onClick={() => setDeleting(true)}>
            <Trans>Delete my account…</Trans>
          </button>
        ) : (
          <form
            method="post"
            className={styles.form}
            onSubmit={(event) => void deleteAccount(event)}
            noValidate
          >
            <div className={styles.alert} role="alert" id={`${id}-error`}>
              {error}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-password`} className={styles.label}>
                <Trans>Your password</Trans>
              </label>
              <input
                id={`${id}-password`}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={styles.input}
                aria-required="true"
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={passwordError ? `${id}-password-error` : undefined}
              />
              {passwordError && (
                <p id={`${id}-password-error`} className={styles.fieldError}>
                  {passwordError}
                </p>
              )}
            </div>
            <label className={own.confirm}>
              <input
                type="checkbox"
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
              <span>
                <Trans>I understand that my account and its data will be deleted for good.</Trans>
              </span>
            </label>
            <div className={own.actions}>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => {
                  setDeleting(false);
                  setPassword("");
                  setConfirmed(false);
                  setError("");
                  setPasswordError("");
                }}
              >
                <Trans>Cancel</Trans>
              </button>
              <button type="submit" className={own.dangerSubmit} aria-disabled={erasing.busy || undefined}>
                {erasing.busy && <span className={styles.spinner} aria-hidden="true" />}
                {erasing.busy ? t`Deleting…` : t`Delete my account`}
              </button>
            </div>
          </form>
        )}
      </div>
      <p className={styles.hint}>
        <Trans>
          Read how we use your data in our <a href={localePath(locale, "/privacy/")}>privacy notice</a>.
        </Trans>
      </p>
    </div>
  );
}
