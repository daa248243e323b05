import { messageCodes } from "@wro/constants";

/**
 * The privacy procedures' messages, worded once in English (the CLI and logs answer these;
 * `@wro/i18n` holds the Arabic); they travel as their codes. Browser-safe (`@wro/api/privacy`).
 */
const messages = [
  /*i18n*/ { id: "passwordRequired", message: "Please enter your password." },
  /*i18n*/ { id: "passwordWrong", message: "The password is incorrect." },
  /*i18n*/ { id: "confirmRequired", message: "Please confirm that you want to delete your account." },
  // An account of the partner platform has no password here to confirm with.
  /*i18n*/ {
    id: "noPasswordHere",
    message:
      "This account signs in through the partner platform, so it cannot be deleted here. Please ask the organizers through the contact page.",
  },
  /*i18n*/ {
    id: "notAPerson",
    message: "Only a student, coach or organizer account can be downloaded or deleted here.",
  },
  /*i18n*/ {
    id: "keptForInvoices",
    message:
      "This organizer's delegation has orders, whose invoices the tax rules require us to keep, so the account cannot be deleted. Please ask the organizers through the contact page.",
  },
  // The CLI's retention purge (`pnpm wro privacy:purge --season …`).
  /*i18n*/ { id: "seasonUnknown", message: 'There is no season "{season}".' },
  /*i18n*/ {
    id: "seasonWithoutYear",
    message: 'The season "{season}" names no year in its slug: give the year instead (e.g. --season 2024).',
  },
  /*i18n*/ {
    id: "seasonNotOver",
    message:
      "The {year} season is the current season or a future one (or still shown on the home page or open for registration): its registration data is kept.",
  },
  /*i18n*/ {
    id: "retentionNotOver",
    message:
      "The registration data of the {year} season is kept until {date} (the retention period after the season's end).",
  },
] as const;

export const privacyMessages = messageCodes(messages);
export type PrivacyMessage = (typeof privacyMessages)[keyof typeof privacyMessages];

/**
 * How long a season's team registration records are kept after the season ends (31 December
 * of its year, Riyadh time) before `pnpm wro privacy:purge` may delete them. The privacy
 * notice quotes this number.
 */
export const REGISTRATION_RETENTION_MONTHS = 6;
