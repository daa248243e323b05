import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Group } from "@mantine/core";
import { IconEdit, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";

/** A table row's Edit link and Delete button, named after the row's record. */
export function RowActions({
  name,
  editTo,
  onDelete,
  deleteDisabled = false,
}: {
  name: string;
  editTo?: string;
  onDelete?: () => void;
  /** Shown but refused here, e.g. the signed-in admin's own account. */
  deleteDisabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      {editTo && (
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={t`Edit ${name}`}>
          <IconEdit size={18} />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t`Delete ${name}`}
          disabled={deleteDisabled}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
