import { messageCodes, messageTexts } from "@wro/constants";

/**
 * What certificates say to whoever asks for them (issue 37), worded once in English; `@wro/i18n`
 * holds the Arabic. They travel as their codes (`certificateMessages`).
 */
const messages = [
  /*i18n*/ {
    id: "certificatesNeedPayment",
    message: "Certificates are issued once the order is paid. No one in your delegation is paid yet.",
  },
  /*i18n*/ {
    id: "noOwnCertificates",
    message:
      "You have no certificate yet: team members get one once their national organizer's order for them is paid.",
  },
  /*i18n*/ {
    id: "noCertificates",
    message: "No one here has a certificate: they go to team members on paid orders.",
  },
] as const;

export const certificateMessages = messageCodes(messages);
/** The English source of each message (the download route's refusals and the logs). */
export const certificateMessageTexts = messageTexts(messages);
