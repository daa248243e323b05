import { messageCodes, messageTexts } from "@wro/constants";

/**
 * Why the gate answered a scan as it did (issue 37): each verdict's `reason` is one of these
 * codes, worded once in English; `@wro/i18n` holds the Arabic. `alreadyCheckedIn` names the time and
 * the gate of the first entry (the scanner fills them in from `firstAt` and `firstGate`).
 */
const messages = [
  /*i18n*/ { id: "firstEntry", message: "Welcome: first entry today." },
  /*i18n*/ { id: "alreadyCheckedIn", message: "Already checked in today at {time}, at {gate}." },
  /*i18n*/ { id: "notPaid", message: "Not paid: this person's delegation has not paid for them." },
  /*i18n*/ {
    id: "delegationCancelled",
    message: "Cancelled: this person's delegation or order is cancelled.",
  },
  /*i18n*/ { id: "badgeRevoked", message: "This badge was revoked." },
  /*i18n*/ { id: "unknownBadge", message: "Unknown code: this is not one of the event's badges." },
  /*i18n*/ { id: "otherSeasonBadge", message: "This badge is from another season's event." },
] as const;

export const checkInMessages = messageCodes(messages);
/** The English source of each message (the logs). */
export const checkInMessageTexts = messageTexts(messages);
