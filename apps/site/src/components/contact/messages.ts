import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { contactFormMessages, type ContactFormMessage } from "@wro/api/contact-form";
import { readMessage } from "@wro/constants";
import { intlTag, parseLocale } from "@wro/i18n";

/** The contact form's checks and refusals (codes of `@wro/api/contact-form`) in the page's language. */
const known: Record<Exclude<ContactFormMessage, "tooManyMessages">, MessageDescriptor> = {
  nameRequired: msg`Please enter your name.`,
  emailInvalid: msg`Please enter a valid e-mail address.`,
  phoneInvalid: msg`Please enter a valid phone number, or leave it empty.`,
  messageRequired: msg`Please write your message.`,
  messageTooLong: msg`Your message is too long: please keep it under 5,000 characters.`,
  tooLong: msg`This field is too long.`,
  looksAutomated: msg`Your message was not sent because it looks automated. If you filled in the field marked “leave this field empty”, clear it and send again.`,
};

export const contactFailed = msg`Your message could not be sent. Please try again in a moment.`;

export function translateContactMessage(i18n: I18n, text: string | undefined): string {
  if (!text) return i18n._(contactFailed);
  const { code, values } = readMessage(text);
  if (code === contactFormMessages.tooManyMessages) {
    const minutes = Number(values.minutes);
    const count = new Intl.NumberFormat(intlTag(parseLocale(i18n.locale))).format(minutes);
    return i18n._(
      msg`You have sent several messages in a short time. Please try again in ${plural(minutes, { one: `${count} minute`, other: `${count} minutes` })}.`,
    );
  }
  // Anything else (an internal error's reference) is not ours to word: the generic sentence.
  return Object.hasOwn(known, code) ? i18n._(known[code as keyof typeof known]) : i18n._(contactFailed);
}
