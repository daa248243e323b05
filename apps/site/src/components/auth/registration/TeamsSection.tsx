"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Section } from "@/components/content/ContentPage.tsx";
import { translateMessage } from "@wro/i18n/messages";
import { api, refusalOf } from "@/lib/trpc.ts";
import { SubmitButton, useSending } from "../FormParts.tsx";
import styles from "../auth.module.css";
import { ConfirmButton, Field, FormAlert, focusLater, useProblems } from "./form.tsx";
import { ageGroupLabels, keysOf, labelOf, wroCategoryLabels } from "./labels.ts";
import type { SectionProps } from "./RegistrationManager.tsx";
import type { AgeGroup, Delegation, Team, WroCategory } from "./types.ts";
import own from "./registration.module.css";

/** The delegation's teams: each in a WRO category and age group, with its coach. */
export function TeamsSection(props: SectionProps & { delegation: Delegation }) {
  const { delegation } = props;
  const { t } = useLingui();
  // The team being edited, "new" for the form that adds one, null when no form is open.
  const [editing, setEditing] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(null);
    // Back where the organizer was: the button that adds another.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return (
    <Section title={<Trans>Teams</Trans>} id="teams">
      <div className={own.stack}>
        {delegation.teams.length === 0 && (
          <p className={own.lead}>
            <Trans>No teams yet. Each team competes in one WRO category and age group.</Trans>
          </p>
        )}
        {delegation.teams.length > 0 && (
          <ul className={own.items}>
            {delegation.teams.map((team) => (
              <li key={team.id} className={own.item} data-testid="team">
                {editing === team.id ? (
                  <TeamForm {...props} team={team} onDone={close} />
                ) : (
                  <TeamCard {...props} team={team} onEdit={() => setEditing(team.id)} />
                )}
              </li>
            ))}
          </ul>
        )}
        {editing === "new" ? (
          <div className={own.item}>
            <TeamForm {...props} team={null} onDone={close} />
          </div>
        ) : (
          <div>
            <button
              ref={addRef}
              id="teams-add"
              type="button"
              className={styles.secondary}
              onClick={() => setEditing("new")}
            >
              {t`Add a team`}
            </button>
          </div>
        )}
      </div>
    </Section>
  );
}

