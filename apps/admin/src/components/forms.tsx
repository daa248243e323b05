import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Group } from "@mantine/core";
import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from "@mantine/form";
import { IconAlertTriangle, IconDeviceFloppy, IconRefresh } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import type { MessageDescriptor } from "@lingui/core";
import type { z } from "zod";
import { errorMessage, fieldErrorsOf, translateServerMessage } from "../api/messages";
import { notifyError, notifyNotice, notifySuccess } from "../api/notify";
import { errorCode } from "../api/trpc";
import { LoadError } from "./LoadError";
import { LoadingBlock } from "./LoadingBlock";

/** The key of a message about the whole form (spec §5's "Please fill form carefully!"). */
const FORM_ERROR = "_form";

/**
 * Checks form values with the API's own zod schema (`@wro/api/forms`), after `toInput` turns
 * them into what the procedure takes. Messages stay in English (they are catalog ids) and
 * are translated where shown, so a language switch translates them too.
 */
export function schemaValidator<Values>(schema: z.ZodType, toInput: (values: Values) => unknown) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length ? issue.path.join(".") : FORM_ERROR;
      errors[key] ??= issue.message;
    }
    return errors;
  };
}

/** Mantine's useForm whose field errors show in the UI language. */
export function useTranslatedForm<Values extends Record<string, unknown>>(input: UseFormInput<Values>) {
  return useForm<Values>({
    ...input,
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === "string" ? { error: translateServerMessage(inputProps.error) } : undefined,
  });
}

/** The first message of failed validation: the whole-form one if there is one. */
function firstError(errors: FormErrors): string | null {
  const message = errors[FORM_ERROR] ?? Object.values(errors).find(Boolean);
  return typeof message === "string" ? translateServerMessage(message) : null;
}

/**
 * Submitting a form: validation failures and refused saves are shown (a notification and
 * the messages beside the fields), the input stays as typed; a save in progress ignores
 * further submits (spec §4 "saving flag"); a success says so and moves on.
 */
export function useSubmit<Values extends Record<string, unknown>, Saved = unknown>(
  form: UseFormReturnType<Values>,
  {
    save,
    success,
    notice,
    onSaved,
    onFailed,
  }: {
    save: (values: Values) => Promise<Saved>;
    success: MessageDescriptor;
    /** What else the save changed, to tell the admin after the success (null when nothing). */
    notice?: ((saved: Saved) => string | null) | undefined;
    onSaved: () => void;
    /** A refused save, after its messages are shown (a dialog keeps it in view). */
    onFailed?: ((error: unknown) => void) | undefined;
  },
) {
  const [saving, setSaving] = useState(false);
  const savingNow = useRef(false);
  const [conflict, setConflict] = useState(false);

  const saveValues = async (values: Values) => {
    if (savingNow.current) return;
    savingNow.current = true;
    setSaving(true);
    setConflict(false);
    try {
      const saved = await save(values);
      notifySuccess(success);
      const text = notice?.(saved);
      if (text) notifyNotice(text);
      onSaved();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      form.setErrors(fields);
      // A stale version (not a taken e-mail or slug, which name their field) needs a reload.
      if (errorCode(error) === "CONFLICT" && Object.keys(fields).length === 0) setConflict(true);
      notifyError(errorMessage(error));
      onFailed?.(error);
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };
  const showValidationFailure = (errors: FormErrors) => {
    const message = firstError(errors);
    if (message) notifyError(message);
  };
  const submit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void saveValues(values), showValidationFailure)(event);
  return { submit, saving, conflict };
}

/** Spec §5's message about the whole form, above the fields. */
export function FormErrorAlert({ form }: { form: UseFormReturnType<Record<string, unknown>> }) {
  const message = form.errors[FORM_ERROR];
  if (typeof message !== "string") return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
      {translateServerMessage(message)}
    </Alert>
  );
}

/** Someone else saved the record meanwhile: say so; the admin's input stays until they reload. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
      <Group justify="space-between" gap="sm">
        <span>
          {translateServerMessage(
            "This record was changed by someone else since you opened it. Reload to see the latest version.",
          )}
        </span>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onReload}>
          {t`Reload (discards your changes)`}
        </Button>
      </Group>
    </Alert>
  );
}

/** Save (with a spinner that blocks repeated submits) and Cancel back to the list. */
export function FormActions({ saving, cancelTo }: { saving: boolean; cancelTo: string }) {
  const { t } = useLingui();
  return (
    <Group justify="flex-end" mt="md">
      <Button component={Link} to={cancelTo} variant="default" disabled={saving}>
        {t`Cancel`}
      </Button>
      <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
        {t`Save`}
      </Button>
    </Group>
  );
}

/**
 * An edit screen's record: fetched afresh when the screen opens and then held still, so
 * the version a save sends (`expectedUpdatedAt`) is the one the admin saw. An id that names
 * no record goes back to the list with a message.
 */
export function EditLoader<Item extends { updatedAt: Date }>({
  query,
  listPath,
  children,
}: {
  query: UseQueryResult<Item, unknown>;
  listPath: string;
  children: (record: Item, reload: () => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const [record, setRecord] = useState<Item | null>(null);
  const code = errorCode(query.error);
  const missing = code === "NOT_FOUND" || code === "BAD_REQUEST";

  // Taken once, while rendering (React's pattern for state derived from a changing value).
  if (!record && query.isFetchedAfterMount && query.data) setRecord(query.data);

  useEffect(() => {
    if (!missing) return;
    notifyError(errorMessage(query.error));
    void navigate(listPath, { replace: true });
  }, [missing, query.error, listPath, navigate]);

  const reload = () => {
    void query.refetch().then((result) => {
      if (result.data) setRecord(result.data);
    });
  };

  if (record) return <div key={record.updatedAt.getTime()}>{children(record, reload)}</div>;
  if (query.isError && !missing)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <LoadingBlock />;
}
