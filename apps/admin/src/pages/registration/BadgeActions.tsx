import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../api/messages";
import { notifyError, notifySuccess } from "../../api/notify";
import { useFormatDate } from "../../lib/format";
import type { Delegation } from "./labels";

type Person = Delegation["delegates"][number];

/** A person's latest badge token, as the delegation's page reads it (none before their first print). */
type LatestBadge = Person["badgeTokens"][number] | undefined;

/** What the admin confirms: voiding a person's badge, or giving them a new one. */
export interface BadgeChange {
  action: "revoke" | "reissue";
  /** The person's name, as the page shows it. */
  name: string;
  /** Whether they hold a live badge now (a new one then voids it). */
  live: boolean;
}

/**
 * A person's badge on the delegation's page (issue 37): issued (when), revoked, or not issued
 * yet (a badge is issued when it is first printed), with the buttons that revoke it and issue a
 * new one. Only a person on a paid order gets a new badge; a live one can always be revoked.
 */
export function BadgeCell({
  name,
  badge,
  paid,
  onChange,
}: {
  name: string;
  badge: LatestBadge;
  paid: boolean;
  onChange: (change: BadgeChange) => void;
}) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const live = badge !== undefined && badge.revokedAt === null;
  if (!badge && !paid) return "—";
  const issuedOn = badge ? formatDate(badge.createdAt) : "";
  const revokedOn = badge?.revokedAt ? formatDate(badge.revokedAt) : "";
  const state = !badge ? (
    <Text size="sm" c="dimmed" span data-testid="badge-state" data-state="none">
      {t`Not issued yet`}
    </Text>
  ) : badge.revokedAt ? (
    <Badge color="red" variant="light" data-testid="badge-state" data-state="revoked">
      {t`Revoked on ${revokedOn}`}
    </Badge>
  ) : (
    <Badge color="green" variant="light" data-testid="badge-state" data-state="issued">
      {t`Issued on ${issuedOn}`}
    </Badge>
  );
  return (
    <Stack gap={6} align="flex-start">
      {state}
      <Group gap="xs" wrap="nowrap">
        {live && (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onChange({ action: "revoke", name, live })}
            aria-label={t`Revoke the badge of ${name}`}
          >
            {t`Revoke`}
          </Button>
        )}
        {paid && (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onChange({ action: "reissue", name, live })}
            aria-label={t`Reissue the badge of ${name}`}
          >
            {t`Reissue`}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Confirms revoking a person's badge (the gate refuses it from then on) or issuing a new one
 * (with a new QR and manual code; a live one is revoked with it), then says how it went: the
 * new badge's manual code, or why the server refused, in the dialog and as a notification.
 */
export function BadgeChangeModal({
  change,
  onClose,
  revoke,
  reissue,
}: {
  /** The change to confirm; null while the dialog is closed. */
  change: BadgeChange | null;
  onClose: () => void;
  revoke: () => Promise<unknown>;
  reissue: () => Promise<{ manualCode: string }>;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The last change asked for, so that the dialog keeps its words while it fades out.
  const [shown, setShown] = useState(change);
  if (change !== null && change !== shown) setShown(change);
  const current = change ?? shown;
  const name = current?.name ?? "";
  const close = () => {
    if (busy) return;
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!change) return;
    setBusy(true);
    setRefusal(null);
    try {
      if (change.action === "revoke") {
        await revoke();
        notifySuccess(msg`The badge of ${name} is revoked: the gate refuses it from now on.`);
      } else {
        // An isolated left-to-right run: in an Arabic sentence "K7QM-3XPA" keeps its order.
        const manualCode = `\u2066${(await reissue()).manualCode}\u2069`;
        notifySuccess(
          msg`A new badge is issued to ${name}, with the code ${manualCode}. Print it and hand it over.`,
        );
      }
      onClose();
    } catch (error) {
      const text = errorMessage(error);
      setRefusal(text);
      notifyError(text);
    } finally {
      setBusy(false);
    }
  };
  const revoking = current?.action === "revoke";
  return (
    <Modal
      opened={change !== null}
      onClose={close}
      title={revoking ? t`Revoke the badge of ${name}?` : t`Reissue the badge of ${name}?`}
      centered
    >
      <Stack>
        <Text>
          {revoking
            ? t`The gate will refuse the badge ${name} holds now. Reissue it to give them a new one.`
            : current?.live
              ? t`${name} gets a new badge with a new QR code and manual code, and the badge they hold now will be refused at the gate.`
              : t`${name} gets a new badge with a new QR code and manual code.`}
        </Text>
        {refusal && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          {/* Not "Cancel" beside "Revoke": in Arabic both are إلغاء. */}
          <Button variant="default" onClick={close} disabled={busy}>
            {revoking ? t`Keep the badge` : t`Cancel`}
          </Button>
          <Button color={revoking ? "red" : undefined} loading={busy} onClick={() => void confirm()}>
            {revoking ? t`Revoke badge` : t`Reissue badge`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
