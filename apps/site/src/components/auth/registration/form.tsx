"use client";

import { useLingui } from "@lingui/react/macro";
import { translateMessage } from "@wro/i18n/messages";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { refusalOf } from "@/lib/trpc.ts";
import styles from "../auth.module.css";
import own from "./registration.module.css";

/** What the server refused in a form: a message above it, and messages by field. */
export interface FormProblems<Field extends string> {
  form: string;
  fields: Partial<Record<Field, string>>;
}

/**
 * A form's refusals in the page's language: each field's message (a code from the API) next to
 * its field when the form has it, anything else above the form. After a refusal the first
 * field in error takes the focus (or the alert, when no field is named).
 */
export function useProblems<Field extends string>(fields: readonly Field[]) {
  const { i18n } = useLingui();
  const [problems, setProblems] = useState<FormProblems<Field>>({ form: "", fields: {} });
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (!refusals) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector("[role=alert]");
    target?.focus();
  }, [refusals]);

  return {
    problems,
    formRef,
    clear: () => setProblems({ form: "", fields: {} }),
    /** A message of the page's own (already translated) above the form. */
    say: (form: string) => {
      setProblems({ form, fields: {} });
      setRefusals((count) => count + 1);
    },
    /** Shows what the server answered to a failed call. */
    show: (error: unknown) => {
      const refused = refusalOf(error);
      const named: Partial<Record<Field, string>> = {};
      let other: string | undefined;
      for (const [field, messages] of Object.entries(refused?.fieldErrors ?? {})) {
        const message = messages?.[0];
        if (!message) continue;
        if ((fields as readonly string[]).includes(field))
          named[field as Field] = translateMessage(i18n, message);
        else other ??= message;
      }
      const form =
        Object.keys(named).length && !other ? "" : translateMessage(i18n, other ?? refused?.message);
      setProblems({ form, fields: named });
      setRefusals((count) => count + 1);
    },
  };
}

/**
 * Moves the focus to the element with `id` once React has drawn the change that made it the
 * right place (an item removed, an order submitted): the focus never falls back to the page.
 */
export function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** The alert above a form: empty (and hidden) until something is refused. */
export function FormAlert({ message, id }: { message: string; id?: string }) {
  return (
    <div className={styles.alert} role="alert" id={id} tabIndex={-1}>
      {message}
    </div>
  );
}

/**
 * A labelled control with its hint and its error, wired for assistive technology: the control
 * gets the id, `aria-invalid` and `aria-describedby` from `children`.
 */
export function Field({
  id,
  label,
  hint,
  error,
  wide,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Spans both columns of the form's grid on wide screens. */
  wide?: boolean;
  children: (control: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={`${styles.field} ${wide ? own.wide : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A button that asks before it acts: the question and two buttons replace it until answered. */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  keepLabel,
  busy,
  onConfirm,
  testId,
}: {
  label: string;
  question: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => Promise<void>;
  testId?: string;
}) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      openerRef.current?.focus();
    }
  }, [asking]);

  if (!asking)
    return (
      <button
        ref={openerRef}
        type="button"
        className={own.danger}
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        {label}
      </button>
    );
  return (
    <div className={own.confirm} role="group" aria-label={label}>
      <p>{question}</p>
      <div className={own.actions}>
        <button
          ref={confirmRef}
          type="button"
          className={own.dangerSubmit}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            void onConfirm().finally(() => setAsking(false));
          }}
        >
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {confirmLabel}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
        >
          {keepLabel}
        </button>
      </div>
    </div>
  );
}
