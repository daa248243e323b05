import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isTRPCClientError } from "@trpc/client";
import type { AdminMessage } from "@wro/api/forms";
import { readMessage } from "@wro/constants";
import { tooManyAttemptsText } from "../auth/messages";

/**
 * How the admin words each message the API sends it, by code (`@wro/constants`). Typed by the
 * API's own list of codes, so a message without its wording here fails the typecheck; only
 * types are imported, so the forms module stays out of the first download.
 */
export const serverMessages: Record<
  AdminMessage | "forbiddenCharacters" | "passwordChangeRequired",
  MessageDescriptor
> = {
  fillFormCarefully: msg`Please fill form carefully!`,
  adminPasswordNotMatched: msg`Password is not Matched`,
  required: msg`This field is required.`,
  tooLong: msg`This field is too long.`,
  invalidEmail: msg`Please enter a valid e-mail address.`,
  invalidPhone: msg`Please enter a valid phone number.`,
  invalidCountry: msg`Please choose a country (a two-letter ISO code such as SA).`,
  invalidLink: msg`Please enter a full link starting with https:// or http://.`,
  invalidDate: msg`Please enter a valid date.`,
  latitude: msg`The latitude is a number from -90 to 90 (degrees north).`,
  longitude: msg`The longitude is a number from -180 to 180 (degrees east).`,
  coordinatesTogether: msg`Enter both the latitude and the longitude, or neither.`,
  passwordTooShort: msg`The password must have at least 12 characters.`,
  passwordGuessable: msg`This password is too common or too easy to guess. Please choose another one.`,
  currentPasswordRequired: msg`Please enter your current password to set a new one.`,
  currentPasswordWrong: msg`Your current password is incorrect.`,
  threeAttributes: msg`A season has exactly three attribute blocks.`,
  pageSize: msg`The page size is 10, 25 or 100.`,
  expectedUpdatedAt: msg`Send the updatedAt value the record had when you opened it.`,
  imageRequired: msg`Please choose an image (JPG, PNG or GIF).`,
  imageType: msg`The image must be a JPG, PNG or GIF file.`,
  imageTooLarge: msg`The image must be at most 2 MB.`,
  imageTooManyPixels: msg`The image must be at most 40 megapixels (for example 8000 × 5000 pixels).`,
  flagRequired: msg`There is no library flag for this country. Please upload a flag image.`,
  imageUnreadable: msg`The image could not be read. Please choose the file again.`,
  staleRecord: msg`This record was changed by someone else since you opened it. Reload to see the latest version.`,
  notFound: msg`This record does not exist any more. It may have been deleted.`,
  emailTaken: msg`This e-mail is already registered.`,
  nationalIdTaken: msg`This national ID is already registered.`,
  seasonSlugTaken: msg`This slug is already used by another season.`,
  announcementSlugTaken: msg`This slug is already used by another announcement.`,
  scheduleInThePast: msg`A scheduled announcement needs a publish time in the future.`,
  publishedInTheFuture: msg`This date is in the future: choose Scheduled to publish it then.`,
  regionCodeTaken: msg`This country code is already used by another region.`,
  valueTaken: msg`This value is already used by another record.`,
  scheduleDayTaken: msg`There is already a schedule day on this date.`,
  sessionEndsBeforeStart: msg`The end must be after the start.`,
  sessionOutsideDay: msg`The session must start and end on its day (Riyadh time).`,
  dayRequired: msg`Please choose the day this session belongs to.`,
  placeTaken: msg`Another team already holds this place in this category and season.`,
  invalidPlace: msg`The place is a whole number from 1 to 1000.`,
  invalidDistance: msg`The distance is a number of kilometres from 0 to 1000.`,
  invalidCategory: msg`The category is one of robomission-elementary, robomission-junior, robomission-senior, robosports, future-innovators, future-engineers.`,
  seasonRequired: msg`Please choose a season.`,
  csvEmpty: msg`The file holds no results.`,
  csvNotImported: msg`Nothing was imported: the file has errors.`,
  ownAccountDisable: msg`You cannot disable your own account.`,
  ownAccountDelete: msg`You cannot delete your own account.`,
  notAUser: msg`Only a signed-in admin has a profile.`,
  unknownRecordKind: msg`Please choose a kind of record from the list.`,
  unknownAction: msg`Please choose an action from the list.`,
  unknownUserType: msg`The type is student (0), coach (1) or entity (2).`,
  notACoach: msg`Only a coach's account is verified by the organizers.`,
  alreadyVerified: msg`This account is already verified.`,
  resetDisabledAccount: msg`This account is disabled. Enable it before sending a password-reset link.`,
  slugRequired: msg`Enter a slug`,
  slugTooLong: msg`A slug has at most 80 characters`,
  slugFormat: msg`A slug has only letters, digits and single dashes`,
  signIn: msg`Please sign in.`,
  adminOnly: msg`This needs an administrator account.`,
  crossSite: msg`This change was sent from another site, so it was refused.`,
  forbiddenCharacters: msg`Texts may not contain control characters (such as NUL or text-direction overrides).`,
  passwordChangeRequired: msg`Please choose a new password before you continue.`,
};

const somethingWentWrong = msg`Something went wrong. Please try again.`;
const unreachable = msg`The server could not be reached. Check your connection and try again.`;

/** A message from the API in the UI language; a text that is no code of ours stays as it came. */
export function translateServerMessage(text: string): string {
  const limited = tooManyAttemptsText(text);
  if (limited) return limited;
  const { code, values } = readMessage(text);
  const descriptor = Object.hasOwn(serverMessages, code) ? serverMessages[code as AdminMessage] : undefined;
  return descriptor ? i18n._({ ...descriptor, values }) : text;
}

/**
 * What went wrong with a call, for the admin: the server's own messages (translated) for
 * answers such as CONFLICT or BAD_REQUEST, a general sentence for failures the admin cannot
 * act on.
 */
export function errorMessage(error: unknown): string {
  if (!isTRPCClientError(error)) return i18n._(somethingWentWrong);
  const data = error.data as RefusalData | undefined;
  if (!data) return i18n._(unreachable);
  if (data.code === "INTERNAL_SERVER_ERROR") return i18n._(somethingWentWrong);
  const issues = [
    ...(data.formErrors ?? []),
    ...Object.values(data.fieldErrors ?? {}).flatMap((list) => list ?? []),
  ];
  return (issues.length ? issues : [error.message]).map(translateServerMessage).join(" ");
}

/** What a refusal carries besides its message: the messages of its form and fields (codes). */
interface RefusalData {
  code?: string;
  formErrors?: string[];
  fieldErrors?: Record<string, string[] | undefined>;
}

/** The server's field-by-field messages of a refused save (paths as the form names them). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isTRPCClientError(error)) return {};
  const { fieldErrors } = (error.data as RefusalData | undefined) ?? {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages?.[0]) result[field] = messages[0];
  }
  return result;
}
