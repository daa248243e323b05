"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { translateMessage } from "@wro/i18n/messages";
import { useEffect, useId, useState, type FormEvent } from "react";
import { api, refusalOf } from "@/lib/trpc.ts";
import { useSending } from "./FormParts.tsx";
import { loadOwnAccount, type OwnAccount } from "./own-account.ts";
import styles from "./auth.module.css";
import own from "./AccountProfile.module.css";

type MailLanguage = OwnAccount["locale"];

/**
 * The account page's profile (walk-through 3, M4): who the account is, whether it is verified,
 * and the language of the mails it gets. Read after load, like the rest of the page's islands.
 */
export function AccountProfile() {
  const { i18n } = useLingui();
  const [account, setAccount] = useState<OwnAccount | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    loadOwnAccount()
      .then(setAccount)
      .catch((refusal: unknown) => setError(translateMessage(i18n, refusalOf(refusal)?.message)));
  }, [i18n]);

  if (error)
    return (
      <div className={styles.alert} role="alert">
        {error}
      </div>
    );
  if (!account)
    return (
      <p className={styles.hint} role="status">
        <Trans>Loading your profile…</Trans>
      </p>
    );
  return (
    <div className={own.block}>
      <dl className={own.facts}>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{account.name}</dd>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>
          <bdi dir="ltr">{account.email}</bdi>
        </dd>
        <dt>
          <Trans>Phone number</Trans>
        </dt>
        <dd>
          <bdi dir="ltr">{account.phoneNumber}</bdi>
        </dd>
        <dt>
          <Trans>National ID</Trans>
        </dt>
        <dd>
          <bdi dir="ltr">{account.nationalIdMasked}</bdi>
        </dd>
        <dt>
          <Trans>Account type</Trans>
        </dt>
        <dd>
          <AccountType role={account.role} />
        </dd>
        <dt>
          <Trans>Verification</Trans>
        </dt>
        <dd>
          {account.verified ? (
            <Trans>Verified</Trans>
          ) : (
            <Trans>Waiting for an organizer to verify it; you will get an e-mail.</Trans>
          )}
        </dd>
      </dl>
      <MailLanguageForm initial={account.locale} />
    </div>
  );
}

function AccountType({ role }: { role: OwnAccount["role"] }) {
  if (role === "coach") return <Trans>Coach</Trans>;
  if (role === "entity") return <Trans>Organizer</Trans>;
  if (role === "admin") return <Trans>Administrator</Trans>;
  return <Trans>Student</Trans>;
}

/** English or Arabic for the mails we send (reset links, "your account is verified"). */
function MailLanguageForm({ initial }: { initial: MailLanguage }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [chosen, setChosen] = useState<MailLanguage>(initial);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState("");
  const { busy, send } = useSending();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return send(async () => {
      setSaved(false);
      setError("");
      try {
        await api.account.setMailLanguage.mutate({ locale: chosen });
        setSaved(true);
      } catch (refusal) {
        setError(translateMessage(i18n, refusalOf(refusal)?.message));
      }
    });
  };

  return (
    <form method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={own.languages}>
        <legend>
          <Trans>Language of the e-mails we send you</Trans>
        </legend>
        {(["en", "ar"] as const).map((locale) => (
          <label key={locale} className={own.choice}>
            <input
              type="radio"
              name={`${id}-locale`}
              value={locale}
              checked={chosen === locale}
              onChange={() => {
                setChosen(locale);
                setSaved(false);
              }}
            />
            {/* Each language in its own words, as language pickers do. */}
            {locale === "en" ? (
              <span lang="en" dir="ltr">
                English
              </span>
            ) : (
              <span lang="ar" dir="rtl">
                العربية
              </span>
            )}
          </label>
        ))}
      </fieldset>
      <div className={styles.alert} role="alert">
        {error}
      </div>
      <div className={own.actions}>
        <button type="submit" className={styles.secondary} aria-disabled={busy || undefined}>
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {busy ? t`Saving…` : t`Save the language`}
        </button>
        {saved && (
          <p className={styles.notice} role="status">
            <Trans>Saved. Our e-mails to you will be in this language.</Trans>
          </p>
        )}
      </div>
    </form>
  );
}
