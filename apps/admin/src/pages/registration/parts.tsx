import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Badge, Box, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowsHorizontal } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DecorateMutationProcedure, ResolverDef } from "@trpc/tanstack-react-query";
import type { ReactNode } from "react";
import { useTRPC } from "../../api/trpc";
import { stickyCell, useHorizontalOverflow, type Column } from "../../components/DataTable";
import {
  delegationStatusColors,
  delegationStatusLabels,
  labelOf,
  orderStatusColors,
  orderStatusLabels,
  paymentStatusColors,
  paymentStatusLabels,
  type DelegationStatus,
  type OrderStatus,
  type PaymentStatus,
} from "./labels";

/**
 * A change to registration (an order, a payment, the waiting list) as an async function that
 * settles once what it touches is reloaded: orders, delegations (which list their orders and
 * waiting list) and fee categories (places taken, a capacity raised by a promotion).
 */
export function useRegistrationMutation<Def extends ResolverDef>(procedure: DecorateMutationProcedure<Def>) {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return useMutation({
    ...procedure.mutationOptions(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.order.pathFilter()),
        queryClient.invalidateQueries(trpc.delegation.pathFilter()),
        queryClient.invalidateQueries(trpc.feeCategory.pathFilter()),
      ]),
  }).mutateAsync;
}

/** An order's status as a coloured badge; `data-status` carries the key for browser tests. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={orderStatusColors[status]} variant="light" data-testid="order-status" data-status={status}>
      {i18n._(orderStatusLabels[status])}
    </Badge>
  );
}

export function DelegationStatusBadge({ status }: { status: DelegationStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge
      color={delegationStatusColors[status]}
      variant="light"
      data-testid="delegation-status"
      data-status={status}
    >
      {i18n._(delegationStatusLabels[status])}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge
      color={paymentStatusColors[status]}
      variant="dot"
      data-testid="payment-status"
      data-status={status}
    >
      {i18n._(paymentStatusLabels[status])}
    </Badge>
  );
}

/** A key's words from a label list, or the key itself when the list has none for it. */
export function useLabel() {
  const { i18n } = useLingui();
  return (labels: Record<string, MessageDescriptor>, key: string) => {
    const label = labelOf(labels, key);
    return label ? i18n._(label) : key;
  };
}

/** One labelled value of a record's summary. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
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

/** A titled part of a detail screen. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Box style={{ display: "flex", justifyContent: "space-between", gap: 8, flexWrap: "wrap" }}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {actions}
        </Box>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Rows already loaded, as a table that scrolls sideways inside its box on a narrow screen, with
 * the lists' hint and their first column kept in view (`DataTable`), so the page never does.
 */
export function RowsTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  empty,
  minWidth = 640,
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  /** What is said instead of an empty table. */
  empty: string;
  minWidth?: number;
}) {
  const { t } = useLingui();
  const { setScroller, overflow } = useHorizontalOverflow();
  const sticky = (index: number) => (overflow && index === 0 ? stickyCell : undefined);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs">
      {overflow && (
        <Group gap={6} wrap="nowrap">
          <IconArrowsHorizontal size={16} aria-hidden />
          <Text size="sm">{t`Scroll the table sideways to see all its columns.`}</Text>
        </Group>
      )}
      <Box
        ref={setScroller}
        style={{ overflowX: "auto" }}
        tabIndex={overflow ? 0 : undefined}
        role={overflow ? "region" : undefined}
        aria-label={overflow ? label : undefined}
      >
        <Table miw={minWidth} striped verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th key={column.key} style={sticky(index)}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column, index) => (
                  <Table.Td key={column.key} style={sticky(index)}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
