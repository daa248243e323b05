import { authMessages, authMessageTexts } from "@wro/auth/client";
import { messageCodes, messageTexts } from "@wro/constants";

// The account checks the back office shares with sign-up and the account page, worded once (in
// `@wro/auth`).
const shared = [
  "tooLong",
  "invalidEmail",
  "invalidPhone",
  "passwordTooShort",
  "passwordGuessable",
  "forbiddenCharacters",
  "emailTaken",
  "nationalIdTaken",
  "currentPasswordWrong",
  "passwordChangeRequired",
] as const;
const pick = <All extends Record<(typeof shared)[number], string>>(all: All) =>
  Object.fromEntries(shared.map((code) => [code, all[code]])) as Pick<All, (typeof shared)[number]>;

/**
 * Messages the back office's procedures and forms send towards an admin, worded once in English
 * (what the legacy REST API answers; `@wro/i18n` holds the Arabic). Spec §5's wording is kept
 * verbatim where the spec quotes it. They travel as their codes (`adminMessages`).
 */
const messages = [
  // Spec §5, verbatim (new admin and admin edit).
  /*i18n*/ { id: "fillFormCarefully", message: "Please fill form carefully!" },
  /*i18n*/ { id: "adminPasswordNotMatched", message: "Password is not Matched" },

  /*i18n*/ { id: "required", message: "This field is required." },
  /*i18n*/ { id: "invalidCountry", message: "Please choose a country (a two-letter ISO code such as SA)." },
  /*i18n*/ { id: "invalidLink", message: "Please enter a full link starting with https:// or http://." },
  /*i18n*/ { id: "invalidDate", message: "Please enter a valid date." },
  /*i18n*/ { id: "latitude", message: "The latitude is a number from -90 to 90 (degrees north)." },
  /*i18n*/ { id: "longitude", message: "The longitude is a number from -180 to 180 (degrees east)." },
  /*i18n*/ { id: "coordinatesTogether", message: "Enter both the latitude and the longitude, or neither." },
  /*i18n*/ { id: "currentPasswordRequired", message: "Please enter your current password to set a new one." },
  /*i18n*/ { id: "threeAttributes", message: "A season has exactly three attribute blocks." },
  /*i18n*/ { id: "pageSize", message: "The page size is 10, 25 or 100." },
  /*i18n*/ {
    id: "expectedUpdatedAt",
    message: "Send the updatedAt value the record had when you opened it.",
  },

  /*i18n*/ { id: "imageRequired", message: "Please choose an image (JPG, PNG or GIF)." },
  /*i18n*/ { id: "imageType", message: "The image must be a JPG, PNG or GIF file." },
  /*i18n*/ { id: "imageTooLarge", message: "The image must be at most 2 MB." },
  /*i18n*/ {
    id: "imageTooManyPixels",
    message: "The image must be at most 40 megapixels (for example 8000 × 5000 pixels).",
  },
  /*i18n*/ {
    id: "flagRequired",
    message: "There is no library flag for this country. Please upload a flag image.",
  },
  /*i18n*/ { id: "imageUnreadable", message: "The image could not be read. Please choose the file again." },

  // No lost updates: a save based on an older version of the record is refused.
  /*i18n*/ {
    id: "staleRecord",
    message: "This record was changed by someone else since you opened it. Reload to see the latest version.",
  },
  /*i18n*/ { id: "notFound", message: "This record does not exist any more. It may have been deleted." },

  /*i18n*/ { id: "seasonSlugTaken", message: "This slug is already used by another season." },
  /*i18n*/ { id: "announcementSlugTaken", message: "This slug is already used by another announcement." },
  /*i18n*/ {
    id: "scheduleInThePast",
    message: "A scheduled announcement needs a publish time in the future.",
  },
  /*i18n*/ {
    id: "publishedInTheFuture",
    message: "This date is in the future: choose Scheduled to publish it then.",
  },
  /*i18n*/ { id: "regionCodeTaken", message: "This country code is already used by another region." },
  /*i18n*/ { id: "valueTaken", message: "This value is already used by another record." },

  /*i18n*/ { id: "scheduleDayTaken", message: "There is already a schedule day on this date." },
  /*i18n*/ { id: "sessionEndsBeforeStart", message: "The end must be after the start." },
  /*i18n*/ { id: "sessionOutsideDay", message: "The session must start and end on its day (Riyadh time)." },
  /*i18n*/ { id: "dayRequired", message: "Please choose the day this session belongs to." },

  /*i18n*/ {
    id: "placeTaken",
    message: "Another team already holds this place in this category and season.",
  },
  /*i18n*/ { id: "invalidPlace", message: "The place is a whole number from 1 to 1000." },
  /*i18n*/ { id: "invalidDistance", message: "The distance is a number of kilometres from 0 to 1000." },
  /*i18n*/ {
    id: "invalidCategory",
    message:
      "The category is one of robomission-elementary, robomission-junior, robomission-senior, robosports, future-innovators, future-engineers.",
  },
  /*i18n*/ { id: "seasonRequired", message: "Please choose a season." },
  /*i18n*/ { id: "csvEmpty", message: "The file holds no results." },
  /*i18n*/ { id: "csvNotImported", message: "Nothing was imported: the file has errors." },

  /*i18n*/ { id: "ownAccountDisable", message: "You cannot disable your own account." },
  /*i18n*/ { id: "ownAccountDelete", message: "You cannot delete your own account." },
  /*i18n*/ { id: "notAUser", message: "Only a signed-in admin has a profile." },

  /*i18n*/ { id: "unknownRecordKind", message: "Please choose a kind of record from the list." },
  /*i18n*/ { id: "unknownAction", message: "Please choose an action from the list." },
  /*i18n*/ { id: "unknownUserType", message: "The type is student (0), coach (1) or entity (2)." },
  /*i18n*/ { id: "notACoach", message: "Only a coach's account is verified by the organizers." },
  /*i18n*/ { id: "alreadyVerified", message: "This account is already verified." },
  /*i18n*/ {
    id: "resetDisabledAccount",
    message: "This account is disabled. Enable it before sending a password-reset link.",
  },

  // Registration fees and settings (issue 36).
  /*i18n*/ { id: "invalidPrice", message: "Enter the price in US dollars, such as 270 or 270.00." },
  /*i18n*/ {
    id: "invalidCapacity",
    message: "The capacity is a whole number of places, or empty for no limit.",
  },
  /*i18n*/ {
    id: "capacityBelowTaken",
    message: "{taken} places are already taken: the capacity cannot be lower.",
  },
  /*i18n*/ {
    id: "invalidFeeKey",
    message:
      "The key has lower-case letters, digits and underscores, starting with a letter (such as industry_guest).",
  },
  /*i18n*/ { id: "feeKeyTaken", message: "This key is already used by another fee category." },
  /*i18n*/ {
    id: "feeCategoryInUse",
    message:
      "This fee category is used by orders or delegates, so it cannot be deleted. Set it inactive instead.",
  },
  /*i18n*/ {
    id: "invalidRate",
    message: "Enter the rate as a positive number, such as 3.75 (at most 4 decimals).",
  },
  /*i18n*/ {
    id: "invalidVat",
    message: "Enter VAT as a percentage from 0 to 100, such as 15 (at most 2 decimals).",
  },
  /*i18n*/ { id: "invalidExpiryHours", message: "Enter a whole number of hours from 1 to 720." },
  /*i18n*/ {
    id: "invalidVatNumber",
    message: "A Saudi VAT number has 15 digits and starts and ends with 3.",
  },
  /*i18n*/ {
    id: "invalidIban",
    message:
      "Enter a Saudi IBAN: SA followed by 22 digits, with a valid check (such as SA03 8000 0000 6080 1016 7519).",
  },
  /*i18n*/ { id: "closesBeforeOpens", message: "Registration must close after it opens." },
  /*i18n*/ {
    id: "signatoryIncomplete",
    message: "Enter the signatory's name and title in both languages, or leave all four empty.",
  },

  /*i18n*/ { id: "slugRequired", message: "Enter a slug" },
  /*i18n*/ { id: "slugTooLong", message: "A slug has at most 80 characters" },
  /*i18n*/ { id: "slugFormat", message: "A slug has only letters, digits and single dashes" },

  // Refusals of any call, before its procedure runs.
  /*i18n*/ { id: "signIn", message: "Please sign in." },
  /*i18n*/ { id: "adminOnly", message: "This needs an administrator account." },
  /*i18n*/ { id: "financeOnly", message: "This needs the finance permission." },
  /*i18n*/ { id: "gateOnly", message: "This needs a gate staff or administrator account." },
  /*i18n*/ { id: "crossSite", message: "This change was sent from another site, so it was refused." },
] as const;

export const adminMessages = { ...pick(authMessages), ...messageCodes(messages) };
/** The English source of each message (the legacy REST API's contract tests quote it). */
export const adminMessageTexts = { ...pick(authMessageTexts), ...messageTexts(messages) };
export type AdminMessage = (typeof adminMessages)[keyof typeof adminMessages];
