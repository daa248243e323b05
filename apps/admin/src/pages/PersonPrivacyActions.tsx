import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Modal, Stack, Text, TextInput, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../api/messages";
import { notifyError } from "../api/notify";
import { useTRPC } from "../api/trpc";
import { useCollectionMutation } from "../components/records";
import { downloadJson } from "../lib/download";
import type { Person } from "./users";

/**
 * PDPL requests an organizer carries out for a person: a copy of everything kept about them
 * (JSON), and erasure. Erasure is final and audited without the person's details; the admin
 * types the person's e-mail to confirm it is the right one.
 */
export function PersonPrivacyActions({ person }: { person: Person }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const erase = useCollectionMutation(trpc.privacy.erase);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const [erasing, setErasing] = useState(false);
  const name = person.name;
  const matches = typed.trim().toLowerCase() === person.email.toLowerCase();

  const exportData = async () => {
    setExporting(true);
    try {
      const data = await queryClient.fetchQuery({
        ...trpc.privacy.export.queryOptions({ id: person.id }),
        staleTime: 0,
      });
      downloadJson(`personal-data-${person.id}-${data.exportedAt.toISOString().slice(0, 10)}.json`, data);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const eraseData = async () => {
    setErasing(true);
    try {
      await erase({ id: person.id });
      queryClient.removeQueries({ queryKey: trpc.user.byId.queryKey({ id: person.id }) });
      await queryClient.invalidateQueries({ queryKey: trpc.user.list.queryKey() });
      notifications.show({ color: "green", message: t`${name}'s account and personal data were erased.` });
      await navigate("/users");
    } catch (error) {
      notifyError(errorMessage(error));
      setErasing(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} />}
        loading={exporting}
        onClick={() => void exportData()}
      >
        {t`Export personal data`}
      </Button>
      {/* Mantine's red outline text is 3.9:1 on white (WCAG AA needs 4.5): the icon says danger. */}
      <Button
        variant="default"
        leftSection={<IconTrash size={18} color="var(--mantine-color-red-filled)" />}
        onClick={() => {
          setTyped("");
          setConfirming(true);
        }}
      >
        {t`Erase personal data`}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => !erasing && setConfirming(false)}
        title={t`Erase this person's data?`}
        centered
      >
        <Stack>
          <Text>
            <Trans>
              {name}&apos;s account, team records and contact messages are deleted for good, and they are
              signed out everywhere. The audit log keeps its entries without their details. Export their data
              first if they asked for a copy.
            </Trans>
          </Text>
          <TextInput
            label={t`Type the person's e-mail to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            dir="ltr"
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={erasing}>
              {t`Cancel`}
            </Button>
            <Button color="red" loading={erasing} disabled={!matches} onClick={() => void eraseData()}>
              {t`Erase`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
