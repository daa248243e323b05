"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@wro/i18n";
import { translateMessage } from "@wro/i18n/messages";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Section } from "@/components/content/ContentPage.tsx";
import { api, refusalOf } from "@/lib/trpc.ts";
import { SubmitButton, useSending } from "../FormParts.tsx";
import styles from "../auth.module.css";
import { Field, FormAlert, useProblems } from "./form.tsx";
import { BadgesSection } from "./BadgesSection.tsx";
import { CertificatesSection } from "./CertificatesSection.tsx";
import { OrdersSection } from "./OrdersSection.tsx";
import { PeopleSection } from "./PeopleSection.tsx";
import { SummarySection } from "./SummarySection.tsx";
import { TeamsSection } from "./TeamsSection.tsx";
import { VisaLettersSection } from "./VisaLettersSection.tsx";
import type { OwnDelegation, Quote, RegistrationContext } from "./types.ts";
import own from "./registration.module.css";

/** What the page's sections share: the data, a way to read it again, and the page's language. */
export interface SectionProps {
  locale: Locale;
  context: RegistrationContext;
  /** Reads the delegation and the quote again after a change. */
  reload: () => Promise<void>;
  /** Says something to screen readers (a polite live region). */
  announce: (text: string) => void;
}

type ReturnState = "checking" | "paid" | "failed" | { error: string } | null;

/**
 * A national organizer's registration (issue 36): the delegation, its teams and people, what
 * submitting costs, and the orders with their payment. The server rendered the first state;
 * every change is a tRPC call, after which the delegation and the quote are read again.
 */
export function RegistrationManager({
  locale,
  context,
  initialDelegation,
  initialQuote,
}: {
  locale: Locale;
  context: RegistrationContext;
  initialDelegation: OwnDelegation;
  initialQuote: Quote;
}) {
  const { i18n } = useLingui();
  const [delegation, setDelegation] = useState(initialDelegation);
  const [quote, setQuote] = useState(initialQuote);
  const [loadError, setLoadError] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [returned, setReturned] = useState<ReturnState>(null);

  const reload = useCallback(async () => {
    try {
      const [fresh, priced] = await Promise.all([api.delegation.own.query(), api.delegation.quote.query()]);
      setDelegation(fresh);
      setQuote(priced);
      setLoadError("");
    } catch (error) {
      setLoadError(translateMessage(i18n, refusalOf(error)?.message));
    }
  }, [i18n]);

  // Back from the payment page (`?order=…&return=paid|back`): the server asks the gateway about
  // the order's own checkout, once; what the address says is never believed.
  const settling = useRef(false);
  useEffect(() => {
    if (settling.current) return;
    settling.current = true;
    const query = new URLSearchParams(window.location.search);
    const orderId = query.get("order");
    if (!orderId || !query.get("return")) return;
    // The address exists only in the browser, so the check starts after the page has loaded.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReturned("checking");
    api.order.settleReturn
      .mutate({ orderId })
      .then(async ({ status }) => {
        setReturned(status === "paid" ? "paid" : "failed");
        await reload();
      })
      .catch((error: unknown) => setReturned({ error: translateMessage(i18n, refusalOf(error)?.message) }))
      .finally(() => {
        // A reload of the page must not report the same return again. The hash stays: the
        // notice's link to the orders may have been followed while the order was reloading.
        window.history.replaceState(
          window.history.state,
          "",
          window.location.pathname + window.location.hash,
        );
      });
  }, [i18n, reload]);

  const shared: SectionProps = { locale, context, reload, announce: setAnnouncement };

  return (
    <div className={own.stack}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {returned && <ReturnNotice state={returned} />}
      <FormAlert message={loadError} />
      <Section title={<Trans>Your delegation</Trans>} id="delegation">
        <DelegationForm {...shared} delegation={delegation} />
      </Section>
      {delegation && (
        <>
          <TeamsSection {...shared} delegation={delegation} />
          <PeopleSection {...shared} delegation={delegation} />
          <SummarySection {...shared} delegation={delegation} quote={quote} />
          <OrdersSection {...shared} delegation={delegation} />
          <BadgesSection delegation={delegation} />
          <CertificatesSection delegation={delegation} />
          <VisaLettersSection delegation={delegation} />
        </>
      )}
    </div>
  );
}

function ReturnNotice({ state }: { state: Exclude<ReturnState, null> }) {
  if (state === "checking")
    return (
      <p className={styles.hint} role="status" data-testid="payment-return" data-state="checking">
        <Trans>Checking your payment…</Trans>
      </p>
    );
  if (state === "paid")
    return (
      <p className={styles.notice} role="status" data-testid="payment-return" data-state="paid">
        <Trans>Payment received. Thank you: your delegation's places are confirmed.</Trans>
      </p>
    );
  return (
    <div className={styles.alert} role="alert" data-testid="payment-return" data-state="failed">
      {state === "failed" ? (
        // The order and its Pay button are further down the page, below the delegation.
        <Trans>
          The payment did not go through. You can try again from <a href="#orders">your orders</a>.
        </Trans>
      ) : (
        state.error
      )}
    </div>
  );
}

type DelegationField = "name" | "country";
const delegationFields = ["name", "country"] as const;

/** The delegation's name and the country it represents; saving the first time creates it. */
function DelegationForm({
  delegation,
  reload,
  announce,
  context,
}: SectionProps & { delegation: OwnDelegation }) {
  const { t } = useLingui();
  const id = useId();
  const [values, setValues] = useState<Record<DelegationField, string>>({
    name: delegation?.name ?? "",
    country: delegation?.country ?? "",
  });
  const [saved, setSaved] = useState(false);
  const { busy, send } = useSending();
  const { problems, formRef, clear, show } = useProblems(delegationFields);
  const creating = !delegation;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return send(async () => {
      clear();
      setSaved(false);
      try {
        await api.delegation.save.mutate(values);
      } catch (error) {
        show(error);
        return;
      }
      await reload();
      setSaved(true);
      announce(creating ? t`Your delegation is created. Add its teams and people below.` : t`Saved.`);
    });
  };

  const change = (field: DelegationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(false);
  };

  return (
    <div className={own.block}>
      {creating && (
        <p className={own.lead}>
          <Trans>
            Start with your delegation's name and the country it represents. Then add its teams and the people
            who travel with it.
          </Trans>
        </p>
      )}
      <form
        ref={formRef}
        method="post"
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={busy}
      >
        <FormAlert message={problems.form} />
        <div className={own.grid}>
          <Field id={`${id}-name`} label={<Trans>Delegation name</Trans>} error={problems.fields.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                type="text"
                autoComplete="organization"
                maxLength={120}
                aria-required="true"
                className={styles.input}
                value={values.name}
                onChange={(event) => change("name", event.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-country`} label={<Trans>Country</Trans>} error={problems.fields.country}>
            {(control) => (
              <select
                {...control}
                name="country"
                aria-required="true"
                className={styles.input}
                value={values.country}
                onChange={(event) => change("country", event.target.value)}
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
        </div>
        <div className={own.actions}>
          <SubmitButton
            busy={busy}
            label={creating ? t`Create the delegation` : t`Save`}
            busyLabel={t`Saving…`}
            className=""
          />
          {saved && (
            <p className={styles.hint} role="status">
              <Trans>Saved.</Trans>
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
