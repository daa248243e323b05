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
 * the spec's English words.
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const login = textOf(form, "login").trim();
    const password = textOf(form, "password");
    if (login === "" || password === "") {
      setError(emptyFields);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await signIn({ login, password });
      notifySuccess(signedIn);
      await navigate(afterSignIn(searchParams.get("redirect")), { replace: true });
    } catch (failure) {
      setError(AppError.is(failure, "signInRefused") ? { server: failure.message } : signInFailed);
      setSubmitting(false);
    }
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
              {error !== null && (
                <Alert color="red" variant="light">
                  {"server" in error ? signInErrorText(i18n, error.server) : i18n._(error)}
                </Alert>
              )}
              <TextInput name="login" label={t`National ID or e-mail`} autoComplete="username" withAsterisk />
              <PasswordInput
                name="password"
                label={t`Password`}
                autoComplete="current-password"
                withAsterisk
              />
              <Button type="submit" loading={submitting} fullWidth>
                {t`Sign in`}
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
