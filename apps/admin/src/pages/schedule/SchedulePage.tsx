import { useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../api/messages";
import { notifySuccess, successMessages } from "../../api/notify";
import { useTRPC, type RouterOutputs } from "../../api/trpc";
import { DateField } from "../../components/DateField";
import { useDeleteConfirmation } from "../../components/DeleteConfirmation";
import { LoadError } from "../../components/LoadError";
import { LoadingBlock } from "../../components/LoadingBlock";
import { RowActions } from "../../components/RowActions";
import { PageHeader } from "../../components/PageHeader";
import { useCollectionMutation } from "../../components/records";
import { useFormatTime } from "../../lib/format";
import { scheduleCategoryLabels } from "./categories";
import { useFormatDay } from "./formatDay";

type Day = RouterOutputs["schedule"]["list"][number];
type Session = Day["sessions"][number];

/** Adds a day to the agenda. */
function AddDayForm() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const createDay = useCollectionMutation(trpc.schedule.createDay);
  const [date, setDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await createDay({ date: date ?? "" });
      notifySuccess(successMessages.saved);
      setDate(null);
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Group align="flex-end" gap="sm">
      <DateField label={t`New day (Riyadh date)`} value={date} onChange={setDate} error={error} w={220} />
      <Button leftSection={<IconPlus size={18} />} onClick={() => void submit()}>
        {t`Add day`}
      </Button>
    </Group>
  );
}

function SessionTable({ sessions, onDelete }: { sessions: Session[]; onDelete: (session: Session) => void }) {
  const { t, i18n } = useLingui();
  const formatTime = useFormatTime();
  const arabic = i18n.locale === "ar";
  if (sessions.length === 0) return <Text c="dimmed">{t`No sessions on this day yet.`}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Time (Riyadh time)`}</Table.Th>
            <Table.Th>{t`Title`}</Table.Th>
            <Table.Th>{t`Category`}</Table.Th>
            <Table.Th>{t`Place`}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t`Actions`}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => {
            const title = arabic ? session.titleAr : session.titleEn;
            const category = scheduleCategoryLabels[session.category as keyof typeof scheduleCategoryLabels];
            return (
              <Table.Tr key={session.id}>
                {/* Each end isolated, so an Arabic "ص"/"م" never reorders the range around it. */}
                <Table.Td>
                  <bdi>{formatTime(session.startsAt)}</bdi>
                  {session.endsAt && (
                    <>
                      –<bdi>{formatTime(session.endsAt)}</bdi>
                    </>
                  )}
                </Table.Td>
                <Table.Td>{title}</Table.Td>
                <Table.Td>{category && <Badge variant="dot">{i18n._(category)}</Badge>}</Table.Td>
                <Table.Td>{arabic ? session.placeAr : session.placeEn}</Table.Td>
                <Table.Td>
                  <RowActions
                    name={title}
                    editTo={`sessions/${session.id}/edit`}
                    onDelete={() => onDelete(session)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The schedule editor: the agenda's days, each with its sessions, in Riyadh time. */
export function SchedulePage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const query = useQuery(trpc.schedule.list.queryOptions());
  const deleteDay = useCollectionMutation(trpc.schedule.deleteDay);
  const deleteSession = useCollectionMutation(trpc.schedule.deleteSession);
  const formatDay = useFormatDay();
  const arabic = i18n.locale === "ar";
  const dayDeletion = useDeleteConfirmation(
    (day: Day) => deleteDay({ id: day.id, expectedUpdatedAt: day.updatedAt }),
    (day) => formatDay(day.date),
  );
  const sessionDeletion = useDeleteConfirmation(
    (session: Session) => deleteSession({ id: session.id, expectedUpdatedAt: session.updatedAt }),
    (session) => (arabic ? session.titleAr : session.titleEn),
  );

  return (
    <>
      <PageHeader title={t`Schedule`} />
      <Stack maw={1000}>
        <Text c="dimmed">{t`The agenda of the national final, shown on the public schedule page and in its calendar files.`}</Text>
        <AddDayForm />
        {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
        {query.isPending && <LoadingBlock />}
        {query.data?.map((day) => (
          <Paper
            key={day.id}
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby={`day-${day.id}`}
          >
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={2} size="h4" id={`day-${day.id}`}>
                  {formatDay(day.date)}
                </Title>
                <Group gap="xs">
                  <Button
                    component={Link}
                    to={`sessions/new?day=${day.id}`}
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={16} />}
                  >
                    {t`Add session`}
                  </Button>
                  <Button variant="subtle" color="red" size="xs" onClick={() => dayDeletion.ask(day)}>
                    {t`Delete day`}
                  </Button>
                </Group>
              </Group>
              <SessionTable sessions={day.sessions} onDelete={sessionDeletion.ask} />
            </Stack>
          </Paper>
        ))}
      </Stack>
      {dayDeletion.modal}
      {sessionDeletion.modal}
    </>
  );
}
