import { useLingui } from "@lingui/react/macro";
import { Switch } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

/** The status field of a form: active (shown on the site) or not. */
export function StatusField<Values extends { status: boolean }>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const { t } = useLingui();
  return (
    <Switch
      label={t`Active`}
      description={t`Only active records are shown on the public site.`}
      {...form.getInputProps("status" as never, { type: "checkbox" })}
    />
  );
}
