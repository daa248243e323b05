import { useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { countryName } from "@wro/api/forms";
import { invoiceNumberText } from "@wro/api/schemas/order";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useTRPC } from "../../api/trpc";
import { LoadError } from "../../components/LoadError";
import { LoadingBlock } from "../../components/LoadingBlock";
import { PageHeader } from "../../components/PageHeader";
import { useFormatDate, useFormatMoney } from "../../lib/format";
import { BadgeCell, BadgeChangeModal, type BadgeChange } from "./BadgeActions";
import { BadgesButton } from "./BadgesButton";
import { CertificatesButton } from "./CertificatesButton";
import { IssuedDocuments } from "./IssuedDocuments";
import { ageGroupLabels, roleLabels, wroCategoryLabels, type Delegation } from "./labels";
import {
  DelegationStatusBadge,
  Field,
  OrderStatusBadge,
  RowsTable,
  Section,
  useLabel,
  useRegistrationMutation,
} from "./parts";

type Team = Delegation["teams"][number];
type Person = Delegation["delegates"][number];
type DelegationOrder = Delegation["orders"][number];
type WaitingEntry = Delegation["waitingList"][number];

/** Fee categories' names by key, in the UI language (hidden ones too: old people still name them). */
function useFeeNames() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const fees = useQuery(trpc.feeCategory.list.queryOptions({ pageSize: 100 })).data?.items ?? [];
  const arabic = i18n.locale === "ar";
  const names = new Map(fees.map((fee) => [fee.key, arabic ? fee.nameAr : fee.nameEn]));
  return (key: string) => names.get(key) ?? key;
}

function useCountryName() {
  const { i18n } = useLingui();
  const arabic = i18n.locale === "ar";
  return (code: string) => countryName(code, arabic ? "ar" : "en") ?? code;
}

