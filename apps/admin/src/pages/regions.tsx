import { useLingui } from "@lingui/react/macro";
import { PlaceholderPage } from "./PlaceholderPage";

export function ListPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Regions`} />;
}

export function NewPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`New region`} />;
}

export function EditPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Edit region`} />;
}
