import countries from "i18n-iso-countries";
import arabic from "i18n-iso-countries/langs/ar.json" with { type: "json" };
import english from "i18n-iso-countries/langs/en.json" with { type: "json" };

countries.registerLocale(english);
countries.registerLocale(arabic);

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  nameEn: string;
  nameAr: string;
}

/** A country's name in English or Arabic, from the country library; null for an unknown code. */
export function countryName(code: string, locale: "en" | "ar"): string | null {
  return countries.getName(code.toUpperCase(), locale) ?? null;
}

/** Every country for the nationality and region selects, in English alphabetical order. */
export function countryOptions(): CountryOption[] {
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({
      code,
      nameEn: countryName(code, "en") ?? code,
      nameAr: countryName(code, "ar") ?? code,
    }))
    .sort((a, b) => a.nameEn.localeCompare(b.nameEn, "en"));
}
