import { Title } from "@mantine/core";
import { usePageTitle } from "../app/usePageTitle";

/** Stands in for a screen that is not built yet: its title only. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return <Title order={1}>{title}</Title>;
}
