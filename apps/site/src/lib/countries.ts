import { intlTag, type Locale } from "@wro/i18n";

/**
 * Countries in the alphabetical order of the page's language, by the name it shows: the
 * database gives them in English order, which reads as random in Arabic (walk-through L6).
 */
export function byLocalName<T extends { nameEn: string; nameAr: string }>(
  countries: readonly T[],
  locale: Locale,
): T[] {
  const collator = new Intl.Collator(intlTag(locale));
  const name = (country: T) => (locale === "ar" ? country.nameAr : country.nameEn);
  return countries.toSorted((a, b) => collator.compare(name(a), name(b)));
}
