import { useLingui } from "@lingui/react/macro";
import { NumberInput, Switch } from "@mantine/core";
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

/** The order field of a form: where the record stands in the site's lists. */
export function OrderField<Values extends { order: number | string }>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const { t } = useLingui();
  return (
    <NumberInput
      label={t`Order`}
      description={t`Lower numbers are shown first.`}
      min={0}
      allowDecimal={false}
      {...form.getInputProps("order" as never)}
    />
  );
}
