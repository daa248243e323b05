import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { intlTag, type Locale } from "@wro/i18n";
import { getI18n } from "@/i18n/catalogs.ts";

export type CountdownUnit = "days" | "hours" | "minutes" | "seconds";

// Each unit agrees with its number by the language's plural rules: Arabic has six forms
// ("14 يومًا", "01 ساعة", "03 دقائق"), English two.
const units: Record<CountdownUnit, (count: number) => MessageDescriptor> = {
  days: (days) => msg`${plural(days, { one: "Day", other: "Days" })}`,
  hours: (hours) => msg`${plural(hours, { one: "Hour", other: "Hours" })}`,
  minutes: (minutes) => msg`${plural(minutes, { one: "Minute", other: "Minutes" })}`,
  seconds: (seconds) => msg`${plural(seconds, { one: "Second", other: "Seconds" })}`,
};

/** Counts up to here give every plural form of our languages a number (Arabic's "other": 100). */
const SAMPLE_COUNTS = 200;

/**
 * The countdown's words in `locale`, translated on the server: each unit's label in every
 * plural form of the language (keyed by Intl.PluralRules' category, which the browser picks as
 * the numbers change, as Lingui picks it from the same rules), and the timer's name.
 */
export function countdownWords(locale: Locale) {
  const i18n = getI18n(locale);
  const rules = new Intl.PluralRules(intlTag(locale));
  // The first count of each plural form: the label reads the same for every count of a form.
  const samples = new Map<Intl.LDMLPluralRule, number>();
  for (let count = 0; count < SAMPLE_COUNTS; count++) {
    const form = rules.select(count);
    if (!samples.has(form)) samples.set(form, count);
  }
  const forms = (label: (count: number) => MessageDescriptor) =>
    Object.fromEntries([...samples].map(([form, count]) => [form, i18n._(label(count))])) as Partial<
      Record<Intl.LDMLPluralRule, string>
    >;
  return {
    timer: i18n._(msg`Time left until the event`),
    units: Object.fromEntries(Object.entries(units).map(([unit, label]) => [unit, forms(label)])) as Record<
      CountdownUnit,
      Partial<Record<Intl.LDMLPluralRule, string>>
    >,
  };
}

export type CountdownWords = ReturnType<typeof countdownWords>;
