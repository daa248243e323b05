import { messageCodes, messageTexts } from "@wro/constants";

/**
 * What registration tells a national organizer (issue 36), worded once in English; `@wro/i18n`
 * holds the Arabic. They travel as their codes (`registrationMessages`).
 */
const messages = [
  /*i18n*/ {
    id: "organizersOnly",
    message: "Only a national organizer's account can register a delegation.",
  },
  /*i18n*/ { id: "noDelegation", message: "Create your delegation first." },
  /*i18n*/ { id: "registrationNotOpen", message: "Registration is not open." },
  /*i18n*/ {
    id: "delegationLocked",
    message: "This person is on an order awaiting payment or paid, so their details can no longer change.",
  },
  /*i18n*/ { id: "teamNameTaken", message: "Your delegation already has a team with this name." },
  /*i18n*/ { id: "invalidWroCategory", message: "Choose a WRO category." },
  /*i18n*/ { id: "invalidAgeGroup", message: "Choose an age group." },
  /*i18n*/ { id: "invalidFeeCategory", message: "Choose a fee category that is offered." },
  /*i18n*/ { id: "memberNeedsBirthDate", message: "A team member needs a date of birth." },
  /*i18n*/ {
    id: "guardianRequired",
    message: "A participant under 18 needs a guardian's name and phone, and the guardian's consent.",
  },
  /*i18n*/ { id: "invalidBirthDate", message: "Enter a date of birth in the past." },
  /*i18n*/ { id: "invalidPassport", message: "A passport number has 5 to 20 letters and digits." },
  /*i18n*/ { id: "arabicNameScript", message: "Write the name in Arabic letters." },
  /*i18n*/ { id: "latinNameScript", message: "Write the name in Latin letters, as in the passport." },
  /*i18n*/ { id: "coachNotInDelegation", message: "Choose a coach of your delegation." },
  /*i18n*/ { id: "teamNotInDelegation", message: "Choose a team of your delegation." },
  /*i18n*/ { id: "nothingToOrder", message: "Add the people of your delegation before submitting." },
  /*i18n*/ { id: "soldOut", message: "There are not enough places left for {category}." },
  /*i18n*/ { id: "orderNotPayable", message: "This order can no longer be paid." },
  /*i18n*/ { id: "orderNotCancellable", message: "Only an order awaiting payment can be cancelled." },
  /*i18n*/ {
    id: "paymentUnavailable",
    message: "The payment service cannot be reached. Please try again in a moment.",
  },
  /*i18n*/ { id: "bankNotSet", message: "Payment by bank transfer is not set up yet. Please write to us." },
  /*i18n*/ {
    id: "transferAmountMismatch",
    message: "The amount transferred must be the order's total, {total}.",
  },
  /*i18n*/ { id: "invalidAmount", message: "Enter an amount in riyals, such as 1164.38." },
  /*i18n*/ { id: "transferReferenceTaken", message: "This bank reference is already recorded." },
  /*i18n*/ { id: "refundTooLarge", message: "A refund can be at most what is left of the payment, {left}." },
  /*i18n*/ { id: "refundRefused", message: "The payment gateway refused the refund: {reason}" },
  /*i18n*/ { id: "alreadyWaiting", message: "Your delegation is already on the waiting list for this fee." },
  /*i18n*/ { id: "notWaiting", message: "This waiting-list entry is no longer waiting." },
] as const;

export const registrationMessages = messageCodes(messages);
/** The English source of each message (REST answers and logs). */
export const registrationMessageTexts = messageTexts(messages);
