import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { HTMLInputTypeAttribute } from "react";
import styles from "./auth.module.css";

export type FieldName = "name" | "email" | "national_id" | "phone_number" | "password" | "c_password";

export interface FieldSpec {
  name: FieldName;
  label: MessageDescriptor;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  hint?: MessageDescriptor;
  placeholder?: string;
  inputMode?: "numeric" | "tel" | "email";
  /** Read left to right in Arabic too. */
  ltr?: boolean;
  /** Spans both columns on wide screens. */
  full?: boolean;
}

export const fields: FieldSpec[] = [
  { name: "name", label: msg`Full name`, type: "text", autoComplete: "name", full: true },
  {
    name: "email",
    label: msg`E-mail`,
    type: "email",
    autoComplete: "email",
    inputMode: "email",
    ltr: true,
    full: true,
  },
  {
    name: "national_id",
    label: msg`National ID`,
    type: "text",
    autoComplete: "off",
    inputMode: "numeric",
    ltr: true,
    hint: msg`National ID or Iqama number.`,
  },
  {
    name: "phone_number",
    label: msg`Phone number`,
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    placeholder: "+966 50 123 4567",
    ltr: true,
    hint: msg`Saudi Arabia (+966) unless you start with + and another country code.`,
  },
  {
    name: "password",
    label: msg`Password`,
    type: "password",
    autoComplete: "new-password",
    hint: msg`At least 12 characters, and not a common password. A few unrelated words work well.`,
  },
  { name: "c_password", label: msg`Confirm password`, type: "password", autoComplete: "new-password" },
];

export const emptyValues: Record<FieldName, string> = {
  name: "",
  email: "",
  national_id: "",
  phone_number: "",
  password: "",
  c_password: "",
};

export interface Problems {
  form: string | null;
  fields: Partial<Record<FieldName, string>>;
  /** Required fields left empty: marked invalid under the form's single message (spec §5). */
  missing: FieldName[];
}

export const noProblems: Problems = { form: null, fields: {}, missing: [] };

/** The sign-up form's fields (spec §3), each with its hint and its own message when refused. */
export function SignUpFields({
  idPrefix,
  values,
  problems,
  onChange,
}: {
  idPrefix: string;
  values: Record<FieldName, string>;
  problems: Problems;
  onChange: (name: FieldName, value: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className={styles.formGrid}>
      {fields.map((field, index) => {
        const id = `${idPrefix}-${field.name}`;
        const error = problems.fields[field.name];
        const invalid = Boolean(error) || problems.missing.includes(field.name);
        const describedBy = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
        return (
          <div key={field.name} className={`${styles.field} ${field.full ? styles.full : ""}`}>
            <label htmlFor={id} className={styles.label}>
              {i18n._(field.label)}
            </label>
            <input
              id={id}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              placeholder={field.placeholder}
              dir={field.ltr ? "ltr" : undefined}
              className={`${styles.input} ${field.ltr ? styles.ltrInput : ""}`}
              value={values[field.name]}
              onChange={(event) => onChange(field.name, event.currentTarget.value)}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy.length ? describedBy.join(" ") : undefined}
              data-autofocus={index === 0 || undefined}
            />
            {field.hint && (
              <p id={`${id}-hint`} className={styles.hint}>
                {i18n._(field.hint)}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className={styles.fieldError}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
