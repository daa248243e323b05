import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { errorMessage } from "../api/messages";

/** A failed load, shown where its content would be, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t`Could not load the data`}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t`Try again`}
        </Button>
      </Group>
    </Alert>
  );
}
