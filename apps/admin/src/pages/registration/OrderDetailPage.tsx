import { useLingui } from "@lingui/react/macro";
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconArrowBackUp, IconBuildingBank, IconCircleX, IconReceiptRefund } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { countryName } from "@wro/api/forms";
import { invoiceNumberText } from "@wro/api/schemas/order";
import { intlTag, parseLocale } from "@wro/i18n";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useTRPC } from "../../api/trpc";
import { FinanceRefusal, useFinanceAccess } from "../../auth/finance";
import { LoadError } from "../../components/LoadError";
import { LoadingBlock } from "../../components/LoadingBlock";
import { PageHeader } from "../../components/PageHeader";
import { useFormatDate, useFormatMoney } from "../../lib/format";
import { orderName, providerLabels, providerOf, type Order, type Payment } from "./labels";
import { CancelOrderModal, RecordTransferModal, RefundModal, refundableOf } from "./OrderDialogs";
import {
  Field,
  OrderStatusBadge,
  PaymentStatusBadge,
  RowsTable,
  Section,
  useLabel,
  useRegistrationMutation,
} from "./parts";

type Line = Order["lines"][number];

/** Rates as the UI language writes numbers: 37_500 → "3.75", 1_500 basis points → "15%". */
function useFormatRates() {
  const { i18n } = useLingui();
  const tag = intlTag(parseLocale(i18n.locale));
  return {
    sarPerUsd: (value: number) =>
      new Intl.NumberFormat(tag, { maximumFractionDigits: 4 }).format(value / 10_000),
    percent: (basisPoints: number) =>
      new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000),
  };
}

function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDate();
  const rates = useFormatRates();
  const label = useLabel();
  const none = "—";
  const rate = rates.sarPerUsd(order.sarPerUsd);
  const provider = providerOf(order);
  return (
    <Section title={t`Order details`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Field label={t`Status`}>
          <OrderStatusBadge status={order.status} />
        </Field>
        <Field label={t`Reference`}>
          <bdi dir="ltr">{order.bankReference ?? none}</bdi>
        </Field>
        <Field label={t`Invoice`}>
          <bdi dir="ltr">{order.invoiceNumber ? invoiceNumberText(order.invoiceNumber) : none}</bdi>
        </Field>
        <Field label={t`Delegation`}>
          <Anchor component={Link} to={`/delegations/${order.delegation.id}`} size="sm">
            {order.delegation.name}
          </Anchor>{" "}
          (
          {countryName(order.delegation.country, i18n.locale === "ar" ? "ar" : "en") ??
            order.delegation.country}
          )
        </Field>
        <Field label={t`Organizer`}>
          <Stack gap={0}>
            <span>{order.delegation.organizer.name}</span>
            <Anchor href={`mailto:${order.delegation.organizer.email}`} size="sm">
              <bdi dir="ltr">{order.delegation.organizer.email}</bdi>
            </Anchor>
          </Stack>
        </Field>
        <Field label={t`Payment method`}>
          {provider ? label(providerLabels, provider) : t`Not chosen yet`}
        </Field>
        <Field label={t`Submitted on`}>
          {order.submittedAt ? formatDate(order.submittedAt, true) : none}
        </Field>
        {order.status === "submitted" && (
          <Field label={t`Expires if unpaid`}>
            {order.expiresAt ? formatDate(order.expiresAt, true) : none}
          </Field>
        )}
        {order.paidAt && <Field label={t`Paid on`}>{formatDate(order.paidAt, true)}</Field>}
        {order.cancelledAt && <Field label={t`Cancelled on`}>{formatDate(order.cancelledAt, true)}</Field>}
        <Field label={t`Exchange rate`}>{t`1 USD = ${rate} SAR`}</Field>
      </SimpleGrid>
    </Section>
  );
}

