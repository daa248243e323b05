import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconArrowUpCircle, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../api/messages";
import { notifyError, notifySuccess } from "../../api/notify";
import { useTRPC, type RouterOutputs } from "../../api/trpc";
import { LoadError } from "../../components/LoadError";
import { LoadingBlock } from "../../components/LoadingBlock";
import { PageHeader } from "../../components/PageHeader";
import { useFormatDate } from "../../lib/format";
import { RowsTable, useRegistrationMutation } from "./parts";

type Entry = RouterOutputs["order"]["waitingList"][number];
type Action = "promote" | "remove";

const done: Record<Action, MessageDescriptor> = {
  promote: msg`The places are held for the delegation.`,
  remove: msg`The entry is removed from the waiting list.`,
};

/** Asks before promoting or removing an entry, then does it. */
function EntryConfirmation({
  entry,
  action,
  onClose,
  run,
}: {
  entry: Entry | null;
  action: Action;
  onClose: () => void;
  run: (entry: Entry) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const arabic = i18n.locale === "ar";
  const delegation = entry?.delegation.name ?? "";
  const category = entry ? (arabic ? entry.feeCategory.nameAr : entry.feeCategory.nameEn) : "";
  const places = entry?.quantity ?? 0;
  const confirm = async () => {
    if (!entry) return;
    setBusy(true);
    try {
      await run(entry);
      notifySuccess(done[action]);
      onClose();
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={entry !== null}
      onClose={() => !busy && onClose()}
      title={action === "promote" ? t`Promote this entry?` : t`Remove this entry?`}
      centered
    >
      <Stack>
        {action === "promote" ? (
          <Text>
            <Trans>
              {places} places of “{category}” will be held for {delegation}, and the delegation can submit
              them in its next order. If the category has fewer places left, its capacity is raised to hold
              them.
            </Trans>
          </Text>
        ) : (
          <Text>
            <Trans>
              {delegation} will no longer wait for {places} places of “{category}”. Places already held for it
              are given back.
            </Trans>
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button
            color={action === "promote" ? undefined : "red"}
            loading={busy}
            onClick={() => void confirm()}
          >
            {action === "promote" ? t`Promote` : t`Remove`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The delegations waiting for places of a full fee category, oldest first; promote or remove. */
export function WaitingListPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const formatDate = useFormatDate();
  const query = useQuery(trpc.order.waitingList.queryOptions());
  const promote = useRegistrationMutation(trpc.order.promote);
  const drop = useRegistrationMutation(trpc.order.dropWaiting);
  const [asked, setAsked] = useState<{ entry: Entry; action: Action } | null>(null);
  const arabic = i18n.locale === "ar";
  const categoryOf = (entry: Entry) => (arabic ? entry.feeCategory.nameAr : entry.feeCategory.nameEn);

  return (
    <>
      <PageHeader title={t`Waiting list`} />
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingBlock />
      ) : (
        <RowsTable<Entry>
          label={t`Waiting list`}
          rows={query.data}
          empty={t`No delegation is waiting for places.`}
          minWidth={820}
          columns={[
            {
              key: "delegation",
              header: t`Delegation`,
              render: (entry) => (
                <Stack gap={0}>
                  <Anchor component={Link} to={`/delegations/${entry.delegationId}`} size="sm">
                    {entry.delegation.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {entry.delegation.organizer.name}
                  </Text>
                </Stack>
              ),
            },
            { key: "fee", header: t`Fee category`, render: categoryOf },
            { key: "quantity", header: t`Places`, render: (entry) => entry.quantity },
            {
              key: "capacity",
              header: t`Taken / capacity`,
              render: (entry) => {
                const taken = entry.feeCategory.taken;
                const capacity = entry.feeCategory.capacity;
                return capacity === null ? t`${taken} (no limit)` : `${taken} / ${capacity}`;
              },
            },
            { key: "since", header: t`Since`, render: (entry) => formatDate(entry.createdAt, true) },
            {
              key: "state",
              header: t`State`,
              render: (entry) => {
                const when = entry.promotedAt ? formatDate(entry.promotedAt) : "";
                return entry.promotedAt ? (
                  <Badge color="green" variant="light">{t`Promoted on ${when}`}</Badge>
                ) : (
                  <Badge color="yellow" variant="light">{t`Waiting`}</Badge>
                );
              },
            },
            {
              key: "actions",
              header: t`Actions`,
              render: (entry) => {
                const name = `${entry.delegation.name} – ${categoryOf(entry)}`;
                return (
                  <Group gap="xs" wrap="nowrap">
                    {!entry.promotedAt && (
                      <Button
                        size="xs"
                        leftSection={<IconArrowUpCircle size={16} />}
                        aria-label={t`Promote ${name}`}
                        onClick={() => setAsked({ entry, action: "promote" })}
                      >
                        {t`Promote`}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      aria-label={t`Remove ${name}`}
                      onClick={() => setAsked({ entry, action: "remove" })}
                    >
                      {t`Remove`}
                    </Button>
                  </Group>
                );
              },
            },
          ]}
        />
      )}
      <EntryConfirmation
        entry={asked?.entry ?? null}
        action={asked?.action ?? "promote"}
        onClose={() => setAsked(null)}
        run={(entry) => (asked?.action === "remove" ? drop({ id: entry.id }) : promote({ id: entry.id }))}
      />
    </>
  );
}
