import { Group, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "../app/usePageTitle";

/** A screen's heading (also the browser tab's title) with its actions beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Group justify="space-between" mb="md" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}
