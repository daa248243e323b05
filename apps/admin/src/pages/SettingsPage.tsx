import { useLingui } from "@lingui/react/macro";
import { PlaceholderPage } from "./PlaceholderPage";

export function SettingsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Settings`} />;
}
