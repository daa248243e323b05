import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconCheck, IconCornerUpLeft } from "@tabler/icons-react";
import type { RouterOutputs } from "../../api/trpc";
import { useFormatDate } from "../../lib/format";
import { replyLink } from "./reply";

export type ContactMessage = RouterOutputs["contactMessage"]["list"]["items"][number];
export type MessageState = ContactMessage["state"];

export const stateLabels: Record<MessageState, MessageDescriptor> = {
  new: msg`New`,
  read: msg`Read`,
  handled: msg`Handled`,
};
export const stateColors: Record<MessageState, string> = { new: "blue", read: "gray", handled: "green" };

/** One message in full, with a reply through the organizer's mail program and its state. */
export function ContactMessageDialog({
  message,
  onClose,
  onState,
}: {
  message: ContactMessage | null;
  onClose: () => void;
  onState: (message: ContactMessage, state: MessageState) => void;
}) {
  const { t, i18n } = useLingui();
  const formatDate = useFormatDate();
  const name = message?.name ?? "";
  return (
    <Modal opened={message !== null} onClose={onClose} title={message?.name} size="lg">
      {message && (
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {formatDate(message.createdAt, true)}
            </Text>
            <Badge variant="dot" color={stateColors[message.state]}>
              {i18n._(stateLabels[message.state])}
            </Badge>
          </Group>
          <Anchor href={`mailto:${message.email}`} dir="ltr">
            {message.email}
          </Anchor>
          {message.phoneNumber && (
            <Text size="sm" dir="ltr">
              {message.phoneNumber}
            </Text>
          )}
          <Text style={{ whiteSpace: "pre-wrap" }}>{message.message}</Text>
          <Group mt="sm" gap="xs">
            <Button
              component="a"
              href={replyLink(message, {
                subject: t`Re: your message to WRO Saudi Arabia`,
                wrote: t`${name} wrote:`,
              })}
              leftSection={<IconCornerUpLeft size={16} />}
            >
              {t`Reply`}
            </Button>
            {message.state === "handled" ? (
              <Button variant="default" onClick={() => onState(message, "read")}>
                {t`Mark as not handled`}
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconCheck size={16} />}
                onClick={() => onState(message, "handled")}
              >
                {t`Mark handled`}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
