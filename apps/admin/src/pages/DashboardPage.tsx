import { useLingui } from "@lingui/react/macro";
import { PlaceholderPage } from "./PlaceholderPage";

export function DashboardPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Dashboard`} />;
}
