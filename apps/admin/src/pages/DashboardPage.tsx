import { useLingui } from "@lingui/react/macro";
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Timeline, Title } from "@mantine/core";
import { IconCalendarEvent, IconHeartHandshake, IconMail, IconMap, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { recordKinds } from "@wro/api/record-kinds";
import { lazy, Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { LoadError } from "../components/LoadError";
import { LoadingBlock } from "../components/LoadingBlock";
import { PageHeader } from "../components/PageHeader";
import { useFormatDate } from "../lib/format";
import { auditActionWords, isAuditAction, isRecordKind, recordKindWords } from "../lib/record-kinds";

// The chart library (recharts) is the dashboard's own chunk, loaded after the figures.
const DashboardCharts = lazy(() => import("../components/DashboardCharts"));
const CheckInCharts = lazy(() => import("../components/CheckInCharts"));

export type DashboardSummary = RouterOutputs["dashboard"]["summary"];

type ActivityEntry = DashboardSummary["recentActivity"][number];

/** What a change did to which record, as the end of a sentence after the admin's name. */
function useActivityText() {
  const { t, i18n } = useLingui();
  return (entry: ActivityEntry) => {
    const did = isAuditAction(entry.action) ? i18n._(auditActionWords[entry.action].did) : entry.action;
    if (entry.action === "updateOwnProfile") return did;
    const label = entry.label;
    const kind = isRecordKind(entry.entity) ? recordKindWords[entry.entity] : null;
    if (label && kind?.named) return `${did} ${i18n._(kind.named)} ${t`“${label}”`}`;
    return `${did} ${kind ? i18n._(kind.some) : entry.entity}`;
  };
}

function StatCard({
  label,
  value,
  detail,
  icon,
  to,
}: {
  label: string;
  value: number;
  detail: string;
  icon: ReactNode;
  to?: string;
}) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          {to ? (
            <Anchor component={Link} to={to} size="sm" fw={600}>
              {label}
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {label}
            </Text>
          )}
          <Text fz={28} fw={700} lh={1.2}>
            {new Intl.NumberFormat(i18n.locale).format(value)}
          </Text>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </Stack>
        <Text c="brand" aria-hidden>
          {icon}
        </Text>
      </Group>
    </Paper>
  );
}

/** Real figures from the database (replacing the legacy sample charts of spec §2). */
export function DashboardPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const formatDate = useFormatDate();
  const activityText = useActivityText();
  const query = useQuery(trpc.dashboard.summary.queryOptions());
  const summary = query.data;
  // The gate's check-ins (issue 37): shown once there are any; without them the rest still shows.
  const checkIns = useQuery(trpc.checkin.stats.queryOptions()).data;
  const partnersTotal = summary?.partners.total ?? 0;
  const registrationOpen = summary?.seasons.registrationOpen ?? 0;
  const countriesTotal = summary?.countries.total ?? 0;
  const messagesTotal = summary?.contactMessages.total ?? 0;

  return (
    <>
      <PageHeader title={t`Dashboard`} />
      {query.isError && !summary ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !summary ? (
        <LoadingBlock />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
            <StatCard
              label={t`Users`}
              value={summary.users.total}
              detail={t`All accounts`}
              icon={<IconUsers size={28} />}
              to={recordKinds.user.adminPath}
            />
            <StatCard
              label={t`Partners`}
              value={summary.partners.active}
              detail={t`active of ${partnersTotal}`}
              icon={<IconHeartHandshake size={28} />}
              to={recordKinds.partner.adminPath}
            />
            <StatCard
              label={t`Seasons`}
              value={summary.seasons.active}
              detail={t`active; registration open in ${registrationOpen}`}
              icon={<IconCalendarEvent size={28} />}
              to={recordKinds.season.adminPath}
            />
            <StatCard
              label={t`Countries`}
              value={summary.countries.participating}
              detail={t`participating of ${countriesTotal}`}
              icon={<IconMap size={28} />}
              to={recordKinds.region.adminPath}
            />
            <StatCard
              label={t`Contact messages`}
              value={summary.contactMessages.unread}
              detail={t`unread of ${messagesTotal}`}
              icon={<IconMail size={28} />}
              to={recordKinds.contactMessage.adminPath}
            />
          </SimpleGrid>

          <Suspense fallback={<Skeleton h={320} radius="md" />}>
            <DashboardCharts summary={summary} />
          </Suspense>

          {checkIns && checkIns.byDay.length > 0 && (
            <Suspense fallback={<Skeleton h={320} radius="md" />}>
              <CheckInCharts stats={checkIns} />
            </Suspense>
          )}

          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {t`Recent admin activity`}
              </Title>
              <Anchor component={Link} to="/audit-log" size="sm">
                {t`Full audit log`}
              </Anchor>
            </Group>
            {summary.recentActivity.length === 0 ? (
              <Text c="dimmed">{t`No changes yet.`}</Text>
            ) : (
              <Timeline bulletSize={12} lineWidth={2}>
                {summary.recentActivity.map((entry) => (
                  <Timeline.Item key={entry.id}>
                    <Text size="sm">
                      <b>{entry.actorName}</b> {activityText(entry)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(entry.createdAt, true)}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            )}
          </Paper>
        </Stack>
      )}
    </>
  );
}
