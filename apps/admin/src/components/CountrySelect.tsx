import { useLingui } from "@lingui/react/macro";
import { Select, type SelectProps } from "@mantine/core";
import { countryOptions } from "@wro/api/forms";
import { useMemo } from "react";

const countries = countryOptions();

/** A searchable country select; names in the UI language (Arabic names in the Arabic UI). */
export function CountrySelect(props: Omit<SelectProps, "data">) {
  const { i18n } = useLingui();
  const arabic = i18n.locale === "ar";
  const data = useMemo(
    () =>
      countries
        .map((country) => ({ value: country.code, label: arabic ? country.nameAr : country.nameEn }))
        .sort((a, b) => a.label.localeCompare(b.label, arabic ? "ar" : "en")),
    [arabic],
  );
  return <Select searchable allowDeselect={false} nothingFoundMessage="—" {...props} data={data} />;
}
