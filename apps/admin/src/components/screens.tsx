import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { QueryKey, UseQueryOptions, UseQueryResult } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { Link, useParams } from "react-router";
import { DataTable, type Column, type ListParams, type Page } from "./DataTable";
import { EditLoader } from "./forms";
import { PageHeader } from "./PageHeader";
import type { RecordVersion } from "./records";

/** What a list screen shows of its collection, from the screen's own hooks. */
export interface ListTable<Row, Sort extends string, Error, Key extends QueryKey> {
  /** The query of one page (`trpc.x.list.queryOptions`). */
  list: (params: ListParams<Sort>) => UseQueryOptions<Page<Row>, Error, Page<Row>, Key>;
  /** Deletes a record and reloads the collection (`useCollectionMutation`). */
  remove: (input: RecordVersion) => Promise<unknown>;
  /** A row's name in action labels and the delete question. */
  rowName: (row: Row) => string;
  columns: Column<Row, Sort>[];
  /** Rows that cannot be deleted from here. */
  locked?: (row: Row) => boolean;
  /** What goes with a row when it is deleted (a season's results), for the delete question. */
  deleteDetails?: ComponentType<{ row: Row }>;
}

/**
 * The list screen of a kind of record, beside its `formPages`: a heading with its "New …"
 * button over the table, each row with its edit screen (`<id>/edit`) and delete action.
 */
export function listPage<
  Row extends { id: string; updatedAt: Date },
  Sort extends string,
  Error,
  Key extends QueryKey,
>({
  title,
  newLabel,
  tableLabel = title,
  useTable,
}: {
  title: MessageDescriptor;
  newLabel: MessageDescriptor;
  /** The table's accessible name, when it differs from the heading. */
  tableLabel?: MessageDescriptor;
  /** The table's query, columns and delete action (a hook: it runs while the screen renders). */
  useTable: () => ListTable<Row, Sort, Error, Key>;
}) {
  return function ListPage() {
    const { _ } = useLingui();
    const { list, remove, rowName, columns, locked, deleteDetails } = useTable();
    return (
      <>
        <ListHeader title={_(title)} newLabel={_(newLabel)} />
        <DataTable
          label={_(tableLabel)}
          columns={columns}
          listQuery={list}
          rowName={rowName}
          editPath={(row) => `${row.id}/edit`}
          onDelete={(row) => remove({ id: row.id, expectedUpdatedAt: row.updatedAt })}
          locked={locked}
          deleteDetails={deleteDetails}
        />
      </>
    );
  };
}

/** A list screen's heading with its "New …" button. */
export function ListHeader({ title, newLabel }: { title: string; newLabel: string }) {
  return (
    <PageHeader title={title}>
      <Button component={Link} to="new" leftSection={<IconPlus size={18} />}>
        {newLabel}
      </Button>
    </PageHeader>
  );
}

/**
 * The "new" and "edit" screens of a kind of record: a heading over its form, the edit one
 * once the record named by the path's id has loaded.
 */
export function formPages<Item extends { updatedAt: Date }>({
  listPath,
  newTitle,
  editTitle,
  useRecord,
  Form,
}: {
  listPath: string;
  newTitle: MessageDescriptor;
  editTitle: MessageDescriptor;
  /** The record's query (its `byId` procedure). */
  useRecord: (id: string) => UseQueryResult<Item, unknown>;
  Form: ComponentType<{ record?: Item; onReload?: () => void }>;
}) {
  function NewPage() {
    const { _ } = useLingui();
    return (
      <>
        <PageHeader title={_(newTitle)} />
        <Form />
      </>
    );
  }
  function EditPage() {
    const { _ } = useLingui();
    const { id = "" } = useParams();
    const query = useRecord(id);
    return (
      <EditScreen title={_(editTitle)} query={query} listPath={listPath}>
        {(record, reload) => <Form record={record} onReload={reload} />}
      </EditScreen>
    );
  }
  return { NewPage, EditPage };
}

/** An edit screen: its heading, then the record's form once the record is loaded. */
export function EditScreen<Item extends { updatedAt: Date }>({
  title,
  query,
  listPath,
  children,
}: {
  title: string;
  query: UseQueryResult<Item, unknown>;
  listPath: string;
  children: (record: Item, reload: () => void) => ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <EditLoader query={query} listPath={listPath}>
        {children}
      </EditLoader>
    </>
  );
}
