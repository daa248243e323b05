"use client";

import { Trans, useLingui } from "@lingui/react/macro";
import { translateMessage } from "@wro/i18n/messages";
import { useState } from "react";
import { Section } from "@/components/content/ContentPage.tsx";
import { localePath } from "@/i18n/paths.ts";
import { api, refusalOf } from "@/lib/trpc.ts";
import { useSending } from "../FormParts.tsx";
import styles from "../auth.module.css";
import { ConfirmButton, FormAlert, focusLater } from "./form.tsx";
import { dateAndTime, percent, sar, sarAmount } from "./format.ts";
import { orderStatusLabels } from "./labels.ts";
import type { SectionProps } from "./RegistrationManager.tsx";
import type { BankTransfer, Delegation, Order } from "./types.ts";
import own from "./registration.module.css";

/** The delegation's orders, newest first: their state, lines and total, and paying or cancelling. */
export function OrdersSection(props: SectionProps & { delegation: Delegation }) {
  const { delegation } = props;
  if (delegation.orders.length === 0) return null;
  return (
    <Section title={<Trans>Orders</Trans>} id="orders">
      <ul className={own.items}>
        {delegation.orders.map((order) => (
          <li key={order.id} className={own.item} data-testid="order" data-order-id={order.id}>
            <OrderCard {...props} order={order} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** An order still awaiting payment whose time ran out reads as expired before the sweep marks it. */
function statusOf(order: Order, now: number): Order["status"] {
  if (order.status === "submitted" && order.expiresAt && order.expiresAt.getTime() <= now) return "expired";
  return order.status;
}

function OrderCard({ order, locale, reload, announce }: SectionProps & { order: Order }) {
  const { i18n, t } = useLingui();
  const [error, setError] = useState("");
  const [transfer, setTransfer] = useState<BankTransfer | null>(null);
  const paying = useSending();
  const cancelling = useSending();
  // eslint-disable-next-line react-hooks/purity -- whether the order's time is up, at this render
  const status = statusOf(order, Date.now());
  const reference = order.bankReference;
  const submittedAt = order.submittedAt && dateAndTime(order.submittedAt, locale);
  const expires = order.expiresAt && dateAndTime(order.expiresAt, locale);
  const paidAt = order.paidAt && dateAndTime(order.paidAt, locale);
  const vatRate = percent(order.vatBasisPoints, locale);

  const pay = () =>
    paying.send(async () => {
      setError("");
      try {
        const { checkout } = await api.order.pay.mutate({ orderId: order.id, locale });
        if (checkout.method === "hostedPage") {
          window.location.assign(checkout.payUrl);
          return "leaving";
        }
        setTransfer(checkout);
        announce(t`Pay by bank transfer with the details shown under the order.`);
      } catch (refusal) {
        setError(translateMessage(i18n, refusalOf(refusal)?.message));
      }
    });

  const cancel = () =>
    cancelling.send(async () => {
      setError("");
      try {
        await api.order.cancel.mutate({ orderId: order.id });
      } catch (refusal) {
        setError(translateMessage(i18n, refusalOf(refusal)?.message));
        return;
      }
      announce(t`The order is cancelled. Its people can go on a new order.`);
      await reload();
      focusLater(`order-${order.id}`);
    });

  return (
    <article className={own.stack} aria-labelledby={`order-${order.id}`}>
      <h3 id={`order-${order.id}`} className={own.itemTitle} tabIndex={-1}>
        {reference ? (
          <Trans>
            Order <bdi className={own.code}>{reference}</bdi>
          </Trans>
        ) : (
          <Trans>Order</Trans>
        )}
      </h3>
      <p className={own.badge} data-status={status} data-testid="order-status">
        {i18n._(orderStatusLabels[status])}
      </p>
      <p className={own.meta}>
        {status === "submitted" && expires ? (
          <span data-testid="order-expires">
            <Trans>Awaiting payment until {expires} (Riyadh time).</Trans>
          </span>
        ) : status === "paid" && paidAt ? (
          <Trans>Paid on {paidAt}.</Trans>
        ) : status === "expired" ? (
          <Trans>Not paid in time: its places were released.</Trans>
        ) : status === "cancelled" ? (
          <Trans>Cancelled: its places were released.</Trans>
        ) : submittedAt ? (
          <Trans>Submitted on {submittedAt}.</Trans>
        ) : null}
      </p>
      <table className={own.money}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Fee</Trans>
            </th>
            <th scope="col" className={own.amount}>
              <Trans>Saudi riyals</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => {
            const name = locale === "ar" ? line.nameAr : line.nameEn;
            const quantity = line.quantity;
            return (
              <tr key={line.id}>
                <th scope="row">
                  <Trans>
                    {name} ×&nbsp;{quantity}
                  </Trans>
                </th>
                <td className={own.amount}>{sarAmount(line.netHalalas, locale)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>VAT ({vatRate})</Trans>
            </th>
            <td className={own.amount} data-testid="order-vat">
              {sarAmount(order.vatHalalas, locale)}
            </td>
          </tr>
          <tr className={own.total}>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td className={own.amount} data-testid="order-total">
              {sar(order.totalHalalas, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
      {reference && (
        <dl className={own.facts}>
          <dt>
            <Trans>Bank reference</Trans>
          </dt>
          <dd>
            <bdi className={own.code} dir="ltr" data-testid="order-reference">
              {reference}
            </bdi>
          </dd>
        </dl>
      )}
      {status === "paid" && (
        <p className={own.lead}>
          <a
            href={localePath(locale, `/account/registration/invoice/${order.id}/`)}
            data-testid="order-invoice"
          >
            <Trans>View the tax invoice</Trans>
          </a>
        </p>
      )}
      <FormAlert message={error} />
      {transfer && status === "submitted" && <TransferDetails transfer={transfer} locale={locale} />}
      {status === "submitted" && (
        <div className={own.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => void pay()}
            aria-disabled={paying.busy || undefined}
          >
            {paying.busy && <span className={styles.spinner} aria-hidden="true" />}
            {paying.busy ? t`Opening the payment…` : t`Pay`}
          </button>
          <ConfirmButton
            label={t`Cancel order`}
            question={
              <Trans>Cancel this order? Its places are released, and its people can go on a new order.</Trans>
            }
            confirmLabel={t`Cancel the order`}
            keepLabel={t`Keep the order`}
            busy={cancelling.busy}
            onConfirm={cancel}
          />
        </div>
      )}
    </article>
  );
}

/** What to write on a bank transfer: the account, the amount and the order's reference. */
function TransferDetails({ transfer, locale }: { transfer: BankTransfer; locale: SectionProps["locale"] }) {
  return (
    <div className={own.transfer} data-testid="bank-transfer">
      <h4>
        <Trans>Pay by bank transfer</Trans>
      </h4>
      <dl className={own.facts}>
        <dt>
          <Trans>Bank</Trans>
        </dt>
        <dd>{transfer.bankAccount.bankName}</dd>
        <dt>
          <Trans>Account name</Trans>
        </dt>
        <dd>{transfer.bankAccount.accountName}</dd>
        <dt>
          <Trans>IBAN</Trans>
        </dt>
        <dd>
          <bdi className={own.code} dir="ltr" data-testid="transfer-iban">
            {transfer.bankAccount.iban}
          </bdi>
        </dd>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd data-testid="transfer-amount">{sar(transfer.amountHalalas, locale)}</dd>
        <dt>
          <Trans>Reference</Trans>
        </dt>
        <dd>
          <bdi className={own.code} dir="ltr" data-testid="transfer-reference">
            {transfer.reference}
          </bdi>
        </dd>
      </dl>
      <p>
        <Trans>
          Write the reference on the transfer, exactly as shown, so that we can match your payment to this
          order. The order is marked paid when the transfer arrives.
        </Trans>
      </p>
    </div>
  );
}
