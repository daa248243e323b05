import { msg } from "@lingui/core/macro";
import type { Locale } from "@wro/i18n";
import { getI18n } from "@/i18n/catalogs.ts";

/** TeamRegistrationNote's words in `locale`, translated on the server: the island carries no catalog. */
export function teamRegistrationNoteWords(locale: Locale) {
  const i18n = getI18n(locale);
  return {
    title: i18n._(msg`Sign in to register your team`),
    text: i18n._(msg`Team registration is for students and coaches with an account.`),
    signIn: i18n._(msg`Sign in`),
  };
}

export type TeamRegistrationNoteWords = ReturnType<typeof teamRegistrationNoteWords>;
