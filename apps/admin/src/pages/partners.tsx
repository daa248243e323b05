import { useLingui } from "@lingui/react/macro";
import { PlaceholderPage } from "./PlaceholderPage";

export function ListPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Partners`} />;
}

export function NewPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`New partner`} />;
}

export function EditPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Edit partner`} />;
}
