import { useLingui } from "@lingui/react/macro";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { countryName } from "@wro/api/forms";
import { visaLettersPdfPath } from "@wro/api/schemas/document";
import { Link } from "react-router";
import { useTRPC, type RouterOutputs } from "../../api/trpc";
import { DataTable, type Column } from "../../components/DataTable";
import { ExportButton } from "../../components/ExportButton";
import { FilterSelect } from "../../components/FilterSelect";
import { PageHeader } from "../../components/PageHeader";
import { useUrlFilters } from "../../components/useUrlFilters";
import { useFormatDate } from "../../lib/format";
import { BadgesButton } from "./BadgesButton";
import { CertificatesButton } from "./CertificatesButton";
import { delegationStatusLabels, isKeyOf, keysOf } from "./labels";
import { DelegationStatusBadge } from "./parts";

type DelegationRow = RouterOutputs["delegation"]["list"]["items"][number];
type DelegationSort = "createdAt" | "name" | "country";

/** The national organizers' delegations: search, a status filter, the people as CSV, each one's page. */
export function DelegationsPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const formatDate = useFormatDate();
  const { params } = useUrlFilters();
  const status = params.get("status");
  const filters = isKeyOf(delegationStatusLabels, status) ? { delegationStatus: status } : {};
  const search = params.get("q") || undefined;
  const arabic = i18n.locale === "ar";

  const columns: Column<DelegationRow, DelegationSort>[] = [
    {
      key: "name",
      header: t`Delegation`,
      sort: "name",
      render: (delegation) => (
        <Anchor component={Link} to={delegation.id} size="sm">
          {delegation.name}
        </Anchor>
      ),
    },
    {
      key: "country",
      header: t`Country`,
      sort: "country",
      render: (delegation) => countryName(delegation.country, arabic ? "ar" : "en") ?? delegation.country,
    },
    {
      key: "organizer",
      header: t`Organizer`,
      render: (delegation) => (
        <Stack gap={0}>
          <Text size="sm">{delegation.organizer.name}</Text>
          <Text size="xs" c="dimmed">
            <bdi dir="ltr">{delegation.organizer.email}</bdi>
          </Text>
        </Stack>
      ),
    },
    {
      key: "status",
      header: t`Status`,
      render: (delegation) => <DelegationStatusBadge status={delegation.status} />,
    },
    { key: "teams", header: t`Teams`, render: (delegation) => delegation._count.teams },
    { key: "people", header: t`People`, render: (delegation) => delegation._count.delegates },
    {
      key: "createdAt",
      header: t`Created`,
      sort: "createdAt",
      render: (delegation) => formatDate(delegation.createdAt),
    },
  ];

  return (
    <>
      <PageHeader title={t`Delegations`}>
        <BadgesButton selection={{ of: "all" }} label={t`Print all badges`} />
        <CertificatesButton selection={{ of: "all" }} label={t`All certificates`} />
        <Button
          component="a"
          href={visaLettersPdfPath({ of: "all" })}
          download
          variant="default"
          leftSection={<IconFileDownload size={18} />}
          data-testid="download-all-visa-letters"
        >
          {t`All visa letters`}
        </Button>
        <ExportButton
          label={t`Export people (CSV)`}
          query={trpc.delegation.exportCsv.queryOptions({ ...filters, ...(search ? { search } : {}) })}
        />
      </PageHeader>
      <DataTable
        label={t`Delegations`}
        columns={columns}
        listQuery={(list) => trpc.delegation.list.queryOptions({ ...list, ...filters })}
        rowName={(delegation) => delegation.name}
        filters={
          <FilterSelect
            label={t`Status`}
            param="status"
            data={keysOf(delegationStatusLabels).map((value) => ({
              value,
              label: i18n._(delegationStatusLabels[value]),
            }))}
            w={180}
          />
        }
      />
    </>
  );
}
