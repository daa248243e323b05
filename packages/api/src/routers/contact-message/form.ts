import { authMessages, normalizePhoneNumber, tooLong } from "@wro/auth/client";
import { messageCodes } from "@wro/constants";
import { z } from "zod";

/**
 * The contact form of /contact-us/ (spec §2: name, email, phone_number, message), checked the
 * same way in the visitor's browser and by `contactMessage.send`. Browser-safe: zod and the
 * phone library only (`@wro/api/contact-form`). Control characters are refused for every
 * procedure (`publicProcedure`).
 */

/**
 * Every message the form's checks and refusals send, worded once in English (`@wro/i18n` holds
 * the Arabic); they travel as their codes. A wrong e-mail address and a too long field are
 * worded as at sign-up (`@wro/auth`).
 */
const messages = [
  /*i18n*/ { id: "nameRequired", message: "Please enter your name." },
  /*i18n*/ { id: "phoneInvalid", message: "Please enter a valid phone number, or leave it empty." },
  /*i18n*/ { id: "messageRequired", message: "Please write your message." },
  /*i18n*/ {
    id: "messageTooLong",
    message: "Your message is too long: please keep it under 5,000 characters.",
  },
  // The honeypot field was filled: people never see it, form-filling robots do.
  /*i18n*/ {
    id: "looksAutomated",
    message:
      "Your message was not sent because it looks automated. If you filled in the field marked “leave this field empty”, clear it and send again.",
  },
  /*i18n*/ {
    id: "tooManyMessages",
    message:
      "You have sent several messages in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  },
] as const;

export const contactFormMessages = {
  ...messageCodes(messages),
  invalidEmail: authMessages.invalidEmail,
  tooLong: authMessages.tooLong,
};
export type ContactFormMessage = (typeof contactFormMessages)[keyof typeof contactFormMessages];

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const contactFormSchema = z.object({
  name: text(120, contactFormMessages.nameRequired),
  email: z
    .string({ error: contactFormMessages.invalidEmail })
    .trim()
    .max(254, tooLong)
    .pipe(z.email(contactFormMessages.invalidEmail))
    .transform((email) => email.toLowerCase()),
  phone_number: z
    .string()
    .trim()
    .max(32, tooLong)
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const phone = normalizePhoneNumber(value);
      if (!phone) context.addIssue({ code: "custom", message: contactFormMessages.phoneInvalid });
      return phone;
    }),
  message: z
    .string({ error: contactFormMessages.messageRequired })
    .trim()
    .min(1, contactFormMessages.messageRequired)
    .max(CONTACT_MESSAGE_MAX_LENGTH, contactFormMessages.messageTooLong),
  /** The honeypot: hidden from people, filled in by robots. Must arrive empty. */
  website: z.string().max(500, tooLong).optional(),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
