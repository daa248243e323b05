"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { authMessages, type SignUpInput } from "@wro/auth/client";
import { parseLocale, type Locale } from "@wro/i18n";
import { somethingWentWrong, translateMessage } from "@wro/i18n/messages";
import { signIn } from "next-auth/react";
import { use, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { loadAccountCatalog } from "@/i18n/account-catalog.ts";
import { LinguiClientProvider } from "@/i18n/LinguiClientProvider.tsx";
import { localePath } from "@/i18n/paths.ts";
import { formatNumber } from "@/lib/format.ts";
import { api, refusalOf, type Refusal } from "@/lib/trpc.ts";
import { setFlash } from "./flash.ts";
import { useSending } from "./FormParts.tsx";
import { accountPath, signInPath } from "./paths.ts";
import { CoachVerificationSteps } from "./CoachVerificationSteps.tsx";
import { AccountTypeChoice, JourneyChoice, type AccountType } from "./SignUpChoices.tsx";
import {
  emptyValues,
  fields,
  noProblems,
  SignUpFields,
  type FieldName,
  type Problems,
} from "./SignUpFields.tsx";
import type { checkSignUp, SignUpProblems } from "./sign-up-validation.ts";
import styles from "./auth.module.css";

type Step = "journey" | "type" | "form" | "verify" | "signInNeeded";

// The server's rules, loaded when the form step first shows (see sign-up-validation.ts).
let validation: Promise<{ checkSignUp: typeof checkSignUp }> | undefined;
const loadValidation = () => (validation ??= import("./sign-up-validation.ts"));

type DialogProps = { onClose: () => void; returnTo?: string };

/**
 * The sign-up popup of spec §2: journey choice, account type, form. A native modal dialog:
 * the page behind it is inert, Escape closes it, focus moves to each step and back to the
 * button that opened it. `returnTo` is where a student goes once signed in (default: this page).
 * It brings its own words: the page that opens it carries no catalog, so the dialog waits (in
 * the button's Suspense) for the accounts catalog of `locale`, fetched with its chunk.
 */
export default function SignUpDialog({ locale, ...props }: DialogProps & { locale: Locale }) {
  const messages = use(loadAccountCatalog(locale));
  return (
    <LinguiClientProvider locale={locale} messages={messages}>
      <SignUpSteps {...props} />
    </LinguiClientProvider>
  );
}

function SignUpSteps({ onClose, returnTo }: DialogProps) {
  const { i18n, t } = useLingui();
  const locale = parseLocale(i18n.locale);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const idPrefix = useId();
  const [step, setStep] = useState<Step>("journey");
  const [accountType, setAccountType] = useState<AccountType>(0);
  const [values, setValues] = useState(emptyValues);
  const [problems, setProblems] = useState<Problems>(noProblems);
  const { busy, send } = useSending();
  const [verifyUrl, setVerifyUrl] = useState<string | undefined>();
  const [verifyEmail, setVerifyEmail] = useState("");

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
    const form = found.form === null ? null : translateMessage(i18n, found.form);
    const fieldMessages: Problems["fields"] = {};
    for (const [name, text] of Object.entries(found.fields) as Array<[FieldName, string | undefined]>) {
      if (text && name in emptyValues) fieldMessages[name] = translateMessage(i18n, text);
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
    await send(async () => {
      setProblems(noProblems);
      // The page's language becomes the account's: the mails we send are written in it.
      const input: SignUpInput = { ...values, type: accountType, locale };
      try {
        const { checkSignUp } = await loadValidation();
        const found = checkSignUp(input);
        if (found) {
          show(found, values);
          return;
        }
        const answer = await api.auth.signUp.mutate(input);
        if (answer.outcome === "verifyAccount") {
          setVerifyUrl(answer.verifyUrl);
          setVerifyEmail(values.email.trim());
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
        setFlash("accountCreated");
        // A new student lands on their own page (walk-through 3, L13), unless a page sent them.
        window.location.assign(returnTo ?? accountPath(locale));
        return "leaving";
      } catch (error) {
        const refused = refusalOf(error);
        if (refused) show(problemsOf(refused), values);
        else setProblems({ ...noProblems, form: somethingWentWrong(i18n) });
      }
    });
  };

  const stepNumber = step === "journey" ? 1 : step === "type" ? 2 : step === "form" ? 3 : null;
  // Digits as everywhere else on the site (intlTag in @wro/i18n).
  const currentStep = formatNumber(stepNumber ?? 0, locale);
  const stepCount = formatNumber(3, locale);
  const adultAge = formatNumber(18, locale);
  const title = {
    journey: t`Join WRO Saudi Arabia`,
    type: t`Who are you signing up as?`,
    form: accountType === 0 ? t`Create your student account` : t`Create your coach account`,
    verify: verifyUrl ? t`Verify your coach account` : t`Your coach account is created`,
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
        {step === "journey" && <JourneyChoice onCreate={() => setStep("type")} signInHref={signInHref()} />}

        {step === "type" && (
          <AccountTypeChoice
            onChoose={(type) => {
              setAccountType(type);
              setStep("form");
            }}
            onBack={() => setStep("journey")}
          />
        )}

        {step === "form" && (
          // Native "required" would stop the submit before the spec's own message shows.
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
            <div className={styles.alert} role="alert">
              {problems.form}
            </div>
            <SignUpFields
              idPrefix={idPrefix}
              values={values}
              problems={problems}
              onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
            />
            <p className={styles.hint}>
              <Trans>
                How we use your data, and your rights: see our{" "}
                <a href={localePath(locale, "/privacy/")} target="_blank" rel="noopener">
                  privacy notice
                </a>
                . If you are under {adultAge}, ask a parent or guardian to agree first.
              </Trans>
            </p>
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
            <CoachVerificationSteps verifyUrl={verifyUrl} email={verifyEmail} />
            <div className={styles.formActions}>
              {verifyUrl ? (
                <a className={styles.primary} href={verifyUrl} rel="noopener" data-autofocus>
                  <Trans>Open the partner platform (STEB)</Trans>
                </a>
              ) : (
                <button type="button" className={styles.primary} onClick={onClose} data-autofocus>
                  <Trans>Close</Trans>
                </button>
              )}
              {verifyUrl && (
                <button type="button" className={styles.secondary} onClick={onClose}>
                  <Trans>Close</Trans>
                </button>
              )}
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

/** Spec §5's single message for a form with empty fields. */
const isMissingFieldsMessage = (text: string | null) =>
  text === authMessages.fillAllFields || text === authMessages.signInFieldsEmpty;

/** The sign-up field a duplicate message is about. */
function duplicateField(text: string): "national_id" | "email" | null {
  if (text === authMessages.nationalIdTaken) return "national_id";
  if (text === authMessages.emailTaken) return "email";
  return null;
}

/**
 * A refusal from the server as form problems: field by field when it names fields (schema
 * checks, duplicates), as one message otherwise (rate limit, partner platform down).
 */
function problemsOf(error: Refusal): SignUpProblems {
  const named: SignUpProblems["fields"] = {};
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if (messages?.[0] && name in emptyValues) named[name as FieldName] = messages[0];
  }
  const duplicate = duplicateField(error.message);
  if (duplicate) named[duplicate] = error.message;
  if (Object.keys(named).length) return { form: null, fields: named };
  // An empty message reads as "something went wrong" (translateMessage).
  return { form: error.message, fields: {} };
}
