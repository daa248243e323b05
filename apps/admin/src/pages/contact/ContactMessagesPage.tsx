import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Group, SegmentedControl, Text } from "@mantine/core";
import { IconMailOpened } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../api/messages";
import { notifyError } from "../../api/notify";
import { useTRPC } from "../../api/trpc";
import { DataTable, type Column } from "../../components/DataTable";
import { ExportButton } from "../../components/ExportButton";
import { PageHeader } from "../../components/PageHeader";
import { useCollectionMutation } from "../../components/records";
import { useFormatDate } from "../../lib/format";
import {
  ContactMessageDialog,
  stateColors,
  stateLabels,
  type ContactMessage,
  type MessageState,
} from "./ContactMessageDialog";

const states = ["new", "read", "handled"] as const satisfies readonly MessageState[];
const isState = (value: string | null): value is MessageState => states.includes(value as MessageState);

/** Messages visitors sent through the contact form: read, reply, mark handled, export. */
export function ContactMessagesPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const formatDate = useFormatDate();
  const [params, setParams] = useSearchParams();
  const shown = params.get("state");
  const filter = isState(shown) ? shown : undefined;
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const saveState = useCollectionMutation(trpc.contactMessage.setState);
  const setState = async (message: ContactMessage, state: MessageState) => {
    const saved = await saveState({ id: message.id, state });
    setOpen((current) => (current?.id === saved.id ? saved : current));
  };

  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    if (message.state === "new")
      setState(message, "read").catch((error: unknown) => notifyError(errorMessage(error)));
  };

  const columns: Column<ContactMessage, "createdAt" | "name" | "email" | "state">[] = [
    // The sender, then one line of the message: what a phone shows first.
    {
      key: "name",
      header: t`Name`,
      sort: "name",
      render: (message) => (
        <Text size="sm" fw={message.state === "new" ? 700 : 400}>
          {message.name}
        </Text>
      ),
    },
    {
      key: "message",
      header: t`Message`,
      render: (message) => {
        const name = message.name;
        // One line of the message, so the inbox tells messages apart without opening them.
        return (
          <Group gap="xs" wrap="nowrap" maw={240}>
            <ActionIcon
              variant="subtle"
              aria-label={t`Read the message from ${name}`}
              onClick={() => openMessage(message)}
            >
              <IconMailOpened size={18} />
            </ActionIcon>
            <Text size="sm" lineClamp={1} style={{ minWidth: 0 }}>
              {message.message}
            </Text>
          </Group>
        );
      },
    },
    {
      key: "createdAt",
      header: t`Received`,
      sort: "createdAt",
      render: (message) => formatDate(message.createdAt, true),
    },
    { key: "email", header: t`Email`, sort: "email", render: (message) => message.email },
    {
      key: "state",
      header: t`State`,
      sort: "state",
      render: (message) => (
        <Badge variant="dot" color={stateColors[message.state]}>
          {i18n._(stateLabels[message.state])}
        </Badge>
      ),
    },
  ];

  const filterLabels = { all: msg`All`, ...stateLabels };
  return (
    <>
      <PageHeader title={t`Contact messages`}>
        <ExportButton query={trpc.contactMessage.exportCsv.queryOptions({ state: filter })} />
      </PageHeader>
      <DataTable
        label={t`Contact messages`}
        columns={columns}
        listQuery={(list) => trpc.contactMessage.list.queryOptions({ ...list, state: filter })}
        rowName={(message) => message.name}
        filters={
          <SegmentedControl
            aria-label={t`Show`}
            value={filter ?? "all"}
            onChange={(value) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete("page");
                  if (isState(value)) next.set("state", value);
                  else next.delete("state");
                  return next;
                },
                { replace: true },
              )
            }
            data={(["all", ...states] as const).map((value) => ({
              value,
              label: i18n._(filterLabels[value]),
            }))}
          />
        }
      />
      <ContactMessageDialog
        message={open}
        onClose={() => setOpen(null)}
        onState={(message, state) => {
          setState(message, state).catch((error: unknown) => notifyError(errorMessage(error)));
        }}
      />
    </>
  );
}
