"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { readMessage } from "@wro/constants";
import { translateMessage } from "@wro/i18n/messages";
import { useState, type FormEvent } from "react";
import { Section } from "@/components/content/ContentPage.tsx";
import { api, refusalOf } from "@/lib/trpc.ts";
import { SubmitButton, useSending } from "../FormParts.tsx";
import styles from "../auth.module.css";
import { ConfirmButton, FormAlert, focusLater, useProblems } from "./form.tsx";
import { percent, sar, sarAmount, usdAmount } from "./format.ts";
import type { SectionProps } from "./RegistrationManager.tsx";
import type { Delegation, Quote } from "./types.ts";
import own from "./registration.module.css";

/**
 * What submitting now costs (`delegation.quote`: the people on no order yet, priced on the
 * server), and the button that submits them as an order.
 */
export function SummarySection({
  delegation,
  quote,
  context,
  locale,
  reload,
  announce,
}: SectionProps & { delegation: Delegation; quote: Quote }) {
  const { i18n, t } = useLingui();
  const { busy, send } = useSending();
  const { problems, formRef, clear, show, say } = useProblems([]);
  const [submitted, setSubmitted] = useState(false);
  // The fee category a submission found full: the delegation may wait for places in it.
  const [fullKey, setFullKey] = useState<string | null>(null);
  const { registrationWindow: registration } = context;
  const opens = registration.opens;
  const closes = registration.closes;
  const vatRate = percent(quote.rates.vatBasisPoints, locale);
  const feeName = (key: string) => {
    const fee = context.fees.find((one) => one.key === key);
    return fee ? (locale === "ar" ? fee.nameAr : fee.nameEn) : key;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return send(async () => {
      clear();
      setSubmitted(false);
      setFullKey(null);
      let orderId: string;
      try {
        orderId = (await api.order.submit.mutate()).id;
      } catch (error) {
        // A full category comes back as the field named by its key: said with its name in the
        // page's language.
        const [full] =
          Object.entries(refusalOf(error)?.fieldErrors ?? {}).find(
            ([, messages]) => messages?.[0] && readMessage(messages[0]).code === "soldOut",
          ) ?? [];
        if (full) {
          say(translateMessage(i18n, `soldOut?category=${encodeURIComponent(feeName(full))}`));
          setFullKey(full);
        } else show(error);
        return;
      }
      setSubmitted(true);
      announce(t`Your registration is submitted. Pay the order below to confirm your places.`);
      await reload();
      // The new order, where paying starts.
      focusLater(`order-${orderId}`);
    });
  };

  return (
    <Section title={<Trans>Summary</Trans>} id="summary">
      <div className={own.block}>
        {quote.lines.length === 0 ? (
          <p className={own.lead} data-testid="quote-empty">
            {delegation.delegates.length === 0 ? (
              <Trans>Add the people of your delegation to see what their registration costs.</Trans>
            ) : (
              <Trans>
                Everyone in your delegation is on an order. People you add next go on a new order.
              </Trans>
            )}
          </p>
        ) : (
          <>
            <table className={own.money} data-testid="quote">
              <caption>
                <Trans>Not yet submitted</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Fee</Trans>
                  </th>
                  <th scope="col" className={own.amount}>
                    <Trans>US dollars</Trans>
                  </th>
                  <th scope="col" className={own.amount}>
                    <Trans>Saudi riyals</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {quote.lines.map((line) => {
                  const name = locale === "ar" ? line.nameAr : line.nameEn;
                  const quantity = line.quantity;
                  return (
                    <tr key={line.category} data-testid="quote-line" data-fee={line.category}>
                      <th scope="row">
                        <Trans>
                          {name} ×&nbsp;{quantity}
                        </Trans>
                      </th>
                      <td className={own.amount}>{usdAmount(line.usdCents, locale)}</td>
                      <td className={own.amount}>{sarAmount(line.netHalalas, locale)}</td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    <Trans>Before VAT</Trans>
                  </th>
                  <td className={own.amount} data-testid="quote-net">
                    {sarAmount(quote.netHalalas, locale)}
                  </td>
                </tr>
                <tr>
                  <th scope="row" colSpan={2}>
                    <Trans>VAT ({vatRate})</Trans>
                  </th>
                  <td className={own.amount} data-testid="quote-vat">
                    {sarAmount(quote.vatHalalas, locale)}
                  </td>
                </tr>
                {/* The total says its currency, so it takes both amount columns. */}
                <tr className={own.total}>
                  <th scope="row">
                    <Trans>Total</Trans>
                  </th>
                  <td className={own.amount} colSpan={2} data-testid="quote-total">
                    {sar(quote.totalHalalas, locale)}
                  </td>
                </tr>
              </tfoot>
            </table>
            <p className={styles.hint}>
              <Trans>
                Fees are set in US dollars and paid in Saudi riyals. The amounts are confirmed when you
                submit.
              </Trans>
            </p>
          </>
        )}
        {delegation.waitingList.length > 0 && (
          <WaitingList delegation={delegation} feeName={feeName} reload={reload} announce={announce} />
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
          {fullKey && !delegation.waitingList.some((entry) => entry.feeCategoryKey === fullKey) && (
            <JoinWaitingList
              feeCategoryKey={fullKey}
              name={feeName(fullKey)}
              reload={reload}
              announce={announce}
              onJoined={() => {
                clear();
                setFullKey(null);
              }}
            />
          )}
          {submitted && (
            <p className={styles.notice} role="status">
              <Trans>Your registration is submitted. Pay the order below to confirm your places.</Trans>
            </p>
          )}
          {registration.state !== "open" ? (
            <p className={styles.hint} data-testid="registration-window">
              {registration.state === "upcoming" && opens ? (
                <Trans>
                  Registration opens on {opens}. You can prepare your delegation now and submit it then.
                </Trans>
              ) : (
                <Trans>Registration is closed: new orders cannot be submitted.</Trans>
              )}
            </p>
          ) : (
            quote.lines.length > 0 && (
              <div className={own.actions}>
                <SubmitButton
                  busy={busy}
                  label={t`Submit registration`}
                  busyLabel={t`Submitting…`}
                  className=""
                />
                {closes && (
                  <p className={styles.hint}>
                    <Trans>Registration is open until {closes} (Riyadh time).</Trans>
                  </p>
                )}
              </div>
            )
          )}
        </form>
      </div>
    </Section>
  );
}

/** After a full category: the delegation's people of it can wait for places. */
function JoinWaitingList({
  feeCategoryKey,
  name,
  reload,
  announce,
  onJoined,
}: Pick<SectionProps, "reload" | "announce"> & {
  feeCategoryKey: string;
  name: string;
  onJoined: () => void;
}) {
  const { i18n, t } = useLingui();
  const [error, setError] = useState("");
  const { busy, send } = useSending();
  const join = () =>
    send(async () => {
      setError("");
      try {
        await api.order.joinWaitingList.mutate({ feeCategoryKey });
      } catch (refusal) {
        setError(translateMessage(i18n, refusalOf(refusal)?.message));
        return;
      }
      announce(t`Your delegation is on the waiting list for ${name}.`);
      onJoined();
      await reload();
    });
  return (
    <div className={own.stack}>
      <p className={own.lead}>
        <Trans>
          You can join the waiting list for {name}: when places free up, the organizers hold them for your
          delegation and you submit again.
        </Trans>
      </p>
      <FormAlert message={error} />
      <div className={own.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void join()}
          aria-disabled={busy || undefined}
        >
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          <Trans>Join the waiting list for {name}</Trans>
        </button>
      </div>
    </div>
  );
}

/** The delegation's places on the waiting list: still waiting, or held for its next submission. */
function WaitingList({
  delegation,
  feeName,
  reload,
  announce,
}: Pick<SectionProps, "reload" | "announce"> & { delegation: Delegation; feeName: (key: string) => string }) {
  const { i18n, t } = useLingui();
  const [error, setError] = useState("");
  const { busy, send } = useSending();
  const leave = (id: string, name: string) =>
    send(async () => {
      setError("");
      try {
        await api.order.leaveWaitingList.mutate({ id });
      } catch (refusal) {
        setError(translateMessage(i18n, refusalOf(refusal)?.message));
        return;
      }
      announce(t`Your delegation has left the waiting list for ${name}.`);
      await reload();
    });
  return (
    <div className={own.stack} data-testid="waiting-list">
      <h3 className={own.itemTitle}>
        <Trans>Waiting list</Trans>
      </h3>
      <FormAlert message={error} />
      <ul className={own.items}>
        {delegation.waitingList.map((entry) => {
          const name = feeName(entry.feeCategoryKey);
          const quantity = entry.quantity;
          return (
            <li key={entry.id} className={own.item} data-testid="waiting-entry">
              <p className={own.lead}>
                {entry.promotedAt ? (
                  <Trans>
                    Places held for your delegation: {name} × {quantity}. Submit your registration to use
                    them.
                  </Trans>
                ) : (
                  <Trans>
                    Waiting for places: {name} × {quantity}.
                  </Trans>
                )}
              </p>
              <ConfirmButton
                label={t`Leave the waiting list`}
                question={<Trans>Leave the waiting list for {name}?</Trans>}
                confirmLabel={t`Leave the waiting list`}
                keepLabel={t`Stay on it`}
                busy={busy}
                onConfirm={() => leave(entry.id, name)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
