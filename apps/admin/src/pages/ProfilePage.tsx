import { useLingui } from "@lingui/react/macro";
import { PlaceholderPage } from "./PlaceholderPage";

export function ProfilePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Profile`} />;
}
