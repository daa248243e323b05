import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState, type ComponentType } from "react";
import { errorMessage } from "../api/messages";
import { notifyError, notifySuccess, successMessages } from "../api/notify";

/**
 * Deleting after a confirmation: `ask(row)` opens the dialog naming the record; confirming
 * deletes it and says "Deleted successfully", or shows why it failed. `Details` says what
 * goes with the record (a season's results), when anything does.
 */
export function useDeleteConfirmation<Row>(
  onDelete: ((row: Row) => Promise<unknown>) | undefined,
  rowName: (row: Row) => string,
  Details?: ComponentType<{ row: Row }>,
) {
  const { t } = useLingui();
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = async () => {
    if (toDelete === null || !onDelete || deleting) return;
    setDeleting(true);
    try {
      await onDelete(toDelete);
      notifySuccess(successMessages.deleted);
      setToDelete(null);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setDeleting(false);
    }
  };
  const name = toDelete === null ? "" : rowName(toDelete);

  const modal = (
    <Modal
      opened={toDelete !== null}
      onClose={() => !deleting && setToDelete(null)}
      title={t`Delete this record?`}
      centered
    >
      <Stack>
        <Text>
          <Trans>“{name}” will be deleted. This cannot be undone.</Trans>
        </Text>
        {Details && toDelete !== null && <Details row={toDelete} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setToDelete(null)} disabled={deleting}>
            {t`Cancel`}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirmDelete()}>
            {t`Delete`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { ask: (row: Row) => setToDelete(row), modal };
}
