import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Fieldset, Paper, Stack, type MantineSize } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useMutation, useQueryClient, type QueryFilters } from "@tanstack/react-query";
import type { DecorateMutationProcedure, ResolverDef } from "@trpc/tanstack-react-query";
import type { FormEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { successMessages } from "../api/notify";
import type { Column } from "./DataTable";
import { FlagSwitch } from "./FlagSwitch";
import {
  ConflictAlert,
  FormActions,
  FormErrorAlert,
  schemaValidator,
  useSubmit,
  useTranslatedForm,
} from "./forms";

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
 * A change to a collection (`trpc.faq.create`) as an async function that settles once
 * everything cached of the procedure's router (`trpc.faq`: its lists and records) is
 * reloaded, so a table or list shown next already holds the change.
 */
export function useCollectionMutation<Def extends ResolverDef>(procedure: DecorateMutationProcedure<Def>) {
  const queryClient = useQueryClient();
  // tRPC keys a mutation by its path (["faq", "create"]) and a router's queries by the router's
  // path as a prefix ([["faq"], …]): dropping the procedure's name gives the collection.
  const [path] = procedure.mutationKey();
  const collection: QueryFilters = { queryKey: [path.slice(0, -1)] };
  return useMutation({
    ...procedure.mutationOptions(),
    onSuccess: () => queryClient.invalidateQueries(collection),
  }).mutateAsync;
}

/** A list column with a switch that saves one boolean of the row at once (spec §4). */
export function switchColumn<Row, Sort extends string, Saved = unknown>({
  key,
  header,
  sort,
  checked,
  label,
  save,
  notice,
  locked,
}: {
  key: string;
  header: string;
  sort?: Sort;
  checked: (row: Row) => boolean;
  /** Names the switch of a row for screen readers. */
  label: (row: Row) => string;
  save: (row: Row, value: boolean) => Promise<Saved>;
  /** What else a save changed, to tell the admin (null when nothing). */
  notice?: (saved: Saved) => string | null;
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
        notice={notice}
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

/**
 * The form of a collection's record, new (without `record`) or edited: checked with the
 * API's create or update schema, saved against the version the admin opened, then the
 * collection reloaded and the list shown with "Saved successfully" or "Updated successfully".
 */
export function useRecordForm<Values extends Record<string, unknown>, Input, Saved = unknown>({
  record,
  onReload,
  listPath,
  initialValues,
  toInput,
  createSchema,
  updateSchema,
  create,
  update,
  notice,
}: {
  record: { id: string; updatedAt: Date } | undefined;
  /** Loads the record afresh (offered when a save meets a newer version). */
  onReload: (() => void) | undefined;
  listPath: string;
  initialValues: Values;
  toInput: (values: Values) => Input;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** Creates the record and reloads the collection (`useCollectionMutation`). */
  create: (input: Input) => Promise<Saved>;
  /** Updates the record from the version the admin opened, then reloads the collection. */
  update: (input: Input & RecordVersion) => Promise<Saved>;
  /** What else a save changed, to tell the admin (null when nothing). */
  notice?: (saved: Saved) => string | null;
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
    notice,
    onSaved: () => void navigate(listPath),
  });
  /** The `RecordFormFrame` props of this form. */
  const frame = { form, ...submission, onReload, cancelTo: listPath };
  return { form, saving: submission.saving, frame };
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
  readOnly = false,
  children,
}: {
  form: UseFormReturnType<Values>;
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  conflict: boolean;
  onReload?: (() => void) | undefined;
  cancelTo: string;
  maw?: number | MantineSize;
  /** Shown but not editable (the admin may not change it): every field disabled, no Save. */
  readOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" maw={maw}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrorAlert form={form} />
          {conflict && onReload && <ConflictAlert onReload={onReload} />}
          {readOnly ? (
            <Fieldset variant="unstyled" disabled>
              <Stack>{children}</Stack>
            </Fieldset>
          ) : (
            <>
              {children}
              <FormActions saving={saving} cancelTo={cancelTo} />
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
