import { useLingui } from "@lingui/react/macro";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import { invoiceNumberText, orderStatuses } from "@wro/api/schemas/order";
import { Link } from "react-router";
import { useTRPC, type RouterOutputs } from "../../api/trpc";
import { DataTable, type Column } from "../../components/DataTable";
import { ExportButton } from "../../components/ExportButton";
import { FilterSelect } from "../../components/FilterSelect";
import { PageHeader } from "../../components/PageHeader";
import { useUrlFilters } from "../../components/useUrlFilters";
import { useFormatDate, useFormatMoney } from "../../lib/format";
import { isKeyOf, keysOf, orderName, orderStatusLabels, providerLabels, providerOf } from "./labels";
import { OrderStatusBadge, useLabel } from "./parts";

type OrderRow = RouterOutputs["order"]["list"]["items"][number];
type OrderSort = "submittedAt" | "paidAt" | "totalHalalas";

/** The statuses the list shows (not drafts). */
type ListedStatus = (typeof orderStatuses)[number];
const isListedStatus = (value: string | null): value is ListedStatus =>
  (orderStatuses as readonly (string | null)[]).includes(value);

/** Every submitted order (drafts are the organizers'): search, filters, export, each one's page. */
export function OrdersPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const label = useLabel();
  const { params } = useUrlFilters();
  const status = params.get("status");
  const provider = params.get("provider");
  const filters = {
    ...(isListedStatus(status) ? { orderStatus: status } : {}),
    ...(isKeyOf(providerLabels, provider) ? { provider } : {}),
  };
  const search = params.get("q") || undefined;
  const none = "—";

  const columns: Column<OrderRow, OrderSort>[] = [
    {
      key: "reference",
      header: t`Reference`,
      render: (order) => (
        <Anchor component={Link} to={order.id} size="sm" dir="ltr" style={{ whiteSpace: "nowrap" }}>
          {order.bankReference ?? order.id}
        </Anchor>
      ),
    },
    {
      key: "invoice",
      header: t`Invoice`,
      render: (order) => (
        <Text size="sm" dir="ltr" span style={{ whiteSpace: "nowrap" }}>
          {order.invoiceNumber ? invoiceNumberText(order.invoiceNumber) : none}
        </Text>
      ),
    },
    {
      key: "delegation",
      header: t`Delegation`,
      render: (order) => (
        <Stack gap={0}>
          <Text size="sm">{order.delegation.name}</Text>
          <Text size="xs" c="dimmed">
            {order.delegation.organizer.name}
          </Text>
        </Stack>
      ),
    },
    { key: "status", header: t`Status`, render: (order) => <OrderStatusBadge status={order.status} /> },
    {
      key: "total",
      header: t`Total`,
      sort: "totalHalalas",
      render: (order) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }} span>
          {money(order.totalHalalas, "SAR")}
        </Text>
      ),
    },
    {
      key: "provider",
      header: t`Payment method`,
      render: (order) => {
        const provider = providerOf(order);
        return provider ? label(providerLabels, provider) : none;
      },
    },
    {
      key: "submittedAt",
      header: t`Submitted on`,
      sort: "submittedAt",
      render: (order) => (order.submittedAt ? formatDate(order.submittedAt, true) : none),
    },
    {
      key: "paidAt",
      header: t`Paid on`,
      sort: "paidAt",
      render: (order) => (order.paidAt ? formatDate(order.paidAt, true) : none),
    },
  ];

  return (
    <>
      <PageHeader title={t`Orders`}>
        <Button
          component={Link}
          to="/waiting-list"
          variant="default"
          leftSection={<IconHourglass size={18} />}
        >
          {t`Waiting list`}
        </Button>
        <ExportButton
          query={trpc.order.exportCsv.queryOptions({ ...filters, ...(search ? { search } : {}) })}
        />
      </PageHeader>
      <DataTable
        label={t`Orders`}
        columns={columns}
        listQuery={(list) => trpc.order.list.queryOptions({ ...list, ...filters })}
        rowName={orderName}
        filters={
          <>
            <FilterSelect
              label={t`Status`}
              param="status"
              data={orderStatuses.map((value) => ({ value, label: i18n._(orderStatusLabels[value]) }))}
              w={180}
            />
            <FilterSelect
              label={t`Payment method`}
              param="provider"
              data={keysOf(providerLabels).map((value) => ({ value, label: i18n._(providerLabels[value]) }))}
              w={180}
            />
          </>
        }
      />
    </>
  );
}
