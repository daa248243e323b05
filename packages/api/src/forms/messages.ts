import { authMessageTexts } from "@wro/auth/client";
import { messageCodes } from "@wro/constants";

// The account checks the back office shares with sign-up, worded once (in `@wro/auth`).
const {
  tooLong,
  invalidEmail,
  invalidPhone,
  passwordTooShort,
  passwordGuessable,
  emailTaken,
  nationalIdTaken,
} = authMessageTexts;

/**
 * Messages the back office's procedures and forms send towards an admin, in English (what the
 * legacy REST API answers). Spec §5's wording is kept verbatim where the spec quotes it. They
 * travel as their codes (`adminMessages`), which the admin app words in its catalog.
 */
export const adminMessageTexts = {
  // Spec §5, verbatim (new admin and admin edit).
  fillFormCarefully: "Please fill form carefully!",
  adminPasswordNotMatched: "Password is not Matched",

  required: "This field is required.",
  tooLong,
  invalidEmail,
  invalidPhone,
  invalidCountry: "Please choose a country (a two-letter ISO code such as SA).",
  invalidLink: "Please enter a full link starting with https:// or http://.",
  invalidDate: "Please enter a valid date.",
  latitude: "The latitude is a number from -90 to 90 (degrees north).",
  longitude: "The longitude is a number from -180 to 180 (degrees east).",
  coordinatesTogether: "Enter both the latitude and the longitude, or neither.",
  passwordTooShort,
  passwordGuessable,
  currentPasswordRequired: "Please enter your current password to set a new one.",
  currentPasswordWrong: "Your current password is incorrect.",
  threeAttributes: "A season has exactly three attribute blocks.",
  pageSize: "The page size is 10, 25 or 100.",
  expectedUpdatedAt: "Send the updatedAt value the record had when you opened it.",

  imageRequired: "Please choose an image (JPG, PNG or GIF).",
  imageType: "The image must be a JPG, PNG or GIF file.",
  imageTooLarge: "The image must be at most 2 MB.",
  imageTooManyPixels: "The image must be at most 40 megapixels (for example 8000 × 5000 pixels).",
  flagRequired: "There is no library flag for this country. Please upload a flag image.",
  imageUnreadable: "The image could not be read. Please choose the file again.",

  // No lost updates: a save based on an older version of the record is refused.
  staleRecord:
    "This record was changed by someone else since you opened it. Reload to see the latest version.",
  notFound: "This record does not exist any more. It may have been deleted.",

  emailTaken,
  nationalIdTaken,
  seasonSlugTaken: "This slug is already used by another season.",
  announcementSlugTaken: "This slug is already used by another announcement.",
  scheduleInThePast: "A scheduled announcement needs a publish time in the future.",
  publishedInTheFuture: "This date is in the future: choose Scheduled to publish it then.",
  regionCodeTaken: "This country code is already used by another region.",
  valueTaken: "This value is already used by another record.",

  scheduleDayTaken: "There is already a schedule day on this date.",
  sessionEndsBeforeStart: "The end must be after the start.",
  sessionOutsideDay: "The session must start and end on its day (Riyadh time).",
  dayRequired: "Please choose the day this session belongs to.",

  placeTaken: "Another team already holds this place in this category and season.",
  invalidPlace: "The place is a whole number from 1 to 1000.",
  invalidDistance: "The distance is a number of kilometres from 0 to 1000.",
  invalidCategory:
    "The category is one of robomission-elementary, robomission-junior, robomission-senior, robosports, future-innovators, future-engineers.",
  seasonRequired: "Please choose a season.",
  csvEmpty: "The file holds no results.",
  csvNotImported: "Nothing was imported: the file has errors.",

  ownAccountDisable: "You cannot disable your own account.",
  ownAccountDelete: "You cannot delete your own account.",
  notAUser: "Only a signed-in admin has a profile.",

  unknownRecordKind: "Please choose a kind of record from the list.",
  unknownAction: "Please choose an action from the list.",
  unknownUserType: "The type is student (0), coach (1) or entity (2).",
  notACoach: "Only a coach's account is verified by the organizers.",
  alreadyVerified: "This account is already verified.",
  resetDisabledAccount: "This account is disabled. Enable it before sending a password-reset link.",

  slugRequired: "Enter a slug",
  slugTooLong: "A slug has at most 80 characters",
  slugFormat: "A slug has only letters, digits and single dashes",

  // Refusals of any call, before its procedure runs.
  signIn: "Please sign in.",
  adminOnly: "This needs an administrator account.",
  crossSite: "This change was sent from another site, so it was refused.",
} as const;

export const adminMessages = messageCodes(adminMessageTexts);
export type AdminMessage = keyof typeof adminMessageTexts;
