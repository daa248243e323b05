import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowBackUp, IconCircleCheck, IconKey, IconLock, IconLockOpen } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { errorMessage } from "../api/messages";
import { notifyError, notifySuccess, successMessages } from "../api/notify";
import { useTRPC } from "../api/trpc";
import { LoadError } from "../components/LoadError";
import { LoadingBlock } from "../components/LoadingBlock";
import { PageHeader } from "../components/PageHeader";
import { useCollectionMutation } from "../components/records";
import { useFormatDate } from "../lib/format";
import { personTypeLabels } from "../lib/labels";
import { PersonPrivacyActions } from "./PersonPrivacyActions";
import { VerifiedBadge, type Person } from "./users";

const COACH = 1;
type Action = "verify" | "status" | "reset";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Everything the back office knows of one person (read-only), and what an organizer may do. */
function PersonDetails({ person }: { person: Person }) {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDate();
  const type = personTypeLabels[person.type];
  const none = t`None`;
  const unknown = "—";
  // Legacy sign-up data says "None" for a missing guardian.
  const orNone = (value: string | null) => (value && value !== "None" ? value : none);
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Field label={t`Name`}>{person.name}</Field>
        <Field label={t`Type`}>{type ? i18n._(type) : person.type}</Field>
        <Field label={t`Email`}>
          <Anchor href={`mailto:${person.email}`} size="sm" dir="ltr">
            {person.email}
          </Anchor>
        </Field>
        <Field label={t`National ID`}>{person.nationalId}</Field>
        <Field label={t`Phone`}>
          <span dir="ltr">{person.phoneNumber}</span>
        </Field>
        {/* Unknown stays unknown: sign-up does not ask for nationality or gender. */}
        <Field label={t`Nationality`}>{person.nationality ?? unknown}</Field>
        <Field label={t`Date of birth`}>{person.dob ? formatDate(person.dob) : none}</Field>
        <Field label={t`Gender`}>
          {person.gender === "Female" ? t`Female` : person.gender === "Male" ? t`Male` : unknown}
        </Field>
        <Field label={t`Guardian`}>{orNone(person.guardianName)}</Field>
        <Field label={t`Guardian's phone`}>
          <span dir="ltr">{orNone(person.guardianPhone)}</span>
        </Field>
        <Field label={t`Language of mails`}>{person.locale === "ar" ? "العربية" : "English"}</Field>
        <Field label={t`Partner platform ID`}>{orNone(person.stebUserId)}</Field>
        <Field label={t`Status`}>
          {person.status ? (
            <Badge color="green" variant="dot">{t`Active`}</Badge>
          ) : (
            <Badge color="red" variant="dot">{t`Disabled`}</Badge>
          )}
        </Field>
        <Field label={t`Verified`}>
          <VerifiedBadge person={person} />
        </Field>
        <Field label={t`Signed up`}>{formatDate(person.createdAt, true)}</Field>
        <Field label={t`Last changed`}>{formatDate(person.updatedAt, true)}</Field>
      </SimpleGrid>
    </Paper>
  );
}

function PersonActions({ person }: { person: Person }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const verify = useCollectionMutation(trpc.user.verify);
  const setStatus = useCollectionMutation(trpc.user.setStatus);
  const sendReset = useCollectionMutation(trpc.user.sendPasswordReset);
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const name = person.name;
  const email = person.email;

  const run = async (action: Action, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  const verifyCoach = () =>
    run("verify", async () => {
      const { mailSent } = await verify({ id: person.id });
      notifications.show(
        mailSent
          ? { color: "green", message: t`${name} is verified and was told by e-mail.` }
          : {
              color: "yellow",
              message: t`${name} is verified, but the e-mail could not be sent. Please tell them another way.`,
              autoClose: 10000,
            },
      );
    });
  const sendResetLink = () =>
    run("reset", async () => {
      const { mailSent } = await sendReset({ id: person.id });
      if (mailSent)
        notifications.show({ color: "green", message: t`A password-reset link was sent to ${email}.` });
      else notifyError(t`The e-mail could not be sent. Please try again later.`);
    });
  const changeStatus = (value: boolean) =>
    run("status", async () => {
      await setStatus({ id: person.id, value });
      setConfirmDisable(false);
      notifySuccess(successMessages.statusUpdated);
    });

  return (
    <Group gap="sm">
      {person.type === COACH && !person.verified && (
        <Button
          leftSection={<IconCircleCheck size={18} />}
          loading={busy === "verify"}
          onClick={() => void verifyCoach()}
        >
          {t`Verify coach`}
        </Button>
      )}
      {person.status && (
        <Button
          variant="default"
          leftSection={<IconKey size={18} />}
          loading={busy === "reset"}
          onClick={() => void sendResetLink()}
        >
          {t`Send a password-reset link`}
        </Button>
      )}
      {person.status ? (
        <Button
          variant="default"
          leftSection={<IconLock size={18} />}
          onClick={() => setConfirmDisable(true)}
        >
          {t`Disable account`}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconLockOpen size={18} />}
          loading={busy === "status"}
          onClick={() => void changeStatus(true)}
        >
          {t`Enable account`}
        </Button>
      )}
      <PersonPrivacyActions person={person} />
      <Modal
        opened={confirmDisable}
        onClose={() => busy === null && setConfirmDisable(false)}
        title={t`Disable this account?`}
        centered
      >
        <Stack>
          <Text>
            <Trans>
              {name} will be signed out everywhere at once and cannot sign in until the account is enabled
              again.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDisable(false)} disabled={busy !== null}>
              {t`Cancel`}
            </Button>
            <Button color="red" loading={busy === "status"} onClick={() => void changeStatus(false)}>
              {t`Disable`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

/** One student, coach or entity (`/users/<id>`). */
export function DetailPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const trpc = useTRPC();
  const query = useQuery(trpc.user.byId.queryOptions({ id }));
  const person = query.data;
  return (
    <>
      <PageHeader title={person?.name ?? t`User`}>{person && <PersonActions person={person} />}</PageHeader>
      <Stack gap="md">
        {query.isError && !person ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !person ? (
          <LoadingBlock />
        ) : (
          <PersonDetails person={person} />
        )}
        <Group>
          <Button component={Link} to="/users" variant="subtle" leftSection={<IconArrowBackUp size={18} />}>
            {t`All users`}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
