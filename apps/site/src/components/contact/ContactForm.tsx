"use client";

import "@/lib/zod-jitless.ts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { contactFormSchema, CONTACT_MESSAGE_MAX_LENGTH, type ContactFormInput } from "@wro/api/contact-form";
import { translateMessage } from "@wro/i18n/messages";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { api, refusalOf } from "@/lib/trpc.ts";
import { SiteForm, SubmitButton, useSending } from "../auth/FormParts.tsx";
import auth from "../auth/auth.module.css";
import styles from "./contact.module.css";

type Field = "name" | "email" | "phone_number" | "message";
const empty: Required<ContactFormInput> = { name: "", email: "", phone_number: "", message: "", website: "" };
// What a failure that is none of the form's own messages reads as (an internal error's reference).
const contactFailed = msg`Your message could not be sent. Please try again in a moment.`;

/**
 * The contact form (spec §2: name, email, phone_number, message). Checked here with the
 * server's own schema, then by `contactMessage.send`, whose refusals (a filled honeypot, too
 * many messages) are shown above the form. What the visitor typed stays until it is sent.
 */
export function ContactForm() {
  const { i18n, t } = useLingui();
  const id = useId();
  const [values, setValues] = useState(empty);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState("");
  const { busy, send } = useSending();
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const showFieldErrors = (errors: Record<string, string[] | undefined>) => {
    const shown: Partial<Record<Field, string>> = {};
    for (const field of ["name", "email", "phone_number", "message"] as const) {
      const first = errors[field]?.[0];
      if (first) shown[field] = translateMessage(i18n, first, contactFailed);
    }
    setFieldErrors(shown);
    const firstInvalid = (Object.keys(shown) as Field[])[0];
    if (firstInvalid) form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    return Boolean(firstInvalid);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError("");
    const checked = contactFormSchema.safeParse(values);
    if (!checked.success) {
      showFieldErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])),
      );
      return;
    }
    setFieldErrors({});
    await send(async () => {
      try {
        await api.contactMessage.send.mutate(values);
        setValues(empty);
        setSent(true);
      } catch (refusal) {
        const refused = refusalOf(refusal);
        if (!refused || !showFieldErrors(refused.fieldErrors))
          setError(translateMessage(i18n, refused?.message, contactFailed));
      }
    });
  };

  if (sent)
    return (
      <div className={auth.notice} role="status">
        <h3 ref={confirmation} tabIndex={-1} className={styles.sentTitle}>
          <Trans>Thank you, your message was sent.</Trans>
        </h3>
        <p className={styles.sentText}>
          <Trans>We read every message and answer by e-mail, usually within two working days.</Trans>
        </p>
        <button type="button" className={auth.secondary} onClick={() => setSent(false)}>
          <Trans>Send another message</Trans>
        </button>
      </div>
    );

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    "aria-invalid": fieldErrors[name] ? (true as const) : undefined,
    "aria-describedby": fieldErrors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorOf = (name: Field) =>
    fieldErrors[name] ? (
      <p className={auth.fieldError} id={`${id}-${name}-error`}>
        {fieldErrors[name]}
      </p>
    ) : null;

  return (
    <SiteForm formRef={form} onSubmit={submit} busy={busy} error={error}>
      <div className={styles.pair}>
        <div className={auth.field}>
          <label htmlFor={`${id}-name`} className={auth.label}>
            <Trans>Name</Trans>
          </label>
          <input
            {...field("name")}
            type="text"
            autoComplete="name"
            className={auth.input}
            aria-required="true"
            maxLength={120}
          />
          {errorOf("name")}
        </div>
        <div className={auth.field}>
          <label htmlFor={`${id}-email`} className={auth.label}>
            <Trans>E-mail</Trans>
          </label>
          <input
            {...field("email")}
            type="email"
            autoComplete="email"
            dir="ltr"
            className={`${auth.input} ${auth.ltrInput}`}
            aria-required="true"
            maxLength={254}
          />
          {errorOf("email")}
        </div>
      </div>
      {/* In the grid of the fields above, so that it is as wide as each of them. */}
      <div className={styles.pair}>
        <div className={auth.field}>
          <label htmlFor={`${id}-phone_number`} className={auth.label}>
            <Trans>Phone number (optional)</Trans>
          </label>
          <input
            {...field("phone_number")}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            className={`${auth.input} ${auth.ltrInput}`}
            maxLength={32}
          />
          {errorOf("phone_number")}
        </div>
      </div>
      <div className={auth.field}>
        <label htmlFor={`${id}-message`} className={auth.label}>
          <Trans>Your message</Trans>
        </label>
        <textarea
          {...field("message")}
          rows={6}
          className={`${auth.input} ${styles.message}`}
          aria-required="true"
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        />
        {errorOf("message")}
      </div>
      {/* The honeypot: hidden from sight and from the tab order, but labelled, so that a
          screen reader user who meets it knows to leave it alone. Robots fill it in. */}
      <div className={styles.honeypot}>
        <label htmlFor={`${id}-website`}>
          <Trans>Leave this field empty</Trans>
        </label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => setValues((current) => ({ ...current, website: event.target.value }))}
        />
      </div>
      <SubmitButton busy={busy} label={t`Send message`} busyLabel={t`Sending…`} className={styles.submit} />
    </SiteForm>
  );
}