function DelegationSummary({ delegation }: { delegation: Delegation }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const country = useCountryName();
  return (
    <Section title={t`Delegation details`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Field label={t`Status`}>
          <DelegationStatusBadge status={delegation.status} />
        </Field>
        <Field label={t`Country`}>{country(delegation.country)}</Field>
        <Field label={t`Organizer`}>
          <Stack gap={0}>
            <span>{delegation.organizer.name}</span>
            <Anchor href={`mailto:${delegation.organizer.email}`} size="sm">
              <bdi dir="ltr">{delegation.organizer.email}</bdi>
            </Anchor>
          </Stack>
        </Field>
        <Field label={t`Teams`}>{delegation._count.teams}</Field>
        <Field label={t`People`}>{delegation._count.delegates}</Field>
        <Field label={t`Created`}>{formatDate(delegation.createdAt, true)}</Field>
        <Field label={t`Last changed`}>{formatDate(delegation.updatedAt, true)}</Field>
      </SimpleGrid>
    </Section>
  );
}

function Teams({ delegation }: { delegation: Delegation }) {
  const { t, i18n } = useLingui();
  const arabic = i18n.locale === "ar";
  const label = useLabel();
  const people = new Map(delegation.delegates.map((person) => [person.id, person]));
  const members = (team: Team) => delegation.delegates.filter((person) => person.teamId === team.id).length;
  return (
    <Section title={t`Teams`}>
      <RowsTable<Team>
        label={t`Teams`}
        rows={delegation.teams}
        empty={t`No team yet.`}
        columns={[
          { key: "name", header: t`Team`, render: (team) => team.name },
          { key: "category", header: t`Category`, render: (team) => label(wroCategoryLabels, team.category) },
          { key: "ageGroup", header: t`Age group`, render: (team) => label(ageGroupLabels, team.ageGroup) },
          {
            key: "coach",
            header: t`Coach`,
            render: (team) => {
              const coach = team.coachId ? people.get(team.coachId) : undefined;
              return coach ? <bdi>{arabic ? coach.nameArabic : coach.nameLatin}</bdi> : "—";
            },
          },
          { key: "members", header: t`Members`, render: members },
        ]}
      />
    </Section>
  );
}

function People({ delegation }: { delegation: Delegation }) {
  const { t, i18n } = useLingui();
  const label = useLabel();
  const formatDate = useFormatDate();
  const feeName = useFeeNames();
  const country = useCountryName();
  const trpc = useTRPC();
  const revoke = useRegistrationMutation(trpc.badge.revoke);
  const reissue = useRegistrationMutation(trpc.badge.reissue);
  // The person whose badge the admin is revoking or reissuing (issue 37).
  const [badgeChange, setBadgeChange] = useState<(BadgeChange & { delegateId: string }) | null>(null);
  const teams = new Map(delegation.teams.map((team) => [team.id, team.name]));
  const orders = new Map(delegation.orders.map((order) => [order.id, order]));
  const none = "—";
  const paid = (person: Person) => (person.orderId ? orders.get(person.orderId)?.status === "paid" : false);
  const shownName = (person: Person) => (i18n.locale === "ar" ? person.nameArabic : person.nameLatin);
  return (
    <Section title={t`People`}>
      <RowsTable<Person>
        label={t`People`}
        rows={delegation.delegates}
        empty={t`No one yet.`}
        minWidth={1440}
        columns={[
          {
            key: "nameLatin",
            header: t`Name (Latin)`,
            // The account e-mail the organizer gave, if any, under the name.
            render: (person) => (
              <Stack gap={0} dir="ltr">
                <Text size="sm" span>
                  {person.nameLatin}
                </Text>
                {person.email && (
                  <Text size="xs" c="dimmed" span>
                    {person.email}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: "nameArabic",
            header: t`Name (Arabic)`,
            render: (person) => (
              <Text size="sm" dir="rtl" lang="ar" span>
                {person.nameArabic}
              </Text>
            ),
          },
          { key: "role", header: t`Role`, render: (person) => label(roleLabels, person.role) },
          { key: "fee", header: t`Fee category`, render: (person) => feeName(person.feeCategoryKey) },
          {
            key: "team",
            header: t`Team`,
            render: (person) => (person.teamId ? (teams.get(person.teamId) ?? none) : none),
          },
          { key: "nationality", header: t`Nationality`, render: (person) => country(person.nationality) },
          {
            key: "passport",
            header: t`Passport`,
            render: (person) => (
              <Text size="sm" dir="ltr" span>
                {person.passportNumber ?? none}
              </Text>
            ),
          },
          {
            key: "dateOfBirth",
            header: t`Date of birth`,
            render: (person) => (person.dateOfBirth ? formatDate(person.dateOfBirth) : none),
          },
          {
            key: "guardian",
            header: t`Guardian`,
            render: (person) =>
              person.guardianName ? (
                <Stack gap={0}>
                  <Text size="sm">{person.guardianName}</Text>
                  {person.guardianPhone && (
                    <Text size="xs" c="dimmed">
                      <bdi dir="ltr">{person.guardianPhone}</bdi>
                    </Text>
                  )}
                </Stack>
              ) : (
                none
              ),
          },
          {
            key: "consent",
            header: t`Guardian's consent`,
            render: (person) =>
              person.guardianConsentAt ? (
                <Badge color="green" variant="dot">
                  {formatDate(person.guardianConsentAt)}
                </Badge>
              ) : person.guardianName ? (
                <Badge color="red" variant="dot">{t`Not recorded`}</Badge>
              ) : (
                none
              ),
          },
          {
            key: "order",
            header: t`Order status`,
            render: (person) => {
              const order = person.orderId ? orders.get(person.orderId) : undefined;
              return order ? <OrderStatusBadge status={order.status} /> : t`Not ordered yet`;
            },
          },
          {
            key: "badge",
            header: t`Badge`,
            render: (person) => (
              <BadgeCell
                name={shownName(person)}
                badge={person.badgeTokens[0]}
                paid={paid(person)}
                onChange={(change) => setBadgeChange({ ...change, delegateId: person.id })}
              />
            ),
          },
        ]}
      />
      <BadgeChangeModal
        change={badgeChange}
        onClose={() => setBadgeChange(null)}
        revoke={() => revoke({ delegateId: badgeChange!.delegateId })}
        reissue={() => reissue({ delegateId: badgeChange!.delegateId })}
      />
    </Section>
  );
}

function Orders({ delegation }: { delegation: Delegation }) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const none = "—";
  return (
    <Section title={t`Orders`}>
      <RowsTable<DelegationOrder>
        label={t`Orders`}
        rows={delegation.orders}
        empty={t`No order yet.`}
        columns={[
          {
            key: "reference",
            header: t`Reference`,
            render: (order) => (
              <Anchor
                component={Link}
                to={`/orders/${order.id}`}
                size="sm"
                dir="ltr"
                style={{ whiteSpace: "nowrap" }}
              >
                {order.bankReference ?? order.id}
              </Anchor>
            ),
          },
          {
            key: "invoice",
            header: t`Invoice`,
            render: (order) => (
              <Text size="sm" dir="ltr" span>
                {order.invoiceNumber ? invoiceNumberText(order.invoiceNumber) : none}
              </Text>
            ),
          },
          { key: "status", header: t`Status`, render: (order) => <OrderStatusBadge status={order.status} /> },
          {
            key: "total",
            header: t`Total`,
            render: (order) => (
              <Text size="sm" span style={{ whiteSpace: "nowrap" }}>
                {money(order.totalHalalas, "SAR")}
              </Text>
            ),
          },
          {
            key: "submittedAt",
            header: t`Submitted on`,
            render: (order) => (order.submittedAt ? formatDate(order.submittedAt, true) : none),
          },
          {
            key: "paidAt",
            header: t`Paid on`,
            render: (order) => (order.paidAt ? formatDate(order.paidAt, true) : none),
          },
        ]}
      />
    </Section>
  );
}

function WaitingList({ delegation }: { delegation: Delegation }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const feeName = useFeeNames();
  return (
    <Section
      title={t`Waiting list`}
      actions={
        delegation.waitingList.length > 0 && (
          <Anchor component={Link} to="/waiting-list" size="sm">
            {t`Open the waiting list`}
          </Anchor>
        )
      }
    >
      <RowsTable<WaitingEntry>
        label={t`Waiting list`}
        rows={delegation.waitingList}
        empty={t`This delegation is not on the waiting list.`}
        minWidth={480}
        columns={[
          { key: "fee", header: t`Fee category`, render: (entry) => feeName(entry.feeCategoryKey) },
          { key: "quantity", header: t`Places`, render: (entry) => entry.quantity },
          { key: "since", header: t`Since`, render: (entry) => formatDate(entry.createdAt, true) },
          {
            key: "state",
            header: t`State`,
            render: (entry) => {
              const when = entry.promotedAt ? formatDate(entry.promotedAt) : "";
              return entry.promotedAt ? (
                <Badge color="green" variant="light">{t`Promoted on ${when}`}</Badge>
              ) : (
                <Badge color="yellow" variant="light">{t`Waiting`}</Badge>
              );
            },
          },
        ]}
      />
    </Section>
  );
}

/** One delegation (`/delegations/<id>`), read only: its organizer, teams, people, orders, waiting list. */
export function DelegationDetailPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const trpc = useTRPC();
  const query = useQuery(trpc.delegation.byId.queryOptions({ id }));
  const delegation = query.data;
  return (
    <>
      <PageHeader title={delegation?.name ?? t`Delegation`}>
        {delegation?.orders.some((order) => order.status === "paid") && (
          <BadgesButton selection={{ of: "delegation", id: delegation.id }} label={t`Print badges`} />
        )}
        {delegation && (
          <CertificatesButton
            selection={{ of: "delegation", id: delegation.id }}
            label={t`Download certificates`}
          />
        )}
      </PageHeader>
      <Stack gap="md">
        {query.isError && !delegation ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !delegation ? (
          <LoadingBlock />
        ) : (
          <>
            <DelegationSummary delegation={delegation} />
            <Teams delegation={delegation} />
            <People delegation={delegation} />
            <Orders delegation={delegation} />
            <IssuedDocuments delegation={delegation} />
            <WaitingList delegation={delegation} />
          </>
        )}
        <Group>
          <Button
            component={Link}
            to="/delegations"
            variant="subtle"
            leftSection={<IconArrowBackUp size={18} />}
          >
            {t`All delegations`}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