function TeamCard({
  team,
  delegation,
  reload,
  announce,
  onEdit,
}: SectionProps & { delegation: Delegation; team: Team; onEdit: () => void }) {
  const { i18n, t } = useLingui();
  const [error, setError] = useState("");
  const { busy, send } = useSending();
  const category = labelOf(wroCategoryLabels, team.category);
  const ageGroup = labelOf(ageGroupLabels, team.ageGroup);
  const coach = delegation.delegates.find((person) => person.id === team.coachId);
  const members = delegation.delegates.filter((person) => person.teamId === team.id);
  const name = team.name;

  const remove = () =>
    send(async () => {
      setError("");
      try {
        await api.delegation.removeTeam.mutate({ id: team.id });
      } catch (refusal) {
        setError(translateMessage(i18n, refusalOf(refusal)?.message));
        return;
      }
      announce(t`The team ${name} is removed.`);
      await reload();
      focusLater("teams-add");
    });

  return (
    <>
      <h3 className={own.itemTitle}>{team.name}</h3>
      <p className={own.meta}>
        {category ? i18n._(category) : team.category} · {ageGroup ? i18n._(ageGroup) : team.ageGroup}
      </p>
      <dl className={own.facts}>
        <dt>
          <Trans>Coach</Trans>
        </dt>
        <dd>{coach ? coach.nameLatin : <Trans>Not chosen yet</Trans>}</dd>
        <dt>
          <Trans>Members</Trans>
        </dt>
        <dd>
          {members.length ? members.map((person) => person.nameLatin).join(", ") : <Trans>None yet</Trans>}
        </dd>
      </dl>
      <FormAlert message={error} />
      <div className={own.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={onEdit}
          aria-label={t`Edit the team ${name}`}
        >
          <Trans>Edit</Trans>
        </button>
        <ConfirmButton
          label={t`Remove`}
          question={
            <Trans>Remove the team {name}? Its members stay in your delegation without a team.</Trans>
          }
          confirmLabel={t`Remove the team`}
          keepLabel={t`Keep it`}
          busy={busy}
          onConfirm={remove}
        />
      </div>
    </>
  );
}

type TeamField = "name" | "category" | "ageGroup" | "coachId";
const teamFields = ["name", "category", "ageGroup", "coachId"] as const;

function TeamForm({
  team,
  delegation,
  reload,
  announce,
  onDone,
}: SectionProps & { delegation: Delegation; team: Team | null; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [values, setValues] = useState<Record<TeamField, string>>({
    name: team?.name ?? "",
    category: team?.category ?? "",
    ageGroup: team?.ageGroup ?? "",
    coachId: team?.coachId ?? "",
  });
  const { busy, send } = useSending();
  const { problems, formRef, clear, show } = useProblems(teamFields);
  // The coaches: the delegation's people in the coach role (and the team's coach, whatever its role now).
  const coaches = delegation.delegates.filter(
    (person) => person.role === "coach" || person.id === team?.coachId,
  );
  const firstRef = useRef<HTMLInputElement>(null);

  useEffect(() => firstRef.current?.focus(), []);

  const change = (field: TeamField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return send(async () => {
      clear();
      try {
        await api.delegation.saveTeam.mutate({
          ...(team ? { id: team.id } : {}),
          name: values.name,
          // Nothing chosen is sent as it is: the server's refusal names the field.
          category: values.category as WroCategory,
          ageGroup: values.ageGroup as AgeGroup,
          coachId: values.coachId || null,
        });
      } catch (error) {
        show(error);
        return;
      }
      const name = values.name.trim();
      announce(team ? t`The team ${name} is saved.` : t`The team ${name} is added.`);
      await reload();
      onDone();
    });
  };

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
      <h3 id={`${id}-title`} className={own.itemTitle}>
        {team ? <Trans>Edit the team</Trans> : <Trans>New team</Trans>}
      </h3>
      <FormAlert message={problems.form} />
      <div className={own.grid}>
        <Field id={`${id}-name`} label={<Trans>Team name</Trans>} error={problems.fields.name} wide>
          {(control) => (
            <input
              {...control}
              ref={firstRef}
              name="name"
              type="text"
              autoComplete="off"
              maxLength={80}
              aria-required="true"
              className={styles.input}
              value={values.name}
              onChange={(event) => change("name", event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-category`} label={<Trans>WRO category</Trans>} error={problems.fields.category}>
          {(control) => (
            <select
              {...control}
              name="category"
              aria-required="true"
              className={styles.input}
              value={values.category}
              onChange={(event) => change("category", event.target.value)}
            >
              <option value="">{t`Choose a category`}</option>
              {keysOf(wroCategoryLabels).map((key) => (
                <option key={key} value={key}>
                  {i18n._(wroCategoryLabels[key])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-age`} label={<Trans>Age group</Trans>} error={problems.fields.ageGroup}>
          {(control) => (
            <select
              {...control}
              name="ageGroup"
              aria-required="true"
              className={styles.input}
              value={values.ageGroup}
              onChange={(event) => change("ageGroup", event.target.value)}
            >
              <option value="">{t`Choose an age group`}</option>
              {keysOf(ageGroupLabels).map((key) => (
                <option key={key} value={key}>
                  {i18n._(ageGroupLabels[key])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-coach`}
          label={<Trans>Coach</Trans>}
          error={problems.fields.coachId}
          hint={
            coaches.length === 0 ? (
              <Trans>Add the coach under “People” with the role Coach, then choose them here.</Trans>
            ) : undefined
          }
          wide
        >
          {(control) => (
            <select
              {...control}
              name="coachId"
              className={styles.input}
              value={values.coachId}
              onChange={(event) => change("coachId", event.target.value)}
            >
              <option value="">{t`No coach yet`}</option>
              {coaches.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.nameLatin}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={`${own.actions} ${own.formActions}`}>
        <SubmitButton
          busy={busy}
          label={team ? t`Save the team` : t`Add the team`}
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
