import { messageCodes, messageTexts } from "@wro/constants";

/**
 * What the badges say to whoever asks for them (issue 37), worded once in English; `@wro/i18n`
 * holds the Arabic. They travel as their codes (`badgeMessages`).
 */
const messages = [
  /*i18n*/ {
    id: "badgesNeedPayment",
    message: "Badges are issued once the order is paid. No one in your delegation is paid yet.",
  },
  /*i18n*/ {
    id: "ownBadgeNeedsPayment",
    message: "Your badge is issued once your national organizer's order for you is paid.",
  },
  /*i18n*/ {
    id: "noPaidPeople",
    message: "No one here is on a paid order yet, so there is no badge to print.",
  },
  /*i18n*/ { id: "noLiveBadge", message: "This person has no badge to revoke." },
  /*i18n*/ { id: "badgePersonNotPaid", message: "This person is not on a paid order: they get no badge." },
] as const;

export const badgeMessages = messageCodes(messages);
/** The English source of each message (the PDF route's refusals and the logs). */
export const badgeMessageTexts = messageTexts(messages);
