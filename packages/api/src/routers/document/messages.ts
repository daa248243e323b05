import { messageCodes, messageTexts } from "@wro/constants";

/**
 * What visa letters and the documents' back office say (issue 37), worded once in English;
 * `@wro/i18n` holds the Arabic. They travel as their codes (`documentMessages`).
 */
const messages = [
  /*i18n*/ {
    id: "lettersNeedPayment",
    message:
      "Visa invitation letters are issued once the order is paid. No one in your delegation is paid yet.",
  },
  /*i18n*/ {
    id: "noForeignMembers",
    message:
      "No paid member of this delegation needs a visa invitation letter: only people who are not Saudi nationals get one.",
  },
  /*i18n*/ {
    id: "noPassportNumbers",
    message: "Enter the passport number of each traveller first: a visa invitation letter names it.",
  },
  /*i18n*/ {
    id: "noSignatory",
    message: "Visa invitation letters are not available yet: the organizers have not set who signs them.",
  },
  /*i18n*/ {
    id: "noEvent",
    message: "Visa invitation letters are not available yet: the event's dates are not set.",
  },
  /*i18n*/ { id: "noLetters", message: "No one here needs a visa invitation letter yet." },
  /*i18n*/ { id: "documentNotFound", message: "There is no document with this reference." },
  /*i18n*/ { id: "documentAlreadyRevoked", message: "This document is already revoked." },
  /*i18n*/ {
    id: "documentPersonNotPaid",
    message: "This person is not on a paid order: no document is issued to them.",
  },
  /*i18n*/ {
    id: "letterNotNeeded",
    message: "This person is a Saudi national: they need no visa invitation letter.",
  },
  /*i18n*/ { id: "invalidReference", message: "Not a document reference (WRO-XXXX-XXXX)." },
] as const;

export const documentMessages = messageCodes(messages);
/** The English source of each message (the PDF route's refusals and the logs). */
export const documentMessageTexts = messageTexts(messages);
