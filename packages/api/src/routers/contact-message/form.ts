import { authMessageTexts, normalizePhoneNumber } from "@wro/auth/client";
import { messageCodes } from "@wro/constants";
import { z } from "zod";

/**
 * The contact form of /contact-us/ (spec §2: name, email, phone_number, message), checked the
 * same way in the visitor's browser and by `contactMessage.send`. Browser-safe: zod and the
 * phone library only (`@wro/api/contact-form`). Control characters are refused for every
 * procedure (`publicProcedure`).
 */

/** Every message the form's checks and refusals send, in English; they travel as their codes. */
export const contactFormMessageTexts = {
  nameRequired: "Please enter your name.",
  emailInvalid: "Please enter a valid e-mail address.",
  phoneInvalid: "Please enter a valid phone number, or leave it empty.",
  messageRequired: "Please write your message.",
  messageTooLong: "Your message is too long: please keep it under 5,000 characters.",
  tooLong: authMessageTexts.tooLong,
  /** The honeypot field was filled: people never see it, form-filling robots do. */
  looksAutomated:
    "Your message was not sent because it looks automated. If you filled in the field marked “leave this field empty”, clear it and send again.",
  tooManyMessages: ({ minutes }: Record<string, string>) =>
    `You have sent several messages in a short time. Please try again in ${minutes} ${minutes === "1" ? "minute" : "minutes"}.`,
} as const;

export const contactFormMessages = messageCodes(contactFormMessageTexts);
export type ContactFormMessage = keyof typeof contactFormMessageTexts;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, contactFormMessages.tooLong);

export const contactFormSchema = z.object({
  name: text(120, contactFormMessages.nameRequired),
  email: z
    .string({ error: contactFormMessages.emailInvalid })
    .trim()
    .max(254, contactFormMessages.tooLong)
    .pipe(z.email(contactFormMessages.emailInvalid))
    .transform((email) => email.toLowerCase()),
  phone_number: z
    .string()
    .trim()
    .max(32, contactFormMessages.tooLong)
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
  website: z.string().max(500, contactFormMessages.tooLong).optional(),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
