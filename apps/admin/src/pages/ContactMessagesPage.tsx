import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Anchor, Badge, Modal, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconMailOpened } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../api/messages";
import { notifyError } from "../api/notify";
import { useTRPC, type RouterOutputs } from "../api/trpc";
import { DataTable, type Column } from "../components/DataTable";
import { switchColumn, useCollectionMutation } from "../components/records";
import { PageHeader } from "../components/PageHeader";
import { useFormatDate } from "../lib/format";

type ContactMessage = RouterOutputs["contactMessage"]["list"]["items"][number];

const readFilters = { all: undefined, unread: false, read: true } as const;
type ReadFilter = keyof typeof readFilters;

/** Messages visitors sent through the contact form: read them, mark them read or unread. */
export function ContactMessagesPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const formatDate = useFormatDate();
  const [params, setParams] = useSearchParams();
  const filter: ReadFilter =
    params.get("show") === "unread" || params.get("show") === "read"
      ? (params.get("show") as ReadFilter)
      : "all";
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const setRead = useCollectionMutation(
    trpc.contactMessage.markRead.mutationOptions(),
    trpc.contactMessage.pathFilter(),
  );
  const markRead = (message: ContactMessage, read: boolean) => setRead({ id: message.id, read });

  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    if (!message.read) markRead(message, true).catch((error: unknown) => notifyError(errorMessage(error)));
  };

  const columns: Column<ContactMessage, "createdAt" | "name" | "email" | "read">[] = [
    {
      key: "createdAt",
      header: t`Received`,
      sort: "createdAt",
      render: (message) => formatDate(message.createdAt, true),
    },
    {
      key: "name",
      header: t`Name`,
      sort: "name",
      render: (message) => (
        <Text size="sm" fw={message.read ? 400 : 700}>
          {message.name}
        </Text>
      ),
    },
    { key: "email", header: t`Email`, sort: "email", render: (message) => message.email },
    {
      key: "message",
      header: t`Message`,
      render: (message) => {
        const name = message.name;
        return (
          <ActionIcon
            variant="subtle"
            aria-label={t`Read the message from ${name}`}
            onClick={() => openMessage(message)}
          >
            <IconMailOpened size={18} />
          </ActionIcon>
        );
      },
    },
    switchColumn({
      key: "read",
      header: t`Read`,
      sort: "read",
      checked: (message) => message.read,
      label: ({ name }) => t`Message from ${name} read`,
      save: markRead,
    }),
  ];

  return (
    <>
      <PageHeader title={t`Contact messages`} />
      <DataTable
        label={t`Contact messages`}
        columns={columns}
        listQuery={(list) => trpc.contactMessage.list.queryOptions({ ...list, read: readFilters[filter] })}
        rowName={(message) => message.name}
        filters={
          <SegmentedControl
            aria-label={t`Show`}
            value={filter}
            onChange={(value) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete("page");
                  if (value === "all") next.delete("show");
                  else next.set("show", value);
                  return next;
                },
                { replace: true },
              )
            }
            data={[
              { value: "all", label: t`All` },
              { value: "unread", label: t`Unread` },
              { value: "read", label: t`Read` },
            ]}
          />
        }
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.name} size="lg">
        {open && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {formatDate(open.createdAt, true)}
            </Text>
            <Anchor href={`mailto:${open.email}`} dir="ltr">
              {open.email}
            </Anchor>
            {open.phoneNumber && (
              <Text size="sm" dir="ltr">
                {open.phoneNumber}
              </Text>
            )}
            {!open.read && <Badge variant="light">{t`New`}</Badge>}
            <Text style={{ whiteSpace: "pre-wrap" }}>{open.message}</Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
