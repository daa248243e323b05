import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { AppError } from "@wro/constants";
import type { AuthMessage } from "@wro/api/forms";
import { translateMessage } from "@wro/i18n/messages";
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { notifySuccess } from "../api/notify";
import { usePageTitle } from "../app/usePageTitle";
import { LanguageSwitch } from "../shell/LanguageSwitch";
import { afterSignIn } from "./guard";
import { signIn } from "./session";

/** A text field of a submitted form: "" when it is absent (a file is no text). */
function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

// Kept as descriptors (not translated text) so a language switch re-renders them.
const emptyFields = msg`Please fill in all fields, Email or Password is Empty!`;
const emptyCode = msg`Enter the 6-digit code from your authenticator app.`;
const emptyRecoveryCode = msg`Enter one of your recovery codes.`;

/** What the server answers a right password when the account has two-step sign-in. */
const SECOND_FACTOR_REQUIRED: AuthMessage = "secondFactorRequired";
const signInFailed = msg`Sign in failed`;
const signedIn = msg`Sign in Successfully!`;

/**
 * A refusal of the sign-in endpoint as the admin should read it: the server's message, where
 * next-auth's own code for a refusal without one (also what `signIn` says of an account that
 * is no admin's) reads as wrong credentials.
 */
const signInErrorText = (i18n: I18n, text: string) =>
  translateMessage(
    i18n,
    text === "CredentialsSignin" ? ("invalidCredentials" satisfies AuthMessage) : text,
    signInFailed,
  );

/**
 * Admin sign-in (spec §2, §5): national ID or e-mail, and password. The field is labelled with
 * what it takes (walk-through 3, L11), not spec §5's "Email" alone; the empty-form message keeps
 * the spec's English words. An account with two-step sign-in (issue 36) is then asked for the
 * code of its authenticator app, or a recovery code; the password stays as typed meanwhile.
 */
export function SignInPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Sign in`);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Our messages as descriptors, the server's as its text: both are translated when shown,
  // so a language switch re-renders them.
  const [error, setError] = useState<MessageDescriptor | { server: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The login and password are kept here once the server asks for the second step.
  const [credentials, setCredentials] = useState<{ login: string; password: string } | null>(null);
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const login = credentials?.login ?? textOf(form, "login").trim();
    const password = credentials?.password ?? textOf(form, "password");
    const code = textOf(form, "code").trim();
    const recoveryCode = textOf(form, "recoveryCode").trim();
    if (login === "" || password === "") {
      setError(emptyFields);
      return;
    }
    if (credentials && !(useRecoveryCode ? recoveryCode : code)) {
      setError(useRecoveryCode ? emptyRecoveryCode : emptyCode);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await signIn({ login, password, ...(useRecoveryCode ? { recoveryCode } : { code }) });
      notifySuccess(signedIn);
      await navigate(afterSignIn(searchParams.get("redirect")), { replace: true });
    } catch (failure) {
      if (
        AppError.is(failure, "signInRefused") &&
        failure.message === SECOND_FACTOR_REQUIRED &&
        !credentials
      ) {
        setCredentials({ login, password });
      } else {
        setError(AppError.is(failure, "signInRefused") ? { server: failure.message } : signInFailed);
      }
      setSubmitting(false);
    }
  };

  /** Back to the first step, to sign in as someone else or retype the password. */
  const startOver = () => {
    setCredentials(null);
    setUseRecoveryCode(false);
    setError(null);
  };

  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack w="100%" maw={400}>
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {/* Native "required" would block the submit before the spec's own message shows. */}
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack>
              <Title order={1} size="h3">
                {t`Sign in to the back office`}
              </Title>
              {error === null && searchParams.has("passwordChanged") && (
                <Alert color="green" variant="light">
                  {t`Your password was changed. Please sign in with the new one.`}
                </Alert>
              )}
              {error === null && credentials === null && searchParams.has("secondFactorOff") && (
                <Alert color="green" variant="light">
                  {t`Two-step sign-in is off. Please sign in again.`}
                </Alert>
              )}
              {error !== null && (
                <Alert color="red" variant="light">
                  {"server" in error ? signInErrorText(i18n, error.server) : i18n._(error)}
                </Alert>
              )}
              {credentials === null ? (
                <>
                  <TextInput
                    name="login"
                    label={t`National ID or e-mail`}
                    autoComplete="username"
                    withAsterisk
                  />
                  <PasswordInput
                    name="password"
                    label={t`Password`}
                    autoComplete="current-password"
                    withAsterisk
                  />
                </>
              ) : (
                <>
                  <Text size="sm">
                    {useRecoveryCode
                      ? t`Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.`
                      : t`Two-step sign-in is on for this account. Enter the 6-digit code your authenticator app shows.`}
                  </Text>
                  {useRecoveryCode ? (
                    <TextInput
                      key="recoveryCode"
                      name="recoveryCode"
                      label={t`Recovery code`}
                      autoComplete="off"
                      spellCheck={false}
                      dir="ltr"
                      withAsterisk
                      autoFocus
                    />
                  ) : (
                    <TextInput
                      key="code"
                      name="code"
                      label={t`Code from your authenticator app`}
                      autoComplete="one-time-code"
                      inputMode="numeric"
                      maxLength={8}
                      dir="ltr"
                      withAsterisk
                      autoFocus
                    />
                  )}
                  <Group justify="space-between" gap="xs">
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => {
                        setUseRecoveryCode((value) => !value);
                        setError(null);
                      }}
                    >
                      {useRecoveryCode ? t`Use the code from your app` : t`Use a recovery code`}
                    </Anchor>
                    <Anchor component="button" type="button" size="sm" onClick={startOver}>
                      {t`Sign in as someone else`}
                    </Anchor>
                  </Group>
                </>
              )}
              <Button type="submit" loading={submitting} fullWidth>
                {credentials === null ? t`Sign in` : t`Verify and sign in`}
              </Button>
              {/* The reset pages are the site's (admins' links land there too), in this screen's language. */}
              <Anchor
                href={i18n.locale === "ar" ? "/ar/forgot-password/" : "/forgot-password/"}
                size="sm"
                ta="center"
              >
                {t`Forgot password?`}
              </Anchor>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Center>
  );
}
