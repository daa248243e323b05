import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { formatSar, recordTransferSchema, refundSchema } from "@wro/api/schemas/order";
import { useState } from "react";
import type { z } from "zod";
import { errorMessage, fieldErrorsOf } from "../../api/messages";
import { notifyError, notifySuccess } from "../../api/notify";
import { schemaValidator, useSubmit, useTranslatedForm } from "../../components/forms";
import { useFormatMoney } from "../../lib/format";
import type { Order, Payment } from "./labels";

export type RecordTransferInput = z.input<typeof recordTransferSchema>;
export type RefundInput = z.input<typeof refundSchema>;

/** A refusal of the whole action (not of a field): the finance permission, a stale order. */
function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    refusal,
    clear: () => setRefusal(null),
    onFailed: (error: unknown) =>
      setRefusal(Object.keys(fieldErrorsOf(error)).length ? null : errorMessage(error)),
  };
}

function RefusalAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
      {text}
    </Alert>
  );
}

interface TransferValues extends Record<string, unknown> {
  bankTransactionId: string;
  amount: string;
  note: string;
}

function TransferForm({
  order,
  onClose,
  save,
}: {
  order: Pick<Order, "id" | "totalHalalas" | "bankReference">;
  onClose: () => void;
  save: (input: RecordTransferInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const { refusal, clear, onFailed } = useRefusal();
  const toInput = (values: TransferValues): RecordTransferInput => ({ orderId: order.id, ...values });
  const form = useTranslatedForm<TransferValues>({
    // The amount starts as the total: a transfer is recorded only for the whole of it.
    initialValues: { bankTransactionId: "", amount: formatSar(order.totalHalalas), note: "" },
    validate: schemaValidator(recordTransferSchema, toInput),
  });
  const { submit, saving } = useSubmit(form, {
    save: (values) => {
      clear();
      return save(toInput(values));
    },
    success: msg`The transfer is recorded and the order is paid.`,
    onSaved: onClose,
    onFailed,
  });
  const total = money(order.totalHalalas, "SAR");
  const reference = order.bankReference ?? "—";
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          <Trans>
            The organizer was asked to write <bdi dir="ltr">{reference}</bdi> on the transfer. Its total is{" "}
            <bdi>{total}</bdi>. Once recorded, the order is paid and the organizer receives the receipt by
            e-mail.
          </Trans>
        </Text>
        <RefusalAlert text={refusal} />
        <TextInput
          label={t`Bank transaction reference`}
          description={t`The bank's own reference of this transfer, from the statement.`}
          dir="ltr"
          withAsterisk
          data-autofocus
          {...form.getInputProps("bankTransactionId")}
        />
        <TextInput
          label={t`Amount received (SAR)`}
          description={t`The order's total. A transfer of another amount cannot be recorded.`}
          dir="ltr"
          inputMode="decimal"
          withAsterisk
          {...form.getInputProps("amount")}
        />
        <Textarea label={t`Note`} autosize minRows={2} maxRows={6} {...form.getInputProps("note")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={saving}>
            {t`Record transfer`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Record bank transfer": a transfer that arrived for an order awaiting payment (finance admins). */
export function RecordTransferModal({
  order,
  opened,
  onClose,
  save,
}: {
  order: Pick<Order, "id" | "totalHalalas" | "bankReference">;
  opened: boolean;
  onClose: () => void;
  save: (input: RecordTransferInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Record bank transfer`} centered size="lg">
      {opened && <TransferForm order={order} onClose={onClose} save={save} />}
    </Modal>
  );
}

interface RefundValues extends Record<string, unknown> {
  amount: string;
  reason: string;
}

/** What is left of a payment to refund, in halalas. */
export const refundableOf = (payment: Pick<Payment, "amountHalalas" | "refunds">) =>
  payment.amountHalalas - payment.refunds.reduce((sum, refund) => sum + refund.amountHalalas, 0);

function RefundForm({
  payment,
  onClose,
  save,
}: {
  payment: Pick<Payment, "id" | "provider" | "amountHalalas" | "refunds">;
  onClose: () => void;
  save: (input: RefundInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const { refusal, clear, onFailed } = useRefusal();
  const toInput = (values: RefundValues): RefundInput => ({ paymentId: payment.id, ...values });
  const form = useTranslatedForm<RefundValues>({
    initialValues: { amount: "", reason: "" },
    validate: schemaValidator(refundSchema, toInput),
  });
  const { submit, saving } = useSubmit(form, {
    save: (values) => {
      clear();
      return save(toInput(values));
    },
    success: msg`The refund is recorded.`,
    onSaved: onClose,
    onFailed,
  });
  const left = money(refundableOf(payment), "SAR");
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          {payment.provider === "moyasar"
            ? t`Fees are not refundable once paid; refund only by exception. The refund is sent to Moyasar, which returns it to the card.`
            : t`Fees are not refundable once paid; refund only by exception. A bank transfer is paid back by the bank: this records that refund.`}
        </Text>
        <RefusalAlert text={refusal} />
        <TextInput
          label={t`Amount to refund (SAR)`}
          description={
            <Trans>
              Leave empty to refund all that is left: <bdi>{left}</bdi>.
            </Trans>
          }
          dir="ltr"
          inputMode="decimal"
          data-autofocus
          {...form.getInputProps("amount")}
        />
        <Textarea
          label={t`Reason`}
          description={t`Kept with the refund and in the audit log.`}
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t`Cancel`}
          </Button>
          <Button type="submit" color="red" loading={saving}>
            {t`Refund`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Refund" of one paid payment: an amount (all that is left when empty) and the reason. */
export function RefundModal({
  payment,
  onClose,
  save,
}: {
  /** The payment to refund; null while the dialog is closed. */
  payment: Pick<Payment, "id" | "provider" | "amountHalalas" | "refunds"> | null;
  onClose: () => void;
  save: (input: RefundInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={payment !== null} onClose={onClose} title={t`Refund a payment`} centered size="lg">
      {payment && <RefundForm payment={payment} onClose={onClose} save={save} />}
    </Modal>
  );
}

/** "Cancel order" of an order awaiting payment, after a confirmation. */
export function CancelOrderModal({
  opened,
  onClose,
  cancel,
}: {
  opened: boolean;
  onClose: () => void;
  cancel: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await cancel();
      notifySuccess(msg`The order is cancelled and its places are free again.`);
      onClose();
    } catch (error) {
      const text = errorMessage(error);
      setRefusal(text);
      notifyError(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={t`Cancel this order?`} centered>
      <Stack>
        <Text>
          {t`Its places are given back and the organizer may submit the delegation again. This cannot be undone.`}
        </Text>
        <RefusalAlert text={refusal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t`Keep the order`}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t`Cancel order`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
