import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Button, Paper, Stack, type MantineSize } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import {
  useMutation,
  useQueryClient,
  type QueryFilters,
  type UseMutationOptions,
  type UseQueryResult,
} from "@tanstack/react-query";
import type { ComponentType, FormEvent, ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { successMessages } from "../api/notify";
import type { Column } from "./DataTable";
import { FlagSwitch } from "./FlagSwitch";
import {
  ConflictAlert,
  EditLoader,
  FormActions,
  FormErrorAlert,
  schemaValidator,
  useSubmit,
  useTranslatedForm,
} from "./forms";
import { PageHeader } from "./PageHeader";

/** What an edit sends besides the fields: the record and the version the admin opened. */
export interface RecordVersion {
  id: string;
  expectedUpdatedAt: Date;
}

/** Reloads everything cached of one collection (its lists and records) after a change. */
export function useReload(filter: QueryFilters) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(filter);
}

/**
 * A change to a collection (`trpc.x.create.mutationOptions()` …) as an async function that
 * settles once the collection's cached lists and records (`filter`, its `pathFilter()`) are
 * reloaded, so a table or list shown next already holds the change.
 */
export function useCollectionMutation<Data, Error, Variables, Context>(
  options: UseMutationOptions<Data, Error, Variables, Context>,
  filter: QueryFilters,
) {
  const queryClient = useQueryClient();
  return useMutation({ ...options, onSuccess: () => queryClient.invalidateQueries(filter) }).mutateAsync;
}

/** A list column with a switch that saves one boolean of the row at once (spec §4). */
export function switchColumn<Row, Sort extends string>({
  key,
  header,
  sort,
  checked,
  label,
  save,
  locked,
}: {
  key: string;
  header: string;
  sort?: Sort;
  checked: (row: Row) => boolean;
  /** Names the switch of a row for screen readers. */
  label: (row: Row) => string;
  save: (row: Row, value: boolean) => Promise<unknown>;
  /** Rows whose switch is shown but cannot be flipped. */
  locked?: (row: Row) => boolean;
}): Column<Row, Sort> {
  return {
    key,
    header,
    ...(sort ? { sort } : {}),
    render: (row) => (
      <FlagSwitch
        checked={checked(row)}
        label={label(row)}
        save={(value) => save(row, value)}
        disabled={locked?.(row) ?? false}
      />
    ),
  };
}

/** The status column of a list: the switch that activates a record or hides it from the site. */
export function statusColumn<Row extends { id: string; status: boolean }>({
  nameOf,
  setStatus,
  locked,
}: {
  nameOf: (row: Row) => string;
  /** Saves the status and reloads the collection (`useCollectionMutation`). */
  setStatus: (input: { id: string; value: boolean }) => Promise<unknown>;
  /** Rows whose status cannot be changed here (the signed-in admin's own account). */
  locked?: (row: Row) => boolean;
}): Column<Row, "status"> {
  return switchColumn<Row, "status">({
    key: "status",
    header: i18n._(msg`Status`),
    sort: "status",
    checked: (row) => row.status,
    label: (row) => {
      const name = nameOf(row);
      return i18n._(msg`Status of ${name}`);
    },
    save: (row, value) => setStatus({ id: row.id, value }),
    locked,
  });
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

/**
 * The form of a collection's record, new (without `record`) or edited: checked with the
 * API's create or update schema, saved against the version the admin opened, then the
 * collection reloaded and the list shown with "Saved successfully" or "Updated successfully".
 */
export function useRecordForm<Values extends Record<string, unknown>, Input>({
  record,
  listPath,
  initialValues,
  toInput,
  createSchema,
  updateSchema,
  create,
  update,
}: {
  record: { id: string; updatedAt: Date } | undefined;
  listPath: string;
  initialValues: Values;
  toInput: (values: Values) => Input;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** Creates the record and reloads the collection (`useCollectionMutation`). */
  create: (input: Input) => Promise<unknown>;
  /** Updates the record from the version the admin opened, then reloads the collection. */
  update: (input: Input & RecordVersion) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  // Held from when the form was opened: a save against a newer version is refused (CONFLICT).
  const version = record && { id: record.id, expectedUpdatedAt: record.updatedAt };
  const form = useTranslatedForm<Values>({
    initialValues,
    validate: version
      ? schemaValidator(updateSchema, (values: Values) => ({ ...toInput(values), ...version }))
      : schemaValidator(createSchema, toInput),
  });
  const submission = useSubmit(form, {
    save: (values) => (version ? update({ ...toInput(values), ...version }) : create(toInput(values))),
    success: version ? successMessages.updated : successMessages.saved,
    onSaved: () => void navigate(listPath),
  });
  return { form, ...submission };
}

/** The frame of a record form: whole-form messages above the fields, Save and Cancel below. */
export function RecordFormFrame<Values extends Record<string, unknown>>({
  form,
  submit,
  saving,
  conflict,
  onReload,
  cancelTo,
  maw = 720,
  children,
}: {
  form: UseFormReturnType<Values>;
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  conflict: boolean;
  onReload?: (() => void) | undefined;
  cancelTo: string;
  maw?: number | MantineSize;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" maw={maw}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrorAlert form={form as unknown as UseFormReturnType<Record<string, unknown>>} />
          {conflict && onReload && <ConflictAlert onReload={onReload} />}
          {children}
          <FormActions saving={saving} cancelTo={cancelTo} />
        </Stack>
      </form>
    </Paper>
  );
}
