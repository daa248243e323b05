import { useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@mantine/hooks";

/** Names the browser tab after the screen, in the current language. */
export function usePageTitle(title: string) {
  const { t } = useLingui();
  useDocumentTitle(`${title} · ${t`WRO Saudi Arabia`}`);
}
