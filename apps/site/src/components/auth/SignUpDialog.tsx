"use client";

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SignUpInput } from "@wro/auth/client";
import { parseLocale } from "@wro/i18n";
import { signIn } from "next-auth/react";
import { useEffect, useId, useRef, useState, type FormEvent, type HTMLInputTypeAttribute } from "react";
import { formatNumber } from "@/lib/format.ts";
import { setFlash } from "./flash.ts";
import {
  duplicateField,
  isMissingFieldsMessage,
  somethingWentWrong,
  translateAuthMessage,
} from "./messages.ts";
import { signInPath } from "./paths.ts";
import { requestSignUp, SignUpRefused } from "./sign-up-request.ts";
import type { checkSignUp, SignUpProblems } from "./sign-up-validation.ts";
import styles from "./auth.module.css";

type Step = "journey" | "type" | "form" | "verify" | "signInNeeded";
/** Spec §3: 0 student, 1 coach — the only types the public sign-up offers. */
type AccountType = 0 | 1;
type FieldName = "name" | "email" | "national_id" | "phone_number" | "password" | "c_password";

interface FieldSpec {
  name: FieldName;
  label: MessageDescriptor;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  hint?: MessageDescriptor;
  placeholder?: string;
  inputMode?: "numeric" | "tel" | "email";
  /** Read left to right in Arabic too. */
  ltr?: boolean;
  /** Spans both columns on wide screens. */
  full?: boolean;
}

const fields: FieldSpec[] = [
  { name: "name", label: msg`Full name`, type: "text", autoComplete: "name", full: true },
  {
    name: "email",
    label: msg`E-mail`,
    type: "email",
    autoComplete: "email",
    inputMode: "email",
    ltr: true,
    full: true,
  },
  {
    name: "national_id",
    label: msg`National ID`,
    type: "text",
    autoComplete: "off",
    inputMode: "numeric",
    ltr: true,
    hint: msg`National ID or Iqama number.`,
  },
  {
    name: "phone_number",
    label: msg`Phone number`,
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    placeholder: "+966 50 123 4567",
    ltr: true,
    hint: msg`Saudi Arabia (+966) unless you start with + and another country code.`,
  },
  {
    name: "password",
    label: msg`Password`,
    type: "password",
    autoComplete: "new-password",
    hint: msg`At least 8 characters.`,
  },
  { name: "c_password", label: msg`Confirm password`, type: "password", autoComplete: "new-password" },
];

const emptyValues: Record<FieldName, string> = {
  name: "",
  email: "",
  national_id: "",
  phone_number: "",
  password: "",
  c_password: "",
};

interface Problems {
  form: string | null;
  fields: Partial<Record<FieldName, string>>;
  /** Required fields left empty: marked invalid under the form's single message (spec §5). */
  missing: FieldName[];
}

const noProblems: Problems = { form: null, fields: {}, missing: [] };

// The server's rules, loaded when the form step first shows (see sign-up-validation.ts).
let validation: Promise<{ checkSignUp: typeof checkSignUp }> | undefined;
const loadValidation = () => (validation ??= import("./sign-up-validation.ts"));

/**
 * The sign-up popup of spec §2: journey choice, account type, form. A native modal dialog:
 * the page behind it is inert, Escape closes it, focus moves to each step and back to the
 * button that opened it. `returnTo` is where a student goes once signed in (default: this page).
 */
