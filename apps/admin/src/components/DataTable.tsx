import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  Box,
  Center,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  IconArrowsHorizontal,
  IconArrowsSort,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from "@tabler/icons-react";
import { PAGE_SIZES, type PageSize } from "@wro/constants";
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useEffect, useState, type ComponentType, type CSSProperties, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useDeleteConfirmation } from "./DeleteConfirmation";
import { LoadError } from "./LoadError";
import { RowActions } from "./RowActions";

export { PAGE_SIZES, type PageSize };

export interface Page<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a list procedure is asked for; the page index starts at 0. */
export interface ListParams<Sort extends string = string> {
  page: number;
  pageSize: PageSize;
  search?: string;
  sort?: Sort;
  order?: "asc" | "desc";
}

export interface Column<Row, Sort extends string = string> {
  key: string;
  header: string;
  /** The list's sort field for this column; without it the column does not sort. */
  sort?: Sort;
  render: (row: Row) => ReactNode;
}

interface DataTableProps<
  Row extends { id: string },
  Sort extends string,
  Error,
  Key extends QueryKey,
  // A procedure without an output schema answers its page size as the input's literal (10 | 25 | 100).
  Data extends Page<Row> = Page<Row>,
> {
  /** The table's accessible name. */
  label: string;
  columns: Column<Row, Sort>[];
  /** The query of one page, for the table's current paging, search and sort. */
  listQuery: (params: ListParams<Sort>) => UseQueryOptions<Data, Error, Data, Key>;
  /** A row's name in action labels and the delete question. */
  rowName: (row: Row) => string;
  searchable?: boolean;
  /** The path of a row's edit screen; without it no edit action. */
  editPath?: (row: Row) => string;
  /** Deletes a row and reloads the list; without it no delete action. */
  onDelete?: (row: Row) => Promise<unknown>;
  /** Rows whose delete action is shown but disabled (the signed-in admin's own account). */
  locked?: (row: Row) => boolean;
  /** What goes with a row when it is deleted, shown in the delete question. */
  deleteDetails?: ComponentType<{ row: Row }> | undefined;
  /** Extra filters shown beside the search box. */
  filters?: ReactNode;
}

/**
 * Whether a scroll container is narrower than its content (a table on a phone): then the list
 * says so and keeps its first column in view, so columns off-screen are not missed.
 */
export function useHorizontalOverflow() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [overflow, setOverflow] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => setOverflow(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return { setScroller: setElement, overflow };
}

/** The first column while the table scrolls sideways: it stays in place, with an edge. */
export const stickyCell: CSSProperties = {
  position: "sticky",
  insetInlineStart: 0,
  zIndex: 1,
  background: "var(--mantine-color-body)",
  borderInlineEnd: "1px solid var(--mantine-color-default-border)",
};

function pageSizeOf(value: string | null): PageSize {
  return PAGE_SIZES.find((size) => String(size) === value) ?? PAGE_SIZES[0];
}

/**
 * The back office's list: paged (index from 0), searchable, sortable by column, with edit
 * and delete actions. Paging, search and sort live in the address (?page, size, q, sort,
 * order), so reloading or going back keeps the view.
 */
export function DataTable<
  Row extends { id: string },
  Sort extends string,
  Error,
  Key extends QueryKey,
  Data extends Page<Row> = Page<Row>,
