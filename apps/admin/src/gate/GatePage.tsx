import { useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Container, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconLogout, IconWifi, IconWifiOff } from "@tabler/icons-react";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { ApiProvider } from "../api/ApiProvider";
import { endSession } from "../api/trpc";
import { usePageTitle } from "../app/usePageTitle";
import { useFormatTime } from "../lib/format";
import { LanguageSwitch } from "../shell/LanguageSwitch";
import { Camera } from "./Camera";
import { useGate } from "./useGate";
import type { ShownVerdict } from "./verdict";
import { useReasonText, VerdictScreen } from "./VerdictScreen";

/** The gate screen (issue 37): gate staff sign in on a phone and check people in. */
export function GatePage() {
  const { t } = useLingui();
  usePageTitle(t`Gate`);
  const [gate, setGate] = useLocalStorage({ key: "wro-gate-name", defaultValue: "" });
  return (
    <ApiProvider>
      <Container size="xs" px="sm" py="md">
        {gate ? <Gate gate={gate} onChangeGate={() => setGate("")} /> : <GateName onSave={setGate} />}
      </Container>
    </ApiProvider>
  );
}

/** Which gate this device stands at: asked once, kept on the device. */
function GateName({ onSave }: { onSave: (gate: string) => void }) {
  const { t } = useLingui();
  const [name, setName] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSave(name.trim().slice(0, 60));
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <Title order={1} size="h2">{t`Which gate is this?`}</Title>
        <TextInput
          label={t`Gate name`}
          description={t`As the scans will name it, for example "North gate".`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={60}
          required
          data-autofocus
        />
        <Button type="submit">{t`Start checking in`}</Button>
      </Stack>
    </form>
  );
}

function Gate({ gate, onChangeGate }: { gate: string; onChangeGate: () => void }) {
  const { t } = useLingui();
  const formatTime = useFormatTime();
  const reason = useReasonText();
  const { online, queued, roster, conflicts, signedOut, check, dismissConflicts } = useGate(gate);
  const [shown, setShown] = useState<{ code: string; verdict: ShownVerdict } | null>(null);
  const [rearm, setRearm] = useState(0);
  const [code, setCode] = useState("");
  const checking = useRef(false);

  const run = useCallback(
    async (text: string) => {
      if (checking.current || !text.trim()) return;
      checking.current = true;
      try {
        setShown({ code: text, verdict: await check(text) });
      } finally {
        checking.current = false;
      }
    },
    [check],
  );
  const next = useCallback(() => {
    setShown(null);
    setRearm((count) => count + 1);
  }, []);
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(code).then(() => setCode(""));
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Title order={1} size="h3">
            {gate}
          </Title>
          <Button variant="subtle" size="compact-xs" px={0} onClick={onChangeGate}>
            {t`Change gate`}
          </Button>
        </div>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch />
          <Button variant="default" size="xs" onClick={() => void endSession()} aria-label={t`Sign out`}>
            <IconLogout size={16} aria-hidden />
          </Button>
        </Group>
      </Group>

      <Group
        gap="xs"
        role="status"
        aria-live="polite"
        data-testid="gate-status"
        data-online={online}
        data-queued={queued}
        data-roster={roster?.badges.length ?? 0}
      >
        {online ? (
          <Badge color="green" leftSection={<IconWifi size={14} aria-hidden />}>{t`Online`}</Badge>
        ) : (
          <Badge color="orange" leftSection={<IconWifiOff size={14} aria-hidden />}>{t`Offline`}</Badge>
        )}
        <Badge color={queued ? "orange" : "gray"} variant="light">
          {t`Waiting to send: ${queued}`}
        </Badge>
        {roster ? (
          <Text size="xs" c="dimmed">
            {t`List of ${roster.badges.length} badges, saved at ${formatTime(roster.savedAt)}`}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">{t`No list of badges on this device yet.`}</Text>
        )}
      </Group>

      {signedOut ? (
        <Alert color="red" title={t`Signed out`}>
          {t`Your session has ended. Sign in again to send the scans waiting on this device; they are kept until then.`}{" "}
          <Button variant="white" size="compact-sm" onClick={() => void endSession()}>
            {t`Sign in again`}
          </Button>
        </Alert>
      ) : null}

      {conflicts.length ? (
        <Alert
          color="orange"
          title={t`Settled by the server`}
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={dismissConflicts}
        >
          <List size="sm">
            {conflicts.map((conflict) => (
              <List.Item key={conflict.scanId}>
                <b>{conflict.person?.nameLatin ?? t`Unknown badge`}</b>: {reason(conflict)}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      {/* After a green the camera goes on: the next person's badge replaces the verdict. */}
      <Camera
        onCode={(text) => void run(text)}
        paused={shown !== null && shown.verdict.verdict !== "green"}
        showing={shown?.code ?? null}
        rearm={rearm}
      />

      <form onSubmit={submitCode}>
        <Group align="end" wrap="nowrap">
          <TextInput
            flex={1}
            label={t`Badge code`}
            description={t`The 8 characters under the QR code`}
            placeholder="K7QM-3XPA"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            dir="ltr"
          />
          <Button type="submit">{t`Check`}</Button>
        </Group>
      </form>

      {shown ? <VerdictScreen verdict={shown.verdict} onNext={next} /> : null}
    </Stack>
  );
}
