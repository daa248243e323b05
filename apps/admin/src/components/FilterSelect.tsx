import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { useUrlFilters } from "./useUrlFilters";

/** A list filter kept in the address as `?<param>=<value>`; cleared, it shows everything. */
export function FilterSelect({
  label,
  param,
  data,
  searchable = false,
  w,
}: {
  label: string;
  param: string;
  data: Array<{ value: string; label: string }>;
  searchable?: boolean;
  w: number;
}) {
  const { t } = useLingui();
  const { params, setFilter } = useUrlFilters();
  const current = params.get(param);
  return (
    <Select
      label={label}
      placeholder={t`All`}
      clearable
      searchable={searchable}
      value={data.some((option) => option.value === current) ? current : null}
      onChange={(value) => setFilter(param, value)}
      data={data}
      w={w}
    />
  );
}