function OrderLines({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const rates = useFormatRates();
  const arabic = i18n.locale === "ar";
  const vat = rates.percent(order.vatBasisPoints);
  // Below the table, not in its footer: on a phone the table scrolls, the sums stay in view.
  const sums = [
    { key: "net", label: t`Net`, halalas: order.netHalalas },
    { key: "vat", label: t`VAT (${vat})`, halalas: order.vatHalalas },
    { key: "total", label: t`Total`, halalas: order.totalHalalas },
  ];
  return (
    <Section title={t`Lines`}>
      <RowsTable<Line>
        label={t`Lines`}
        rows={order.lines}
        empty={t`This order has no lines.`}
        columns={[
          { key: "fee", header: t`Fee category`, render: (line) => (arabic ? line.nameAr : line.nameEn) },
          { key: "quantity", header: t`People`, render: (line) => line.quantity },
          {
            key: "unit",
            header: t`Unit price (USD)`,
            render: (line) => money(line.unitPriceUsdCents, "USD"),
          },
          { key: "usd", header: t`Amount (USD)`, render: (line) => money(line.usdCents, "USD") },
          {
            key: "sar",
            header: t`Amount (SAR, before VAT)`,
            render: (line) => money(line.netHalalas, "SAR"),
          },
        ]}
      />
      <Stack gap={4} ms="auto" w="100%" maw={360}>
        {sums.map((sum) => (
          <Group
            key={sum.key}
            justify="space-between"
            wrap="nowrap"
            data-testid={`order-${sum.key}`}
            fw={sum.key === "total" ? 700 : undefined}
          >
            <Text size="sm" fw="inherit">
              {sum.label}
            </Text>
            <Text size="sm" fw="inherit" style={{ whiteSpace: "nowrap" }}>
              {money(sum.halalas, "SAR")}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

/** `onRefund`: absent when the finance tools are closed to this admin (no refund button). */
function OrderPayments({
  order,
  onRefund,
}: {
  order: Order;
  onRefund?: ((payment: Payment) => void) | undefined;
}) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const formatDate = useFormatDate();
  const label = useLabel();
  return (
    <Section title={t`Payments`}>
      <RowsTable<Payment>
        label={t`Payments`}
        rows={order.payments}
        empty={t`No payment has been received for this order.`}
        minWidth={760}
        columns={[
          { key: "date", header: t`Date`, render: (payment) => formatDate(payment.createdAt, true) },
          {
            key: "provider",
            header: t`Method`,
            render: (payment) => label(providerLabels, payment.provider),
          },
          {
            key: "gateway",
            header: t`Transaction`,
            render: (payment) => (
              <Text size="sm" dir="ltr" span style={{ whiteSpace: "nowrap" }}>
                {payment.gatewayPaymentId}
              </Text>
            ),
          },
          {
            key: "amount",
            header: t`Amount`,
            render: (payment) => (
              <Text size="sm" span style={{ whiteSpace: "nowrap" }}>
                {money(payment.amountHalalas, "SAR")}
              </Text>
            ),
          },
          {
            key: "status",
            header: t`Status`,
            render: (payment) => <PaymentStatusBadge status={payment.status} />,
          },
          {
            key: "refunds",
            header: t`Refunds`,
            render: (payment) =>
              payment.refunds.length === 0 ? (
                "—"
              ) : (
                <Stack gap={4}>
                  {payment.refunds.map((refund) => (
                    <Text size="sm" key={refund.id}>
                      <Text span fw={600} style={{ whiteSpace: "nowrap" }}>
                        {money(refund.amountHalalas, "SAR")}
                      </Text>{" "}
                      · {formatDate(refund.createdAt, true)} · {refund.reason}
                    </Text>
                  ))}
                </Stack>
              ),
          },
          {
            key: "note",
            header: t`Note`,
            render: (payment) => payment.note ?? "—",
          },
          {
            key: "actions",
            header: t`Actions`,
            render: (payment) => {
              const id = payment.gatewayPaymentId;
              return onRefund && payment.status === "paid" && refundableOf(payment) > 0 ? (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconReceiptRefund size={16} />}
                  aria-label={t`Refund payment ${id}`}
                  onClick={() => onRefund(payment)}
                >
                  {t`Refund`}
                </Button>
              ) : null;
            },
          },
        ]}
      />
    </Section>
  );
}

/** One order (`/orders/<id>`): its lines and sums, payments and refunds, and what an admin may do. */
export function OrderDetailPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const trpc = useTRPC();
  const query = useQuery(trpc.order.byId.queryOptions({ id }));
  const order = query.data;
  const recordTransfer = useRegistrationMutation(trpc.order.recordTransfer);
  const refund = useRegistrationMutation(trpc.order.refund);
  const cancel = useRegistrationMutation(trpc.order.adminCancel);
  const [dialog, setDialog] = useState<"transfer" | "cancel" | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const name = order ? orderName(order) : "";
  const awaitingPayment = order?.status === "submitted";
  const finance = useFinanceAccess();

  return (
    <>
      <PageHeader title={order ? t`Order ${name}` : t({ message: "Order", context: "purchase" })}>
        {order && awaitingPayment && (
          <>
            {finance.allowed && (
              <Button leftSection={<IconBuildingBank size={18} />} onClick={() => setDialog("transfer")}>
                {t`Record bank transfer`}
              </Button>
            )}
            <Button
              variant="default"
              color="red"
              leftSection={<IconCircleX size={18} />}
              onClick={() => setDialog("cancel")}
            >
              {t`Cancel order`}
            </Button>
          </>
        )}
      </PageHeader>
      <Stack gap="md">
        {query.isError && !order ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !order ? (
          <LoadingBlock />
        ) : (
          <>
            {(awaitingPayment || order.payments.some((payment) => payment.status === "paid")) && (
              <FinanceRefusal refusal={finance.refusal} />
            )}
            <OrderSummary order={order} />
            <OrderLines order={order} />
            <OrderPayments order={order} onRefund={finance.allowed ? setRefunding : undefined} />
            <RecordTransferModal
              order={order}
              opened={dialog === "transfer"}
              onClose={() => setDialog(null)}
              save={recordTransfer}
            />
            <CancelOrderModal
              opened={dialog === "cancel"}
              onClose={() => setDialog(null)}
              cancel={() => cancel({ orderId: order.id })}
            />
            <RefundModal payment={refunding} onClose={() => setRefunding(null)} save={refund} />
          </>
        )}
        <Group>
          <Button component={Link} to="/orders" variant="subtle" leftSection={<IconArrowBackUp size={18} />}>
            {t`All orders`}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
