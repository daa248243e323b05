import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Code, Modal, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { auditActions, recordKindNames } from "@wro/api/record-kinds";
import { useState } from "react";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { DataTable, type Column } from "../components/DataTable";
import { DateField } from "../components/DateField";
import { FilterSelect } from "../components/FilterSelect";
import { ExportButton } from "../components/ExportButton";
import { PageHeader } from "../components/PageHeader";
import { useUrlFilters } from "../components/useUrlFilters";
import { useFormatDate } from "../lib/format";
import { auditActionWords, isAuditAction, isRecordKind, recordKindWords } from "../lib/record-kinds";

type AuditEntry = RouterOutputs["audit"]["list"]["items"][number];
const asDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** A value of a snapshot as one line of text. */
function show(value: unknown): string {
  if (value === undefined) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The fields a change touched: everything for a create or delete, the differences otherwise. */
function changedFields(entry: AuditEntry) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }))
    .filter((row) => entry.before === null || entry.after === null || row.before !== row.after);
}

function ChangesTable({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const rows = changedFields(entry);
  if (rows.length === 0) return <Text>{t`No field changed.`}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={t`Changes`} style={{ tableLayout: "fixed" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="20%">{t`Field`}</Table.Th>
            <Table.Th>{t`Before`}</Table.Th>
            <Table.Th>{t`After`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.field}>
              <Table.Td>
                <Code>{row.field}</Code>
              </Table.Td>
              <Table.Td
                dir="auto"
                style={{ wordBreak: "break-word" }}
                bg={entry.before ? "var(--mantine-color-red-light)" : undefined}
              >
                {entry.before ? row.before : "—"}
              </Table.Td>
              <Table.Td
                dir="auto"
                style={{ wordBreak: "break-word" }}
                bg={entry.after ? "var(--mantine-color-green-light)" : undefined}
              >
                {entry.after ? row.after : "—"}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Who changed what and when, with each change's before and after. */
export function AuditLogPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const formatDate = useFormatDate();
  const { params, setFilter } = useUrlFilters();
  const [open, setOpen] = useState<AuditEntry | null>(null);

  const entity = params.get("entity");
  const action = params.get("action");
  const actor = params.get("actor");
  const from = asDate(params.get("from"));
  const to = asDate(params.get("to"));
  const filters = {
    ...(isRecordKind(entity) ? { entity } : {}),
    ...(isAuditAction(action) ? { action } : {}),
    ...(actor ? { actorId: actor } : {}),
    ...(from ? { from: new Date(`${from}T00:00:00`) } : {}),
    // Up to the end of the chosen day.
    ...(to ? { to: new Date(`${to}T23:59:59.999`) } : {}),
  };

  const admins = useQuery(trpc.admin.list.queryOptions({ pageSize: 100, sort: "name" }));

  const columns: Column<AuditEntry, "createdAt">[] = [
    {
      key: "createdAt",
      header: t`When`,
      sort: "createdAt",
      render: (entry) => formatDate(entry.createdAt, true),
    },
    { key: "actor", header: t`Who`, render: (entry) => entry.actorName },
    {
      key: "action",
      header: t`Action`,
      render: (entry) =>
        isAuditAction(entry.action) ? i18n._(auditActionWords[entry.action].title) : entry.action,
    },
    {
      key: "entity",
      header: t`Record`,
      render: (entry) =>
        isRecordKind(entry.entity) ? i18n._(recordKindWords[entry.entity].title) : entry.entity,
    },
    {
      key: "label",
      header: t`Name`,
      // Entries from before labels name their record by id only.
      render: (entry) =>
        entry.label ? (
          <Text size="sm" dir="auto">
            {entry.label}
          </Text>
        ) : (
          <Code>{entry.entityId}</Code>
        ),
    },
    {
      key: "changes",
      header: t`Changes`,
      render: (entry) => (
        <ActionIcon variant="subtle" aria-label={t`Show the changes`} onClick={() => setOpen(entry)}>
          <IconListDetails size={18} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t`Audit log`}>
        <ExportButton query={trpc.audit.exportCsv.queryOptions(filters)} />
      </PageHeader>
      <DataTable
        label={t`Audit log`}
        columns={columns}
        searchable={false}
        listQuery={({ page, pageSize, order }) =>
          // Newest first unless the admin sorts by time ascending.
          trpc.audit.list.queryOptions({ page, pageSize, order: order ?? "desc", ...filters })
        }
        rowName={(entry) => entry.label ?? entry.entityId}
        filters={
          <>
            <FilterSelect
              label={t`Record type`}
              param="entity"
              data={recordKindNames.map((value) => ({ value, label: i18n._(recordKindWords[value].title) }))}
              w={180}
            />
            <FilterSelect
              label={t`Action`}
              param="action"
              data={auditActions.map((value) => ({ value, label: i18n._(auditActionWords[value].title) }))}
              w={200}
            />
            <FilterSelect
              label={t`Who`}
              param="actor"
              searchable
              data={(admins.data?.items ?? []).map((admin) => ({ value: admin.id, label: admin.name }))}
              w={200}
            />
            <DateField label={t`From`} value={from} onChange={(value) => setFilter("from", value)} w={150} />
            <DateField label={t`To`} value={to} onChange={(value) => setFilter("to", value)} w={150} />
          </>
        }
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t`Changes`}
        size="xl"
        scrollAreaComponent={ScrollArea.Autosize}
      >
        {open && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {formatDate(open.createdAt, true)} · {open.actorName}
              {open.label ? ` · ${open.label}` : ""}
            </Text>
            <ChangesTable entry={open} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
