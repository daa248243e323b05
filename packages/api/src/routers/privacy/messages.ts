import { messageCodes } from "@wro/constants";

/**
 * The privacy procedures' messages in English (the CLI and logs answer these); they travel as
 * their codes, which the site words in its catalog. Browser-safe (`@wro/api/privacy`).
 */
export const privacyMessageTexts = {
  passwordRequired: "Please enter your password.",
  passwordWrong: "The password is incorrect.",
  confirmRequired: "Please confirm that you want to delete your account.",
  /** An account of the partner platform has no password here to confirm with. */
  noPasswordHere:
    "This account signs in through the partner platform, so it cannot be deleted here. Please ask the organizers through the contact page.",
  notAPerson: "Only a student, coach or entity account can be exported or deleted here.",
  seasonUnknown: ({ season }: Record<string, string>) => `There is no season "${season}".`,
  seasonWithoutYear: ({ season }: Record<string, string>) =>
    `The season "${season}" names no year in its slug: give the year instead (e.g. --season 2024).`,
  seasonNotOver: ({ year }: Record<string, string>) =>
    `The ${year} season is the current season or a future one (or still shown on the home page or open for registration): its registration data is kept.`,
  retentionNotOver: ({ year, date }: Record<string, string>) =>
    `The registration data of the ${year} season is kept until ${date} (the retention period after the season's end).`,
} as const;

export const privacyMessages = messageCodes(privacyMessageTexts);
export type PrivacyMessage = keyof typeof privacyMessageTexts;

/**
 * How long a season's team registration records are kept after the season ends (31 December
 * of its year, Riyadh time) before `pnpm wro privacy:purge` may delete them. The privacy
 * notice quotes this number.
 */
export const REGISTRATION_RETENTION_MONTHS = 6;
