import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { errorMessage, fieldErrorsOf, translateServerMessage } from "../api/messages";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { signOut } from "../auth/session";
import { downloadText } from "../lib/download";
import { useFormatDate } from "../lib/format";

type Enrolment = RouterOutputs["admin"]["beginSecondFactor"];

/** A text field of a submitted form: "" when it is absent. */
function textOf(event: FormEvent<HTMLFormElement>, name: string): string {
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** Ends this session and opens the sign-in screen (with `notice` as its message, if any). */
async function signInAgain(notice?: string) {
  await signOut().catch(() => {});
  window.location.assign(`${import.meta.env.BASE_URL}auth/signin${notice ? `?${notice}=1` : ""}`);
}

/** The base32 secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * The Profile's "Two-step sign-in" (TOTP, issue 36): set it up with an authenticator app (QR
 * code, or the key typed by hand), confirm with a code, keep the recovery codes shown once, and
 * turn it off with a code. The finance tools need a session signed in with a code.
 */
export function TwoStepSignIn() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formatDate = useFormatDate();
  const status = useQuery(trpc.admin.secondFactor.queryOptions());
  const reload = () => queryClient.invalidateQueries(trpc.admin.secondFactor.queryFilter());
  const begin = useMutation(trpc.admin.beginSecondFactor.mutationOptions());
  const confirm = useMutation(trpc.admin.confirmSecondFactor.mutationOptions());
  const disable = useMutation(trpc.admin.disableSecondFactor.mutationOptions());

  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A refused code is shown under its field; anything else above the section's form.
  const [codeError, setCodeError] = useState<string | null>(null);

  const failed = (failure: unknown) => {
    const fields = fieldErrorsOf(failure);
    const refusal = fields.code ?? fields.recoveryCode;
    setCodeError(refusal === undefined ? null : translateServerMessage(refusal));
    setError(refusal === undefined ? errorMessage(failure) : null);
  };
  const clearErrors = () => {
    setError(null);
    setCodeError(null);
  };

  const start = async () => {
    clearErrors();
    try {
      setEnrolment(await begin.mutateAsync());
    } catch (failure) {
      failed(failure);
    }
  };

  const submitConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearErrors();
    try {
      const { recoveryCodes: codes } = await confirm.mutateAsync({ code: textOf(event, "code") });
      setEnrolment(null);
      setRecoveryCodes(codes);
      await reload();
    } catch (failure) {
      failed(failure);
    }
  };

  const submitDisable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearErrors();
    const answer = useRecoveryCode
      ? { recoveryCode: textOf(event, "recoveryCode") }
      : { code: textOf(event, "code") };
    try {
      await disable.mutateAsync(answer);
      // Turning it off ends every session of the account, this one included.
      await signInAgain("secondFactorOff");
    } catch (failure) {
      failed(failure);
    }
  };

  const codesText = recoveryCodes?.join("\n") ?? "";
  const state = status.data;
  const since = state?.enrolledAt ? formatDate(state.enrolledAt) : null;
  const codesLeft = state?.recoveryCodesLeft ?? 0;

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      mt="xl"
      maw={860}
      aria-labelledby="two-step-title"
    >
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="two-step-title">
            {t`Two-step sign-in`}
          </Title>
          {state && (
            <Badge color={state.enabled ? "green" : "gray"} variant="light">
              {state.enabled ? t`On` : t`Off`}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t`After your password, you enter the 6-digit code that an authenticator app on your phone (such as Google Authenticator or Microsoft Authenticator) shows. The finance tools (prices, transfers, refunds) need it.`}
        </Text>
        {status.isError && (
          <Alert color="red" variant="light">
            {errorMessage(status.error)}
          </Alert>
        )}
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}

        {recoveryCodes !== null && (
          <Alert color="yellow" variant="light" title={t`Save your recovery codes`}>
            <Stack gap="sm">
              <Text size="sm">
                {t`If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown only now: copy or download them and keep them somewhere safe.`}
              </Text>
              <Code block dir="ltr" data-testid="recovery-codes">
                {codesText}
              </Code>
              <Group gap="xs">
                <CopyButton value={codesText}>
                  {({ copied, copy }) => (
                    <Button variant="default" size="xs" onClick={copy}>
                      {copied ? t`Copied` : t`Copy the codes`}
                    </Button>
                  )}
                </CopyButton>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => downloadText("wro-recovery-codes.txt", `${codesText}\n`)}
                >
                  {t`Download the codes`}
                </Button>
                <Button size="xs" onClick={() => setRecoveryCodes(null)}>
                  {t`I have saved them`}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        {state?.enabled && (
          <>
            <Text size="sm">
              {since !== null && t`On since ${since}.`} {t`Recovery codes left: ${codesLeft}`}
            </Text>
            {!state.signedInWithSecondFactor && (
              <Alert color="blue" variant="light">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    {t`This session signed in without a code. To use the finance tools, sign in again with a code from your app.`}
                  </Text>
                  <Button size="xs" variant="light" onClick={() => void signInAgain()}>
                    {t`Sign in again`}
                  </Button>
                </Stack>
              </Alert>
            )}
            {turningOff ? (
              <form onSubmit={(event) => void submitDisable(event)} noValidate>
                <Stack gap="sm" maw={360}>
                  {useRecoveryCode ? (
                    <TextInput
                      key="recoveryCode"
                      name="recoveryCode"
                      label={t`Recovery code`}
                      autoComplete="off"
                      spellCheck={false}
                      dir="ltr"
                      withAsterisk
                      error={codeError}
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
                      error={codeError}
                    />
                  )}
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => {
                      setUseRecoveryCode((value) => !value);
                      clearErrors();
                    }}
                  >
                    {useRecoveryCode ? t`Use the code from your app` : t`Use a recovery code`}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t`Turning it off signs you out everywhere.`}
                  </Text>
                  <Group gap="xs">
                    <Button type="submit" color="red" loading={disable.isPending}>
                      {t`Turn off two-step sign-in`}
                    </Button>
                    <Button
                      variant="default"
                      onClick={() => {
                        setTurningOff(false);
                        clearErrors();
                      }}
                    >
                      {t`Cancel`}
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : (
              <Group>
                <Button variant="default" color="red" onClick={() => setTurningOff(true)}>
                  {t`Turn off two-step sign-in…`}
                </Button>
              </Group>
            )}
          </>
        )}

        {state && !state.enabled && enrolment === null && (
          <Group>
            <Button onClick={() => void start()} loading={begin.isPending}>
              {t`Set up two-step sign-in`}
            </Button>
          </Group>
        )}

        {state && !state.enabled && enrolment !== null && (
          <form onSubmit={(event) => void submitConfirm(event)} noValidate>
            <Stack gap="sm">
              <List type="ordered" spacing="xs" size="sm">
                <List.Item>{t`Open your authenticator app and add an account.`}</List.Item>
                <List.Item>{t`Scan this QR code, or type the key below into the app.`}</List.Item>
                <List.Item>{t`Enter the 6-digit code the app shows, to check that it works.`}</List.Item>
              </List>
              <Image
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
                alt={t`QR code to scan with your authenticator app`}
                w={200}
                h={200}
                bg="white"
              />
              <div>
                <Text size="sm">{t`Key for typing into the app:`}</Text>
                <Group gap="xs">
                  <Code dir="ltr" data-testid="totp-secret">
                    {grouped(enrolment.secret)}
                  </Code>
                  <CopyButton value={enrolment.secret}>
                    {({ copied, copy }) => (
                      <Button variant="subtle" size="xs" onClick={copy}>
                        {copied ? t`Copied` : t`Copy the key`}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </div>
              <TextInput
                name="code"
                label={t`Code from your authenticator app`}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={8}
                dir="ltr"
                maw={240}
                withAsterisk
                error={codeError}
              />
              <Group gap="xs">
                <Button type="submit" loading={confirm.isPending}>
                  {t`Turn on two-step sign-in`}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setEnrolment(null);
                    clearErrors();
                  }}
                >
                  {t`Cancel`}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
