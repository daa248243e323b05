import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isTRPCClientError } from "@trpc/client";

/**
 * The English texts the API sends towards an admin (`adminMessages` of `@wro/api/forms` and a
 * few more), each with its catalog entry, so an admin reads them in the UI language. Kept
 * here rather than imported: the forms module would pull its country lists into the first
 * download. A test checks that every `adminMessages` text has its entry.
 */
export const serverMessages: Record<string, MessageDescriptor> = {
  "Please fill form carefully!": msg`Please fill form carefully!`,
  "Texts may not contain control characters (such as NUL or text-direction overrides).": msg`Texts may not contain control characters (such as NUL or text-direction overrides).`,
  "Please choose a new password before you continue.": msg`Please choose a new password before you continue.`,
  "This change was sent from another site, so it was refused.": msg`This change was sent from another site, so it was refused.`,
  "Password is not Matched": msg`Password is not Matched`,
  "This field is required.": msg`This field is required.`,
  "This field is too long.": msg`This field is too long.`,
  "Please enter a valid e-mail address.": msg`Please enter a valid e-mail address.`,
  "Please enter a valid phone number.": msg`Please enter a valid phone number.`,
  "Please choose a country (a two-letter ISO code such as SA).": msg`Please choose a country (a two-letter ISO code such as SA).`,
  "Please enter a full link starting with https:// or http://.": msg`Please enter a full link starting with https:// or http://.`,
  "The latitude is a number from -90 to 90 (degrees north).": msg`The latitude is a number from -90 to 90 (degrees north).`,
  "The longitude is a number from -180 to 180 (degrees east).": msg`The longitude is a number from -180 to 180 (degrees east).`,
  "Enter both the latitude and the longitude, or neither.": msg`Enter both the latitude and the longitude, or neither.`,
  "Please enter a valid date.": msg`Please enter a valid date.`,
  "A scheduled announcement needs a publish time in the future.": msg`A scheduled announcement needs a publish time in the future.`,
  "This date is in the future: choose Scheduled to publish it then.": msg`This date is in the future: choose Scheduled to publish it then.`,
  "The password must have at least 8 characters.": msg`The password must have at least 8 characters.`,
  "Please enter your current password to set a new one.": msg`Please enter your current password to set a new one.`,
  "Your current password is incorrect.": msg`Your current password is incorrect.`,
  "A season has exactly three attribute blocks.": msg`A season has exactly three attribute blocks.`,
  "The page size is 10, 25 or 100.": msg`The page size is 10, 25 or 100.`,
  "Send the updatedAt value the record had when you opened it.": msg`Send the updatedAt value the record had when you opened it.`,
  "Please choose an image (JPG, PNG or GIF).": msg`Please choose an image (JPG, PNG or GIF).`,
  "The image must be a JPG, PNG or GIF file.": msg`The image must be a JPG, PNG or GIF file.`,
  "The image must be at most 2 MB.": msg`The image must be at most 2 MB.`,
  "The image must be at most 40 megapixels (for example 8000 × 5000 pixels).": msg`The image must be at most 40 megapixels (for example 8000 × 5000 pixels).`,
  "There is no library flag for this country. Please upload a flag image.": msg`There is no library flag for this country. Please upload a flag image.`,
  "The image could not be read. Please choose the file again.": msg`The image could not be read. Please choose the file again.`,
  "This record was changed by someone else since you opened it. Reload to see the latest version.": msg`This record was changed by someone else since you opened it. Reload to see the latest version.`,
  "This record does not exist any more. It may have been deleted.": msg`This record does not exist any more. It may have been deleted.`,
  "This e-mail is already registered.": msg`This e-mail is already registered.`,
  "This national ID is already registered.": msg`This national ID is already registered.`,
  "This slug is already used by another season.": msg`This slug is already used by another season.`,
  "There is already a schedule day on this date.": msg`There is already a schedule day on this date.`,
  "Another team already holds this place in this category and season.": msg`Another team already holds this place in this category and season.`,
  "The place is a whole number from 1 to 1000.": msg`The place is a whole number from 1 to 1000.`,
  "The category is one of robomission-elementary, robomission-junior, robomission-senior, robosports, future-innovators, future-engineers.": msg`The category is one of robomission-elementary, robomission-junior, robomission-senior, robosports, future-innovators, future-engineers.`,
  "Please choose a season.": msg`Please choose a season.`,
  "The file holds no results.": msg`The file holds no results.`,
  "Nothing was imported: the file has errors.": msg`Nothing was imported: the file has errors.`,
  "The end must be after the start.": msg`The end must be after the start.`,
  "The session must start and end on its day (Riyadh time).": msg`The session must start and end on its day (Riyadh time).`,
  "Please choose the day this session belongs to.": msg`Please choose the day this session belongs to.`,
  "This slug is already used by another announcement.": msg`This slug is already used by another announcement.`,
  "This country code is already used by another region.": msg`This country code is already used by another region.`,
  "You cannot disable your own account.": msg`You cannot disable your own account.`,
  "You cannot delete your own account.": msg`You cannot delete your own account.`,
  "Only a signed-in admin has a profile.": msg`Only a signed-in admin has a profile.`,
  "Please choose a kind of record from the list.": msg`Please choose a kind of record from the list.`,
  "Please choose an action from the list.": msg`Please choose an action from the list.`,
  "The type is student (0), coach (1) or entity (2).": msg`The type is student (0), coach (1) or entity (2).`,
  "Only a coach's account is verified by the organizers.": msg`Only a coach's account is verified by the organizers.`,
  "This account is already verified.": msg`This account is already verified.`,
  "This account is disabled. Enable it before sending a password-reset link.": msg`This account is disabled. Enable it before sending a password-reset link.`,
  "This value is already used by another record.": msg`This value is already used by another record.`,
  "Please sign in.": msg`Please sign in.`,
  "This needs an administrator account.": msg`This needs an administrator account.`,
  "Enter a slug": msg`Enter a slug`,
  "A slug has at most 80 characters": msg`A slug has at most 80 characters`,
  "A slug has only letters, digits and single dashes": msg`A slug has only letters, digits and single dashes`,
};

const somethingWentWrong = msg`Something went wrong. Please try again.`;
const unreachable = msg`The server could not be reached. Check your connection and try again.`;

/** A text from the API in the UI language; unknown texts stay as they came. */
export function translateServerMessage(text: string): string {
  const descriptor = serverMessages[text];
  return descriptor ? i18n._(descriptor) : text;
}

/**
 * What went wrong with a call, for the admin: the server's own message (translated) for
 * answers such as CONFLICT or BAD_REQUEST, a general sentence for failures the admin cannot
 * act on. Zod failures come as "field: message; …"; each part is translated.
 */
export function errorMessage(error: unknown): string {
  if (!isTRPCClientError(error)) return i18n._(somethingWentWrong);
  const data = error.data as { code?: string } | undefined;
  if (!data) return i18n._(unreachable);
  if (data.code === "INTERNAL_SERVER_ERROR") return i18n._(somethingWentWrong);
  return error.message
    .split("; ")
    .map((part) => {
      const match = /^([\w.]+): (.+)$/.exec(part);
      return match && !serverMessages[part]
        ? translateServerMessage(match[2]!)
        : translateServerMessage(part);
    })
    .join(" ");
}

/** The server's field-by-field messages of a refused save (paths as the form names them). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isTRPCClientError(error)) return {};
  const fieldErrors = (error.data as { fieldErrors?: Record<string, string[] | undefined> } | undefined)
    ?.fieldErrors;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages?.[0]) result[field] = messages[0];
  }
  return result;
}