>({
  label,
  columns,
  listQuery,
  rowName,
  searchable = true,
  editPath,
  onDelete,
  locked,
  deleteDetails,
  filters,
}: DataTableProps<Row, Sort, Error, Key, Data>) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Math.floor(Number(params.get("page"))) || 0);
  const pageSize = pageSizeOf(params.get("size"));
  const search = params.get("q") ?? "";
  const sort = columns.find((column) => column.sort && column.sort === params.get("sort"))?.sort;
  const order = params.get("order") === "desc" ? "desc" : "asc";

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const [searchText, setSearchText] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), 300);
  useEffect(() => {
    if (debouncedSearch !== search) update({ q: debouncedSearch || null, page: null });
    // Only a new debounced text starts a search; `search` follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const query = useQuery({
    ...listQuery({
      page,
      pageSize,
      ...(search ? { search } : {}),
      ...(sort ? { sort, order } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  // A page emptied by deletes (or a stale address) moves to the last page there is.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 0 && data.total > 0) {
      update({ page: String(pageCount - 1) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, page, pageCount]);

  const deletion = useDeleteConfirmation(onDelete, rowName, deleteDetails);
  const { setScroller, overflow } = useHorizontalOverflow();
  const sticky = (index: number) => (overflow && index === 0 ? stickyCell : undefined);

  const toggleSort = (field: Sort) => {
    if (sort === field) update({ order: order === "asc" ? "desc" : "asc", page: null });
    else update({ sort: field, order: "asc", page: null });
  };

  const hasActions = Boolean(editPath || onDelete);
  const first = data && data.total > 0 ? page * pageSize + 1 : 0;
  const last = data ? page * pageSize + data.items.length : 0;
  const total = data?.total ?? 0;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          {searchable && (
            <TextInput
              type="search"
              label={t`Search`}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              leftSection={<IconSearch size={16} />}
              w={260}
            />
          )}
          {filters}
        </Group>
        <NativeSelect
          label={t`Rows per page`}
          value={String(pageSize)}
          data={PAGE_SIZES.map(String)}
          onChange={(event) => update({ size: event.currentTarget.value, page: null })}
          miw={120}
        />
      </Group>

      {query.isError && !data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {overflow && (
            <Group gap={6} wrap="nowrap">
              <IconArrowsHorizontal size={16} aria-hidden />
              <Text size="sm">{t`Scroll the table sideways to see all its columns.`}</Text>
            </Group>
          )}
          <Box
            ref={setScroller}
            style={{ overflowX: "auto" }}
            // A scrolling table can be scrolled from the keyboard too.
            tabIndex={overflow ? 0 : undefined}
            role={overflow ? "region" : undefined}
            aria-label={overflow ? label : undefined}
          >
            <Table
              miw={640}
              striped
              highlightOnHover
              verticalSpacing="xs"
              aria-label={label}
              aria-busy={query.isFetching}
              style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column, index) => (
                    <Table.Th
                      key={column.key}
                      style={sticky(index)}
                      aria-sort={
                        column.sort && sort === column.sort
                          ? order === "asc"
                            ? "ascending"
                            : "descending"
                          : undefined
                      }
                    >
                      {column.sort ? (
                        <UnstyledButton onClick={() => toggleSort(column.sort!)} fw={700} fz="sm">
                          <Group gap={4} wrap="nowrap">
                            {column.header}
                            {sort !== column.sort ? (
                              <IconArrowsSort size={14} aria-hidden />
                            ) : order === "asc" ? (
                              <IconSortAscending size={14} aria-hidden />
                            ) : (
                              <IconSortDescending size={14} aria-hidden />
                            )}
                          </Group>
                        </UnstyledButton>
                      ) : (
                        column.header
                      )}
                    </Table.Th>
                  ))}
                  {hasActions && <Table.Th>{t`Actions`}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.items.map((row) => {
                  const name = rowName(row);
                  return (
                    <Table.Tr key={row.id}>
                      {columns.map((column, index) => (
                        <Table.Td key={column.key} style={sticky(index)}>
                          {column.render(row)}
                        </Table.Td>
                      ))}
                      {hasActions && (
                        <Table.Td>
                          <RowActions
                            name={name}
                            editTo={editPath?.(row)}
                            onDelete={onDelete && (() => deletion.ask(row))}
                            deleteDisabled={locked?.(row) ?? false}
                          />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Box>
          {/* Below the scrolling box, not in a row of the table: centred across a table wider
              than a phone's screen, the message would sit partly off it. */}
          {!data ? (
            <Center py="lg">
              <Loader size="sm" role="progressbar" aria-label={t`Loading…`} />
            </Center>
          ) : (
            data.items.length === 0 && (
              <Text ta="center" c="dimmed" py="lg">
                {search ? t`Nothing matches your search.` : t`There are no records yet.`}
              </Text>
            )
          )}
        </>
      )}

      {query.isError && data && <LoadError error={query.error} onRetry={() => void query.refetch()} />}

      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === 0 ? (
            <Plural value={total} one="# record" other="# records" />
          ) : (
            <Trans>
              {first}–{last} of {total}
            </Trans>
          )}
        </Text>
        <Pagination
          total={pageCount}
          value={Math.min(page, pageCount - 1) + 1}
          onChange={(value) => update({ page: value > 1 ? String(value - 1) : null })}
          size="sm"
          getControlProps={(control) => ({
            "aria-label":
              control === "first"
                ? t`First page`
                : control === "last"
                  ? t`Last page`
                  : control === "next"
                    ? t`Next page`
                    : t`Previous page`,
          })}
          getItemProps={(item) => ({ "aria-label": t`Page ${item}` })}
        />
      </Group>

      {deletion.modal}
    </Stack>
  );
}
