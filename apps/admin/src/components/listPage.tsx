import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { QueryKey, UseQueryOptions } from "@tanstack/react-query";
import { DataTable, type Column, type ListParams, type Page } from "./DataTable";
import type { RecordVersion } from "./records";
import { ListHeader } from "./records";

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
    const { list, remove, rowName, columns, locked } = useTable();
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
        />
      </>
    );
  };
}
