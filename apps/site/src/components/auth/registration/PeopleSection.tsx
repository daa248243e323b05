"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { translateMessage } from "@wro/i18n/messages";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Section } from "@/components/content/ContentPage.tsx";
import { api, refusalOf } from "@/lib/trpc.ts";
import { SubmitButton, useSending } from "../FormParts.tsx";
import styles from "../auth.module.css";
import { ConfirmButton, Field, FormAlert, focusLater, useProblems } from "./form.tsx";
import { ageOn, calendarDay, dateInputValue, usd } from "./format.ts";
import { keysOf, labelOf, roleLabels, usualFee } from "./labels.ts";
import type { SectionProps } from "./RegistrationManager.tsx";
import type { DelegateRole, Delegation, Person } from "./types.ts";
import own from "./registration.module.css";

/** The order that fixes a person's details: one awaiting payment or paid. */
function lockingOrder(delegation: Delegation, person: Person) {
  return delegation.orders.find(
    (order) => order.id === person.orderId && (order.status === "submitted" || order.status === "paid"),
  );
}

/**
 * The delegation's people, grouped by the fee category each pays (its price beside it), each
 * with their role; a person on an order awaiting payment or paid is locked.
 */
export function PeopleSection(props: SectionProps & { delegation: Delegation }) {
  const { delegation, context, locale } = props;
  const { t } = useLingui();
  const [editing, setEditing] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => addRef.current?.focus());
  };
  const feeName = (key: string) => {
    const fee = context.fees.find((one) => one.key === key);
    return fee ? (locale === "ar" ? fee.nameAr : fee.nameEn) : key;
  };
  // Groups in the order the fees are offered; a category no longer offered comes last.
  const keys = [
    ...context.fees.map((fee) => fee.key),
    ...delegation.delegates.map((person) => person.feeCategoryKey),
  ].filter((key, index, all) => all.indexOf(key) === index);
  const groups = keys
    .map((key) => ({ key, people: delegation.delegates.filter((person) => person.feeCategoryKey === key) }))
    .filter((group) => group.people.length > 0);

  return (
    <Section title={<Trans>People</Trans>} id="people">
      <div className={own.stack}>
        <p className={own.lead}>
          <Trans>
            Everyone who travels with the delegation: students, coaches, supporters, judges and guests. Their
            names, nationality and passport are used for visa letters and badges.
          </Trans>
        </p>
        {groups.map((group) => {
          const fee = context.fees.find((one) => one.key === group.key);
          const count = group.people.length;
          const name = feeName(group.key);
          const price = fee && usd(fee.priceUsdCents, locale);
          return (
            <section key={group.key} aria-labelledby={`fee-${group.key}`} data-testid="fee-group">
              <h3 id={`fee-${group.key}`} className={own.groupTitle}>
                {price ? (
                  <Trans>
                    {name} ({count}) · {price} each
                  </Trans>
                ) : (
                  <Trans>
                    {name} ({count})
                  </Trans>
                )}
              </h3>
              <ul className={own.items}>
                {group.people.map((person) => (
                  <li
                    key={person.id}
                    className={own.item}
                    data-testid="person"
                    data-locked={lockingOrder(delegation, person) ? "true" : undefined}
                  >
                    {editing === person.id ? (
                      <PersonForm {...props} person={person} onDone={close} />
                    ) : (
                      <PersonCard {...props} person={person} onEdit={() => setEditing(person.id)} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {delegation.delegates.length === 0 && (
          <p className={own.lead}>
            <Trans>No one yet.</Trans>
          </p>
        )}
        {editing === "new" ? (
          <div className={own.item}>
            <PersonForm {...props} person={null} onDone={close} />
          </div>
        ) : (
          <div>
            <button
              ref={addRef}
              id="people-add"
              type="button"
              className={styles.secondary}
              onClick={() => setEditing("new")}
            >
              {t`Add a person`}
            </button>
          </div>
        )}
      </div>
    </Section>
  );
}

function PersonCard({
  person,
  delegation,
  context,
  locale,
  reload,
  announce,
  onEdit,
}: SectionProps & { delegation: Delegation; person: Person; onEdit: () => void }) {
  const { i18n, t } = useLingui();
  const [error, setError] = useState("");
  const { busy, send } = useSending();
  const role = labelOf(roleLabels, person.role);
  const teamName = delegation.teams.find((one) => one.id === person.teamId)?.name;
  const country = context.countries.find((one) => one.code === person.nationality);
  const order = lockingOrder(delegation, person);
  const name = person.nameLatin;

  const remove = () =>
    send(async () => {
      setError("");
      try {
        await api.delegation.removeDelegate.mutate({ id: person.id });
      } catch (refusal) {
        setError(translateMessage(i18n, refusalOf(refusal)?.message));
        return;
      }
      announce(t`${name} is removed from the delegation.`);
      await reload();
      focusLater("people-add");
    });

  return (
    <>
      <h4 className={own.itemTitle}>
        {/* Both spellings, the page's language first. */}
        {locale === "ar" ? (
          <>
            <bdi lang="ar">{person.nameArabic}</bdi>
            {" · "}
            <bdi lang="en">{person.nameLatin}</bdi>
          </>
        ) : (
          <>
            <bdi lang="en">{person.nameLatin}</bdi>
            {" · "}
            <bdi lang="ar">{person.nameArabic}</bdi>
          </>
        )}
      </h4>
      <p className={own.meta}>
        {role ? i18n._(role) : person.role}
        {teamName && (
          <>
            {" · "}
            <Trans>Team {teamName}</Trans>
          </>
        )}
      </p>
      {order && (
        <p className={own.badge} data-status="locked" data-testid="person-locked">
          {order.status === "paid" ? (
            <Trans>Locked: paid</Trans>
          ) : (
            <Trans>Locked: on an order awaiting payment</Trans>
          )}
        </p>
      )}
      <dl className={own.facts}>
        <dt>
          <Trans>Nationality</Trans>
        </dt>
        <dd>{country?.name ?? person.nationality}</dd>
        <dt>
          <Trans>Passport</Trans>
        </dt>
        <dd>{person.passportNumber ? <bdi className={own.code}>{person.passportNumber}</bdi> : "—"}</dd>
        <dt>
          <Trans>Date of birth</Trans>
        </dt>
        <dd>{person.dateOfBirth ? calendarDay(person.dateOfBirth, locale) : "—"}</dd>
        {person.email && (
          <>
            <dt>
              <Trans>Account e-mail</Trans>
            </dt>
            <dd>
              <bdi dir="ltr">{person.email}</bdi>
            </dd>
          </>
        )}
        {person.guardianName && (
          <>
            <dt>
              <Trans>Guardian</Trans>
            </dt>
            <dd>
              {person.guardianName}
              {person.guardianPhone && (
                <>
                  {" · "}
                  <bdi dir="ltr">{person.guardianPhone}</bdi>
                </>
              )}
              {person.guardianConsentAt && (
                <>
                  {" · "}
                  <Trans>consent recorded</Trans>
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      <FormAlert message={error} />
      {!order && (
        <div className={own.actions}>
          <button type="button" className={styles.secondary} onClick={onEdit} aria-label={t`Edit ${name}`}>
            <Trans>Edit</Trans>
          </button>
          <ConfirmButton
            label={t`Remove`}
            question={<Trans>Remove {name} from the delegation?</Trans>}
            confirmLabel={t`Remove`}
            keepLabel={t`Keep`}
            busy={busy}
            onConfirm={remove}
          />
        </div>
      )}
    </>
  );
}

const personFields = [
  "role",
  "feeCategoryKey",
  "nameLatin",
  "nameArabic",
  "nationality",
  "passportNumber",
  "dateOfBirth",
  "teamId",
  "email",
  "guardianName",
  "guardianPhone",
  "guardianConsent",
] as const;
type PersonField = (typeof personFields)[number];
type PersonValues = Record<Exclude<PersonField, "guardianConsent">, string> & { guardianConsent: boolean };

function PersonForm({
  person,
  delegation,
  context,
  locale,
  reload,
  announce,
  onDone,
}: SectionProps & { delegation: Delegation; person: Person | null; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [values, setValues] = useState<PersonValues>({
    role: person?.role ?? "",
    feeCategoryKey: person?.feeCategoryKey ?? "",
    nameLatin: person?.nameLatin ?? "",
    nameArabic: person?.nameArabic ?? "",
    nationality: person?.nationality ?? delegation.country,
    passportNumber: person?.passportNumber ?? "",
    dateOfBirth: dateInputValue(person?.dateOfBirth ?? null),
    teamId: person?.teamId ?? "",
    email: person?.email ?? "",
    guardianName: person?.guardianName ?? "",
    guardianPhone: person?.guardianPhone ?? "",
    guardianConsent: Boolean(person?.guardianConsentAt),
  });
  // The fee follows the role until the organizer chooses one themselves.
  const [feeChosen, setFeeChosen] = useState(Boolean(person));
  const { busy, send } = useSending();
  const { problems, formRef, clear, show, say } = useProblems(personFields);
  const [missing, setMissing] = useState<Partial<Record<PersonField, string>>>({});
  const firstRef = useRef<HTMLSelectElement>(null);
  const errors = { ...problems.fields, ...missing };
  const editedName = person ? person.nameLatin : null;

  useEffect(() => firstRef.current?.focus(), []);

  const age = ageOn(values.dateOfBirth, context.firstDay);
  // Guardian fields for a participant under 18 on the first day of the final, and whenever the
  // server asked for them (it counts the age itself).
  const minor =
    (age !== null && age < context.adultAge) ||
    Boolean(problems.fields.guardianName || problems.fields.guardianPhone || problems.fields.guardianConsent);
  const firstDay = calendarDay(new Date(`${context.firstDay}T00:00:00Z`), locale);
  const adultAge = context.adultAge;
  const phoneExample = "+973 3312 3456";

  const change = <Key extends keyof PersonValues>(field: Key, value: PersonValues[Key]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === "role" && !feeChosen) {
        const usual = usualFee[value as DelegateRole];
        if (usual && context.fees.some((fee) => fee.key === usual)) next.feeCategoryKey = usual;
      }
      return next;
    });
    if (field === "feeCategoryKey") setFeeChosen(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return send(async () => {
      clear();
      // The two choices the server's schema would refuse in words of its own.
      const unchosen: Partial<Record<PersonField, string>> = {};
      if (!values.role) unchosen.role = t`Choose a role.`;
      if (!values.feeCategoryKey) unchosen.feeCategoryKey = t`Choose a fee category.`;
      setMissing(unchosen);
      if (Object.keys(unchosen).length) {
        say("");
        return;
      }
      try {
        await api.delegation.saveDelegate.mutate({
          ...(person ? { id: person.id } : {}),
          role: values.role as DelegateRole,
          feeCategoryKey: values.feeCategoryKey,
          nameLatin: values.nameLatin,
          nameArabic: values.nameArabic,
          nationality: values.nationality,
          passportNumber: values.passportNumber,
          dateOfBirth: values.dateOfBirth,
          teamId: values.teamId || null,
          email: values.email,
          // An adult's guardian is not kept (what was typed stays in the form, not on the record).
          guardianName: minor ? values.guardianName : null,
          guardianPhone: minor ? values.guardianPhone : null,
          guardianConsent: minor && values.guardianConsent,
        });
      } catch (error) {
        show(error);
        return;
      }
      const name = values.nameLatin.trim();
      announce(person ? t`${name} is saved.` : t`${name} is added to the delegation.`);
      await reload();
      onDone();
    });
  };

  const text = (
    field: "nameLatin" | "nameArabic" | "passportNumber" | "email" | "guardianName" | "guardianPhone",
  ) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    className: styles.input,
  });

  return (
    <form
      ref={formRef}
      method="post"
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={busy}
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className={own.itemTitle}>
        {editedName !== null ? <Trans>Edit {editedName}</Trans> : <Trans>New person</Trans>}
      </h4>
      <FormAlert message={problems.form} />
      <div className={own.grid}>
        <Field id={`${id}-role`} label={<Trans>Role in the delegation</Trans>} error={errors.role}>
          {(control) => (
            <select
              {...control}
              ref={firstRef}
              name="role"
              aria-required="true"
              className={styles.input}
              value={values.role}
              onChange={(event) => change("role", event.target.value)}
            >
              <option value="">{t`Choose a role`}</option>
              {keysOf(roleLabels).map((key) => (
                <option key={key} value={key}>
                  {i18n._(roleLabels[key])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-fee`}
          label={<Trans>Fee category</Trans>}
          error={errors.feeCategoryKey}
          hint={<Trans>The fee depends on the role; it is per person.</Trans>}
        >
          {(control) => (
            <select
              {...control}
              name="feeCategoryKey"
              aria-required="true"
              className={styles.input}
              value={values.feeCategoryKey}
              onChange={(event) => change("feeCategoryKey", event.target.value)}
            >
              <option value="">{t`Choose a fee category`}</option>
              {context.fees.map((fee) => (
                <option key={fee.key} value={fee.key}>
                  {locale === "ar" ? fee.nameAr : fee.nameEn} — {usd(fee.priceUsdCents, locale)}
                </option>
              ))}
              {values.feeCategoryKey && !context.fees.some((fee) => fee.key === values.feeCategoryKey) && (
                <option value={values.feeCategoryKey}>{values.feeCategoryKey}</option>
              )}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-latin`}
          label={<Trans>Name in Latin letters</Trans>}
          hint={<Trans>As written in the passport.</Trans>}
          error={errors.nameLatin}
        >
          {(control) => (
            <input
              {...control}
              {...text("nameLatin")}
              type="text"
              dir="ltr"
              lang="en"
              autoComplete="off"
              maxLength={120}
              aria-required="true"
              className={`${styles.input} ${styles.ltrInput}`}
            />
          )}
        </Field>
        <Field id={`${id}-arabic`} label={<Trans>Name in Arabic letters</Trans>} error={errors.nameArabic}>
          {(control) => (
            <input
              {...control}
              {...text("nameArabic")}
              type="text"
              dir="rtl"
              lang="ar"
              autoComplete="off"
              maxLength={120}
              aria-required="true"
            />
          )}
        </Field>
        <Field id={`${id}-nationality`} label={<Trans>Nationality</Trans>} error={errors.nationality}>
          {(control) => (
            <select
              {...control}
              name="nationality"
              aria-required="true"
              className={styles.input}
              value={values.nationality}
              onChange={(event) => change("nationality", event.target.value)}
            >
              <option value="">{t`Choose a country`}</option>
              {context.countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-passport`}
          label={<Trans>Passport number</Trans>}
          hint={<Trans>5 to 20 letters and digits. Needed for the visa letter.</Trans>}
          error={errors.passportNumber}
        >
          {(control) => (
            <input
              {...control}
              {...text("passportNumber")}
              type="text"
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              className={`${styles.input} ${styles.ltrInput}`}
            />
          )}
        </Field>
        <Field
          id={`${id}-birth`}
          label={<Trans>Date of birth</Trans>}
          hint={
            <Trans>
              Needed for team members. Anyone under {adultAge} on {firstDay}, the first day of the final,
              needs a guardian's consent.
            </Trans>
          }
          error={errors.dateOfBirth}
        >
          {(control) => (
            <input
              {...control}
              name="dateOfBirth"
              type="date"
              max={new Date().toISOString().slice(0, 10)}
              className={styles.input}
              value={values.dateOfBirth}
              onChange={(event) => change("dateOfBirth", event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-team`} label={<Trans>Team</Trans>} error={errors.teamId}>
          {(control) => (
            <select
              {...control}
              name="teamId"
              className={styles.input}
              value={values.teamId}
              onChange={(event) => change("teamId", event.target.value)}
            >
              <option value="">{t`No team`}</option>
              {delegation.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-email`}
          label={<Trans>Their account's e-mail (optional)</Trans>}
          hint={
            <Trans>
              A coach or student who signs in to this site with this e-mail sees their team and its status.
            </Trans>
          }
          error={errors.email}
        >
          {(control) => (
            <input
              {...control}
              {...text("email")}
              type="email"
              inputMode="email"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={254}
              className={`${styles.input} ${styles.ltrInput}`}
            />
          )}
        </Field>
        {minor && (
          <fieldset className={`${own.fieldset} ${own.wide}`} data-testid="guardian">
            <legend>
              <Trans>Parent or guardian</Trans>
            </legend>
            <p className={styles.hint}>
              <Trans>
                This participant is under {adultAge} on {firstDay}: give a parent's or guardian's name and
                phone, and confirm their consent.
              </Trans>
            </p>
            <Field id={`${id}-guardian`} label={<Trans>Guardian's name</Trans>} error={errors.guardianName}>
              {(control) => (
                <input
                  {...control}
                  {...text("guardianName")}
                  type="text"
                  autoComplete="off"
                  maxLength={120}
                  aria-required="true"
                />
              )}
            </Field>
            <Field
              id={`${id}-guardian-phone`}
              label={<Trans>Guardian's phone</Trans>}
              hint={
                <Trans>
                  With the country code, for example <bdi dir="ltr">{phoneExample}</bdi>.
                </Trans>
              }
              error={errors.guardianPhone}
            >
              {(control) => (
                <input
                  {...control}
                  {...text("guardianPhone")}
                  type="tel"
                  inputMode="tel"
                  dir="ltr"
                  autoComplete="off"
                  maxLength={32}
                  aria-required="true"
                  className={`${styles.input} ${styles.ltrInput}`}
                />
              )}
            </Field>
            <label className={own.check}>
              <input
                type="checkbox"
                name="guardianConsent"
                checked={values.guardianConsent}
                onChange={(event) => change("guardianConsent", event.target.checked)}
                aria-invalid={errors.guardianConsent ? true : undefined}
              />
              <span>
                <Trans>The parent or guardian has given consent for this participant to take part.</Trans>
              </span>
            </label>
          </fieldset>
        )}
      </div>
      <div className={`${own.actions} ${own.formActions}`}>
        <SubmitButton
          busy={busy}
          label={person ? t`Save` : t`Add the person`}
          busyLabel={t`Saving…`}
          className=""
        />
        <button type="button" className={styles.secondary} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