export default function SignUpDialog({ onClose, returnTo }: { onClose: () => void; returnTo?: string }) {
  const { i18n, t } = useLingui();
  const locale = parseLocale(i18n.locale);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const idPrefix = useId();
  const [step, setStep] = useState<Step>("journey");
  const [accountType, setAccountType] = useState<AccountType>(0);
  const [values, setValues] = useState(emptyValues);
  const [problems, setProblems] = useState<Problems>(noProblems);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const [verifyUrl, setVerifyUrl] = useState<string | undefined>();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Each step puts focus on its first control, so keyboard and screen-reader users start there.
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    if (step === "form") void loadValidation().catch(() => {});
  }, [step]);

  const here = () => `${window.location.pathname}${window.location.search}`;
  const signInHref = () => {
    const path = window.location.pathname;
    const onSignInPage = path === "/signin/" || path === "/ar/signin/";
    return onSignInPage ? here() : signInPath(locale, here());
  };

  const focusField = (name: FieldName) =>
    dialog.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();

  const show = (found: SignUpProblems | Problems, input: Record<FieldName, string>) => {
    const form = found.form === null ? null : translateAuthMessage(i18n, found.form);
    const fieldMessages: Problems["fields"] = {};
    for (const [name, text] of Object.entries(found.fields) as Array<[FieldName, string | undefined]>) {
      if (text && name in emptyValues) fieldMessages[name] = translateAuthMessage(i18n, text);
    }
    const missing = isMissingFieldsMessage(found.form)
      ? fields.map((field) => field.name).filter((name) => !input[name].trim())
      : [];
    setProblems({ form, fields: fieldMessages, missing });
    const first = fields.find((field) => fieldMessages[field.name] || missing.includes(field.name));
    if (first) focusField(first.name);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Repeated submits (double clicks, Enter held down) are ignored while one is under way.
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setProblems(noProblems);
    let leaving = false;
    const input: SignUpInput = { ...values, type: accountType };
    try {
      const { checkSignUp } = await loadValidation();
      const found = checkSignUp(input);
      if (found) {
        show(found, values);
        return;
      }
      const answer = await requestSignUp(input);
      if (answer.outcome === "verifyAccount") {
        setVerifyUrl(answer.verifyUrl);
        setStep("verify");
        return;
      }
      const signedIn = await signIn("credentials", {
        login: values.national_id,
        password: values.password,
        redirect: false,
      });
      if (!signedIn?.ok) {
        setStep("signInNeeded");
        return;
      }
      leaving = true;
      setFlash("accountCreated");
      if (returnTo) window.location.assign(returnTo);
      else window.location.reload();
    } catch (error) {
      if (error instanceof SignUpRefused) show(problemsOf(error), values);
      else {
        setProblems({ ...noProblems, form: i18n._(somethingWentWrong) });
      }
    } finally {
      if (!leaving) {
        submitting.current = false;
        setBusy(false);
      }
    }
  };

  const stepNumber = step === "journey" ? 1 : step === "type" ? 2 : step === "form" ? 3 : null;
  // Arabic-Indic digits on Arabic pages, as everywhere else on the site.
  const currentStep = formatNumber(stepNumber ?? 0, locale);
  const stepCount = formatNumber(3, locale);
  const title = {
    journey: t`Join WRO Saudi Arabia`,
    type: t`Who are you signing up as?`,
    form: accountType === 0 ? t`Create your student account` : t`Create your coach account`,
    verify: t`Verify your coach account`,
    signInNeeded: t`Your account is ready`,
  }[step];

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogHeader}>
        <div className={styles.dialogHeading}>
          <h2 id={titleId}>{title}</h2>
          {stepNumber && (
            <p className={styles.stepCount}>
              <Trans>
                Step {currentStep} of {stepCount}
              </Trans>
            </p>
          )}
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close`}>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <div className={styles.dialogBody}>
        {step === "journey" && (
          <ul className={styles.choices}>
            <li>
              <button type="button" className={styles.choice} onClick={() => setStep("type")} data-autofocus>
                <span className={styles.choiceTitle}>
                  <Trans>Create New Account</Trans>
                </span>
                <span className={styles.choiceText}>
                  <Trans>First time here? Sign up as a student or a coach.</Trans>
                </span>
              </button>
            </li>
            <li>
              <a className={styles.choice} href={signInHref()}>
                <span className={styles.choiceTitle}>
                  <Trans>Already have an account</Trans>
                </span>
                <span className={styles.choiceText}>
                  <Trans>I joined before — take me to sign in.</Trans>
                </span>
              </a>
            </li>
          </ul>
        )}

        {step === "type" && (
          <>
            <ul className={styles.choices}>
              <li>
                <button
                  type="button"
                  className={styles.choice}
                  onClick={() => {
                    setAccountType(0);
                    setStep("form");
                  }}
                  data-autofocus
                >
                  <span className={styles.choiceTitle}>
                    <Trans>Student</Trans>
                  </span>
                  <span className={styles.choiceText}>
                    <Trans>For team members. Your account is ready as soon as you sign up.</Trans>
                  </span>
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.choice}
                  onClick={() => {
                    setAccountType(1);
                    setStep("form");
                  }}
                >
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
              <button type="button" className={styles.textButton} onClick={() => setStep("journey")}>
                <Trans>Back</Trans>
              </button>
            </div>
          </>
        )}

        {step === "form" && (
          // Native "required" would stop the submit before the spec's own message shows.
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
            <div className={styles.alert} role="alert">
              {problems.form}
            </div>
            <div className={styles.formGrid}>
              {fields.map((field, index) => {
                const id = `${idPrefix}-${field.name}`;
                const error = problems.fields[field.name];
                const invalid = Boolean(error) || problems.missing.includes(field.name);
                const describedBy = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
                return (
                  <div key={field.name} className={`${styles.field} ${field.full ? styles.full : ""}`}>
                    <label htmlFor={id} className={styles.label}>
                      {i18n._(field.label)}
                    </label>
                    <input
                      id={id}
                      name={field.name}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      inputMode={field.inputMode}
                      placeholder={field.placeholder}
                      dir={field.ltr ? "ltr" : undefined}
                      className={`${styles.input} ${field.ltr ? styles.ltrInput : ""}`}
                      value={values[field.name]}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setValues((current) => ({ ...current, [field.name]: value }));
                      }}
                      aria-required="true"
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy.length ? describedBy.join(" ") : undefined}
                      data-autofocus={index === 0 || undefined}
                    />
                    {field.hint && (
                      <p id={`${id}-hint`} className={styles.hint}>
                        {i18n._(field.hint)}
                      </p>
                    )}
                    {error && (
                      <p id={`${id}-error`} className={styles.fieldError}>
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
            <div className={styles.formActions}>
              <button type="button" className={styles.textButton} onClick={() => setStep("type")}>
                <Trans>Back</Trans>
              </button>
              <button type="submit" className={styles.primary} aria-disabled={busy || undefined}>
                {busy && <span className={styles.spinner} aria-hidden="true" />}
                {busy ? t`Creating your account…` : t`Create account`}
              </button>
            </div>
          </form>
        )}

        {step === "verify" && (
          <div className={styles.form}>
            <p className={styles.notice} role="status">
              <Trans>Please verify your account on the partner platform (STEB).</Trans>
            </p>
            <p>
              <Trans>
                We have created your coach account. Once it is verified you can sign in with your national ID
                or e-mail and your password.
              </Trans>
            </p>
            <div className={styles.formActions}>
              {verifyUrl ? (
                <a className={styles.primary} href={verifyUrl} rel="noopener" data-autofocus>
                  <Trans>Verify on STEB</Trans>
                </a>
              ) : (
                <a className={styles.primary} href={signInPath(locale)} data-autofocus>
                  <Trans>Go to sign in</Trans>
                </a>
              )}
              <button type="button" className={styles.secondary} onClick={onClose}>
                <Trans>Close</Trans>
              </button>
            </div>
          </div>
        )}

        {step === "signInNeeded" && (
          <div className={styles.form}>
            <p className={styles.notice} role="status">
              <Trans>Account created successfully</Trans>
            </p>
            <p>
              <Trans>
                We could not sign you in automatically. Please sign in with your national ID and password.
              </Trans>
            </p>
            <div className={styles.formActions}>
              <a className={styles.primary} href={signInPath(locale, returnTo ?? here())} data-autofocus>
                <Trans>Go to sign in</Trans>
              </a>
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}

/**
 * A refusal from the server as form problems: field by field when it names fields (schema
 * checks, duplicates), as one message otherwise (rate limit, partner platform down).
 */
function problemsOf(error: SignUpRefused): SignUpProblems {
  const named: SignUpProblems["fields"] = {};
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if (messages?.[0] && name in emptyValues) named[name as FieldName] = messages[0];
  }
  const duplicate = duplicateField(error.message);
  if (duplicate) named[duplicate] = error.message;
  if (Object.keys(named).length) return { form: null, fields: named };
  // An empty message reads as "something went wrong" (translateAuthMessage).
  return { form: error.message, fields: {} };
}
