import { useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { otherLocale, parseLocale, type Locale } from "@wro/i18n";
import { changeLocale } from "../i18n";

/** A language named in itself ("English", "العربية"), as language pickers conventionally show it. */
function autonym(locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
}

/** Switches between English and Arabic; the choice is remembered (spec §3 `lang`). */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const target = otherLocale(parseLocale(i18n.locale));
  return (
    <Button variant="default" size="xs" title={t`Change language`} onClick={() => void changeLocale(target)}>
      <span lang={target}>{autonym(target)}</span>
    </Button>
  );
}
